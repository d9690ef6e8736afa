import { MAX_LENGTH } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import type { CallInput } from '~/lib/api-endpoints';
import { useHydrated } from '~/lib/hydrated';
import { useApi } from '~/lib/root-data';
import { PrimaryButton } from '~/ui/form-fields';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';
import { ShieldIcon } from './icons';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordChecks } from './password-checks';

/** docs/product.md#states: after a reset the shopper goes to /login 1 second later. */
const TO_LOGIN_AFTER_MS = 1000;

type Passwords = Omit<CallInput<'newPassword'>, 'ckey'>;

/** Reset password, reached from the emailed link `/reset-password?ckey=...` (docs/product.md#screens). */
export function ResetPasswordPage({ ckey }: { ckey: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const hydrated = useHydrated();

  const checks = () => newPasswordChecks<Passwords>(t, 'newpassword', 'confirmnewpassword');
  const { field, onSubmit, busy } = useOrderedForm<Passwords>({
    defaultValues: { newpassword: '', confirmnewpassword: '' },
    checks,
    send: async (values, leave) => {
      await client.call('newPassword', { ckey, ...values });
      toast('success', t('accountPages.reset.success'));
      leave(() => window.location.assign('/login'), TO_LOGIN_AFTER_MS);
    },
  });

  return (
    <div className="bg-sand/50 px-4 py-10 sm:py-16">
      <section
        aria-labelledby="reset-title"
        className="mx-auto max-w-md rounded-2xl border border-navy/10 bg-white p-6 shadow-sm sm:p-8"
      >
        <span className="grid size-12 place-items-center rounded-xl bg-teal-100 text-teal-700">
          <ShieldIcon width={26} height={26} />
        </span>
        <h1 id="reset-title" className="mt-4 text-2xl font-bold tracking-tight">
          {t('accountPages.reset.title')}
        </h1>
        {ckey ? (
          <>
            <p className="mt-1 text-sm text-navy/70">{t('accountPages.reset.intro')}</p>
            <form noValidate onSubmit={onSubmit} className="mt-6">
              {/* Until React runs, a native submit would put the passwords in the URL. */}
              <fieldset disabled={!hydrated} className="grid gap-5">
                <NewPasswordFields
                  field={field}
                  password="newpassword"
                  confirm="confirmnewpassword"
                  maxLength={MAX_LENGTH.resetPassword}
                />
                <PrimaryButton disabled={busy} className="mt-1 w-full">
                  {t('accountPages.reset.submit')}
                </PrimaryButton>
              </fieldset>
            </form>
          </>
        ) : (
          <p role="alert" className="mt-4 rounded-xl bg-coral-100 p-4 text-sm">
            {t('accountPages.reset.missingKey')}
          </p>
        )}
        <p className="mt-5 text-center text-sm">
          <a href="/login" className="font-medium text-teal-700 underline-offset-2 hover:underline">
            {t('accountPages.reset.backToLogin')}
          </a>
        </p>
      </section>
    </div>
  );
}
