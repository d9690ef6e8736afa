import { useAdminTexts } from '../i18n/admin-texts';
import { AdminBrand } from '../shell/AdminBrand';
import { AdminLanguageSwitch } from '../shell/AdminLanguageSwitch';
import { AdminLoginForm } from './AdminLoginForm';

const TITLE_ID = 'admin-login-title';

/** The staff log-in at /admin/login; `next` is the back-office page to go to afterwards. */
export function AdminLoginPage({ next }: { next: string }) {
  const texts = useAdminTexts();
  return (
    <div className="grid min-h-dvh place-items-center bg-navy-900 px-4 py-10">
      <div className="grid w-full max-w-sm gap-6">
        <div className="flex items-center justify-between gap-4">
          <AdminBrand />
          <AdminLanguageSwitch />
        </div>
        <main aria-labelledby={TITLE_ID} className="rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <h1 id={TITLE_ID} className="text-2xl font-bold tracking-tight">
            {texts.login.title}
          </h1>
          <p className="mt-1 text-sm text-navy/70">{texts.login.intro}</p>
          <AdminLoginForm next={next} />
        </main>
      </div>
    </div>
  );
}
