import { MAX_LENGTH } from '@printshop/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '~/i18n/use-translation';
import { errorMessage } from '~/lib/api';
import { useHydrated } from '~/lib/hydrated';
import { TextField } from '~/ui/form-fields';
import { EMAIL_INPUT } from '~/ui/input-kinds';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminApi } from '../lib/use-admin-api';

/**
 * Email and password, sent as they are: the server checks them and answers in the page's
 * language, and its message is shown as it comes. Success goes to `next`.
 */
export function AdminLoginForm({ next }: { next: string }) {
  const texts = useAdminTexts();
  const { t } = useTranslation();
  const client = useAdminApi();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    setError('');
    try {
      await client.call('adminLogin', {
        email: String(form.get('email')),
        password: String(form.get('password')),
      });
      navigate(next, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, t('api.unreachable')));
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={logIn} className="mt-6">
      {/* Until React runs, a native submit would put the password in the URL. */}
      <fieldset disabled={!hydrated || sending} className="grid min-w-0 gap-4">
        <TextField
          label={texts.login.email}
          name="email"
          {...EMAIL_INPUT}
          autoComplete="username"
          maxLength={MAX_LENGTH.auth}
          invalid={error !== ''}
        />
        <TextField
          label={texts.login.password}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_LENGTH.auth}
          invalid={error !== ''}
        />
        {error ? (
          <p role="alert" className="rounded-lg bg-coral-100 px-3 py-2.5 text-sm font-medium text-coral-800">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="mt-1 h-11 rounded-lg bg-navy font-semibold text-white transition-colors hover:bg-navy-700 disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? texts.login.submitting : texts.login.submit}
        </button>
      </fieldset>
    </form>
  );
}
