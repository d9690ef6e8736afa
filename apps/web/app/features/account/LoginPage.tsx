import { useEffect, useState } from 'react';
import { AuthForm } from '~/features/auth/AuthForm';
import type { AuthMode } from '~/features/auth/fields';
import { useTranslation } from '~/i18n/use-translation';
import { useHydrated } from '~/lib/hydrated';
import { readSession } from '~/lib/session';
import { CheckCircleIcon } from '~/ui/icons';

const TITLE_ID = 'login-form-title';

/**
 * The full-page login of docs/product.md#screens, with the modal's three modes. `next` is where a
 * login goes: the account page that sent the visitor here, else home. `expired` when the shop
 * refused the stored session, which the page says before asking again.
 */
export function LoginPage({ next, expired }: { next: string; expired: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [mode, setMode] = useState<AuthMode>('login');

  // Someone already logged in has nothing to do here.
  useEffect(() => {
    if (readSession()) window.location.replace(next);
  }, [next]);

  const benefits = [
    t('accountPages.login.benefitOrders'),
    t('accountPages.login.benefitAddresses'),
    t('accountPages.login.benefitReorder'),
  ];

  return (
    <div className="bg-sand/50 px-4 py-8 sm:px-6 sm:py-14">
      <div className="mx-auto grid max-w-5xl items-start gap-8 md:grid-cols-[1fr_minmax(0,28rem)] md:gap-12">
        <section className="grid gap-4 max-md:order-last md:pt-6">
          <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('accountPages.login.heading')}
          </h1>
          <p className="text-navy/75 sm:text-lg">{t('accountPages.login.intro')}</p>
          <ul className="grid gap-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3 text-sm sm:text-base">
                <CheckCircleIcon className="mt-0.5 shrink-0 text-teal-700" />
                {benefit}
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby={TITLE_ID}
          className="rounded-2xl border border-navy/10 bg-white p-6 shadow-sm sm:p-8"
        >
          {expired ? (
            <p
              role="status"
              className="mb-5 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
            >
              {t('accountPages.login.expired')}
            </p>
          ) : null}
          {/* Until React runs, a native submit would put the password in the URL. */}
          <fieldset disabled={!hydrated} className="min-w-0">
            <AuthForm
              key={mode}
              mode={mode}
              titleId={TITLE_ID}
              onModeChange={setMode}
              afterLogin={next}
              roomForClose={false}
            />
          </fieldset>
        </section>
      </div>
    </div>
  );
}
