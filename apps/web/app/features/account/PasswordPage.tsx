import { MAX_LENGTH } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import type { CallInput } from '~/lib/api-endpoints';
import { type Check, empty } from '~/lib/ordered-form';
import { useApi } from '~/lib/root-data';
import { clearSession } from '~/lib/session';
import { PrimaryButton, TextField } from '~/ui/form-fields';
import { Panel } from '~/ui/Panel';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';
import { NewPasswordFields } from './NewPasswordFields';
import { newPasswordChecks } from './password-checks';

/** docs/product.md#states: after a change the shopper goes to /login 1 second later. */
const TO_LOGIN_AFTER_MS = 1000;

type Passwords = CallInput<'updatePassword'>;

/** Change password: current, new and confirm, checked in docs/product.md#validation's order. */
export function PasswordPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();

  const checks = (): Check<Passwords>[] => [
    {
      field: 'odlpassword',
      message: t('accountPages.password.required.current'),
      fails: (v) => empty(v.odlpassword),
    },
    ...newPasswordChecks<Passwords>(t, 'password', 'confirmpassword'),
  ];
  const { field, onSubmit, busy } = useOrderedForm<Passwords>({
    defaultValues: { odlpassword: '', password: '', confirmpassword: '' },
    checks,
    send: async (values, leave) => {
      const { msg } = await client.callWithMsg('updatePassword', values);
      toast('success', msg);
      // The server has ended every session of this member, this one included.
      clearSession();
      leave(() => window.location.assign('/login'), TO_LOGIN_AFTER_MS);
    },
  });

  return (
    <>
      <p className="max-w-2xl text-navy/75">{t('accountPages.password.intro')}</p>
      <Panel className="mt-6 max-w-xl">
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <TextField
            {...field('odlpassword')}
            label={t('accountPages.password.current')}
            type="password"
            autoComplete="current-password"
            maxLength={MAX_LENGTH.currentPassword}
          />
          <NewPasswordFields
            field={field}
            password="password"
            confirm="confirmpassword"
            maxLength={MAX_LENGTH.newPassword}
          />
          <div>
            <PrimaryButton disabled={busy} className="max-sm:w-full">
              {t('accountPages.password.submit')}
            </PrimaryButton>
          </div>
        </form>
      </Panel>
    </>
  );
}
