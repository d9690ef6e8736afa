import { useAdminTexts } from '../i18n/admin-texts';

/** The shop's name over "Back office", on the dark bar and the log-in page. */
export function AdminBrand() {
  const texts = useAdminTexts();
  return (
    <span className="grid min-w-0 leading-tight text-white">
      <span className="truncate text-lg font-bold tracking-tight">{texts.brand.name}</span>
      <span className="text-xs font-medium tracking-wide text-white/70 uppercase">{texts.brand.area}</span>
    </span>
  );
}
