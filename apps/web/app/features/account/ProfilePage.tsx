import { MAX_LENGTH } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import type { CallInput, CallOutput } from '~/lib/api-endpoints';
import { blank, type Check } from '~/lib/ordered-form';
import { useApi } from '~/lib/root-data';
import { readSession, saveSession } from '~/lib/session';
import { useApiData } from '~/lib/use-api-data';
import { PrimaryButton, TextField } from '~/ui/form-fields';
import { FormSkeleton, LoadError } from '~/ui/load-states';
import { Panel } from '~/ui/Panel';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';

/** docs/product.md#states: the page reloads 1 second after a successful update. */
const RELOAD_AFTER_MS = 1000;

type Names = CallInput<'updateAccount'>;
type Detail = CallOutput<'editAccount'>['memberDtlItem'];

/** Account details: first name, last name and nickname (docs/product.md#screens and #validation). */
export function ProfilePage() {
  const { t } = useTranslation();
  const { state, reload } = useApiData('editAccount');
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

  const checks = (): Check<Names>[] => [
    {
      field: 'firstname',
      message: t('accountPages.user.required.firstName'),
      fails: (v) => blank(v.firstname),
    },
    { field: 'lastname', message: t('accountPages.user.required.lastName'), fails: (v) => blank(v.lastname) },
    { field: 'nickname', message: t('accountPages.user.required.nickname'), fails: (v) => blank(v.nickname) },
  ];
  const { field, onSubmit, busy } = useOrderedForm<Names>({
    defaultValues: { firstname: detail.firstname, lastname: detail.lastname, nickname: detail.nickname },
    checks,
    send: async (values, leave) => {
      const { msg } = await client.callWithMsg('updateAccount', values);
      toast('success', msg);
      const session = readSession();
      if (session) saveSession({ ...session, nickname: values.nickname.trim() });
      leave(() => window.location.reload(), RELOAD_AFTER_MS);
    },
  });

  return (
    <Panel>
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
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
          <PrimaryButton disabled={busy} className="max-sm:w-full">
            {t('accountPages.user.submit')}
          </PrimaryButton>
        </div>
      </form>
    </Panel>
  );
}
