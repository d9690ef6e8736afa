import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { SettingsPage } from '~/features/admin/settings/SettingsPage';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-settings';

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (texts) => texts.settings.title);

/** Owners only (catalog.manage): for anyone else the server refuses, and the screen says so. */
export async function clientLoader() {
  const client = loaderAdminApi();
  const [settings, calendar] = await Promise.all([
    client.call('adminSiteSettings'),
    client.call('adminShopCalendar'),
  ]);
  return { settings, calendar };
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsPage settings={loaderData.settings} calendar={loaderData.calendar} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
