import { type api, type InputOf, MAX_LENGTH, type OutputOf } from '@printshop/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '~/lib/api';
import { API_PATH } from '~/lib/api-paths';
import { useApi } from '~/lib/root-data';
import { readSession, saveSession } from '~/lib/session';
import { useToast } from '~/ui/toast';
import { FormSkeleton, LoadError, Panel, PrimaryButton, TextField } from './form-ui';
import { blank, type Check, orderedResolver, reportedMessage } from './ordered-form';
import { useAccountData } from './use-account-data';

/** SPEC.md section 4: the page reloads 1 second after a successful update. */
const RELOAD_AFTER_MS = 1000;

type Names = InputOf<typeof api.updateAccount>;
type Detail = OutputOf<typeof api.editAccount>['memberDtlItem'];

/** Account details: first name, last name and nickname (SPEC.md sections 2 and 5). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { state, reload } = useAccountData<OutputOf<typeof api.editAccount>>(API_PATH.editAccount);
  return (
    <>
      <p className="max-w-2xl text-navy/75">{t('accountPages.user.intro')}</p>
      <div className="mt-6">
        {state.status === 'ready' ? (
          <ProfileForm detail={state.data.memberDtlItem} />
        ) : state.status === 'failed' ? (
          <LoadError message={state.message} onRetry={reload} />
        ) : (
          <Panel>
            <FormSkeleton rows={3} />
          </Panel>
        )}
      </div>
    </>
  );
}

function ProfileForm({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const checks = (): Check<Names>[] => [
    {
      field: 'firstname',
      message: t('accountPages.user.required.firstName'),
      fails: (v) => blank(v.firstname),
    },
    { field: 'lastname', message: t('accountPages.user.required.lastName'), fails: (v) => blank(v.lastname) },
    { field: 'nickname', message: t('accountPages.user.required.nickname'), fails: (v) => blank(v.nickname) },
  ];
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Names>({
    defaultValues: { firstname: detail.firstname, lastname: detail.lastname, nickname: detail.nickname },
    resolver: orderedResolver(checks),
  });

  const onValid = async (values: Names) => {
    try {
      const { msg } = await client.submit(API_PATH.updateAccount, values);
      toast('success', msg);
      const session = readSession();
      if (session) saveSession({ ...session, nickname: values.nickname.trim() });
      setDone(true);
      timer.current = window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
    } catch (error) {
      toast('error', errorMessage(error, t('api.unreachable')));
    }
  };

  const field = (name: keyof Names) => ({ ...register(name), invalid: Boolean(errors[name]) });

  return (
    <Panel>
      <form
        noValidate
        onSubmit={handleSubmit(onValid, (invalid) => {
          const message = reportedMessage(invalid);
          if (message) toast('warning', message);
        })}
        className="grid gap-5 sm:grid-cols-2"
      >
        <div className="grid gap-1 text-sm sm:col-span-2">
          <span className="font-medium">{t('accountPages.user.email')}</span>
          <span data-testid="account-email" className="break-all text-navy/75">
            {detail.email}
          </span>
        </div>
        <TextField
          {...field('firstname')}
          label={t('accountPages.user.firstName')}
          autoComplete="given-name"
          maxLength={MAX_LENGTH.profileName}
        />
        <TextField
          {...field('lastname')}
          label={t('accountPages.user.lastName')}
          autoComplete="family-name"
          maxLength={MAX_LENGTH.profileName}
        />
        <TextField
          {...field('nickname')}
          label={t('accountPages.user.nickname')}
          autoComplete="nickname"
          maxLength={MAX_LENGTH.profileName}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <PrimaryButton disabled={isSubmitting || done} className="max-sm:w-full">
            {t('accountPages.user.submit')}
          </PrimaryButton>
        </div>
      </form>
    </Panel>
  );
}
