import type { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { SettingsForm } from './SettingsForm';

/**
 * /admin/settings, for owners: the shop's own words in the storefront's header (the home page's
 * title, the header bar's title, the phone number), each text in both languages.
 */
export function SettingsPage({ settings }: { settings: admin.SiteSettings }) {
  const labels = useAdminTexts().settings;
  return (
    <div className="grid gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{labels.title}</h1>
        <p className="max-w-3xl text-sm text-navy/70">{labels.intro}</p>
      </header>
      <SettingsForm settings={settings} />
    </div>
  );
}
