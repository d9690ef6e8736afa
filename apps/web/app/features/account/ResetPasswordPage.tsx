import { type api, type InputOf, MAX_LENGTH } from '@printshop/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '~/lib/api';
import { API_PATH } from '~/lib/api-paths';
import { useHydrated } from '~/lib/hydrated';
import { useApi } from '~/lib/root-data';
import { useToast } from '~/ui/toast';
import { PrimaryButton, TextField } from './form-ui';
import { ShieldIcon } from './icons';
import { type Check, empty, orderedResolver, reportedMessage } from './ordered-form';

/** SPEC.md section 4: after a reset the shopper goes to /login 1 second later. */
const TO_LOGIN_AFTER_MS = 1000;

type Passwords = Omit<InputOf<typeof api.newPassword>, 'ckey'>;

/** Reset password, reached from the emailed link `/reset-password?ckey=...` (SPEC.md section 2). */
export function ResetPasswordPage({ ckey }: { ckey: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const checks = (): Check<Passwords>[] => [
    {
      field: 'newpassword',
      message: t('accountPages.password.required.new'),
      fails: (v) => empty(v.newpassword),
    },
    {
      field: 'confirmnewpassword',
      message: t('accountPages.password.required.confirm'),
      fails: (v) => empty(v.confirmnewpassword),
    },
    {
      field: 'confirmnewpassword',
      message: t('accountPages.password.mismatch'),
      fails: (v) => v.newpassword !== v.confirmnewpassword,
    },
  ];
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Passwords>({
    defaultValues: { newpassword: '', confirmnewpassword: '' },
    resolver: orderedResolver(checks),
  });

  const onValid = async (values: Passwords) => {
    try {
      await client.post(API_PATH.newPassword, { ckey, ...values });
      toast('success', t('accountPages.reset.success'));
      setDone(true);
      timer.current = window.setTimeout(() => window.location.assign('/login'), TO_LOGIN_AFTER_MS);
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    }
  };

  const field = (name: keyof Passwords) => ({ ...register(name), invalid: Boolean(errors[name]) });

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
            <form
              noValidate
              onSubmit={handleSubmit(onValid, (invalid) => {
                const message = reportedMessage(invalid);
                if (message) toast('warning', message);
              })}
              className="mt-6"
            >
              {/* Until React runs, a native submit would put the passwords in the URL. */}
              <fieldset disabled={!hydrated} className="grid gap-5">
                <TextField
                  {...field('newpassword')}
                  label={t('accountPages.reset.newPassword')}
                  hint={t('accountPages.reset.hint')}
                  type="password"
                  autoComplete="new-password"
                  maxLength={MAX_LENGTH.resetPassword}
                />
                <TextField
                  {...field('confirmnewpassword')}
                  label={t('accountPages.reset.confirmPassword')}
                  type="password"
                  autoComplete="new-password"
                  maxLength={MAX_LENGTH.resetPassword}
                />
                <PrimaryButton disabled={isSubmitting || done} className="mt-1 w-full">
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
