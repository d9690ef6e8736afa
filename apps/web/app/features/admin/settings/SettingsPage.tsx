import type { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import type { AdminCallOutput } from '../lib/admin-endpoints';
import { SettingsForm } from './SettingsForm';
import { ShopCalendarForm } from './ShopCalendarForm';

interface SettingsPageProps {
  settings: admin.SiteSettings;
  calendar: AdminCallOutput<'adminShopCalendar'>;
}

/**
 * /admin/settings, for owners: the shop's own words in the storefront's header (the home page's
 * title, the header bar's title, the phone number), each text in both languages; and the order
 * cut-off and holidays the ship-by dates count on.
 */
export function SettingsPage({ settings, calendar }: SettingsPageProps) {
  const labels = useAdminTexts().settings;
  return (
    <div className="grid gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{labels.title}</h1>
        <p className="max-w-3xl text-sm text-navy/70">{labels.intro}</p>
      </header>
      <SettingsForm settings={settings} />
      <ShopCalendarForm calendar={calendar} />
    </div>
  );
}
