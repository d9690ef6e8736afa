import { HomeContentPage } from '~/features/admin/home-content/HomeContentPage';
import { adminMeta } from '~/features/admin/lib/admin-meta';
import { loaderAdminApi } from '~/features/admin/lib/use-admin-api';
import { ScreenError } from '~/features/admin/ui/ScreenError';
import type { Route } from './+types/admin-home';

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, (texts) => texts.homeContent.title);

/** Owners only (catalog.manage): for anyone else the server refuses, and the screen says so. Loaded again after each edit. */
export async function clientLoader() {
  const client = loaderAdminApi();
  const [partners, comments, trust] = await Promise.all([
    client.call('adminPartnerList'),
    client.call('adminCommentList'),
    client.call('adminTrustBlocks'),
  ]);
  return { partners: partners.list, comments: comments.list, trustBlocks: trust.blocks };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return <HomeContentPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <ScreenError />;
}
