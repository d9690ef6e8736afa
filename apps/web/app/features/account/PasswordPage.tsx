import { type api, type InputOf, MAX_LENGTH } from '@printshop/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '~/lib/api';
import { API_PATH } from '~/lib/api-paths';
import { useApi } from '~/lib/root-data';
import { clearSession } from '~/lib/session';
import { useToast } from '~/ui/toast';
import { Panel, PrimaryButton, TextField } from './form-ui';
import { type Check, empty, orderedResolver, reportedMessage } from './ordered-form';

/** SPEC.md section 4: after a change the shopper goes to /login 1 second later. */
const TO_LOGIN_AFTER_MS = 1000;

type Passwords = InputOf<typeof api.updatePassword>;

/** Change password: current, new and confirm, checked in SPEC.md section 5's order. */
export function PasswordPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const checks = (): Check<Passwords>[] => [
    {
      field: 'odlpassword',
      message: t('accountPages.password.required.current'),
      fails: (v) => empty(v.odlpassword),
    },
    { field: 'password', message: t('accountPages.password.required.new'), fails: (v) => empty(v.password) },
    {
      field: 'confirmpassword',
      message: t('accountPages.password.required.confirm'),
      fails: (v) => empty(v.confirmpassword),
    },
    {
      field: 'confirmpassword',
      message: t('accountPages.password.mismatch'),
      fails: (v) => v.password !== v.confirmpassword,
    },
  ];
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Passwords>({
    defaultValues: { odlpassword: '', password: '', confirmpassword: '' },
    resolver: orderedResolver(checks),
  });

  const onValid = async (values: Passwords) => {
    try {
      const { msg } = await client.submit(API_PATH.updatePassword, values);
      toast('success', msg);
      // The server has ended every session of this member, this one included.
      clearSession();
      setDone(true);
      timer.current = window.setTimeout(() => window.location.assign('/login'), TO_LOGIN_AFTER_MS);
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    }
  };

  const field = (name: keyof Passwords) => ({ ...register(name), invalid: Boolean(errors[name]) });

  return (
    <>
      <p className="max-w-2xl text-navy/75">{t('accountPages.password.intro')}</p>
      <Panel className="mt-6 max-w-xl">
        <form
          noValidate
          onSubmit={handleSubmit(onValid, (invalid) => {
            const message = reportedMessage(invalid);
            if (message) toast('warning', message);
          })}
          className="grid gap-5"
        >
          <TextField
            {...field('odlpassword')}
            label={t('accountPages.password.current')}
            type="password"
            autoComplete="current-password"
            maxLength={MAX_LENGTH.currentPassword}
          />
          <TextField
            {...field('password')}
            label={t('accountPages.password.new')}
            hint={t('accountPages.password.hint')}
            type="password"
            autoComplete="new-password"
            maxLength={MAX_LENGTH.newPassword}
          />
          <TextField
            {...field('confirmpassword')}
            label={t('accountPages.password.confirm')}
            type="password"
            autoComplete="new-password"
            maxLength={MAX_LENGTH.newPassword}
          />
          <div>
            <PrimaryButton disabled={isSubmitting || done} className="max-sm:w-full">
              {t('accountPages.password.submit')}
            </PrimaryButton>
          </div>
        </form>
      </Panel>
    </>
  );
}
