import { useAdminTexts } from '../i18n/admin-texts';

/** What a back-office address shows until the browser has loaded the staff member and the screen. */
export function AdminLoading() {
  const texts = useAdminTexts();
  return (
    <div className="grid min-h-dvh place-items-center bg-navy-900 text-white">
      <p role="status" className="flex items-center gap-3 text-sm font-medium">
        <span className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white" />
        {texts.loading}
      </p>
    </div>
  );
}
