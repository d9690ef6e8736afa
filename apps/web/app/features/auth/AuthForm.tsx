import { ARTICLE } from '@printshop/contract';
import { useTranslation } from '~/i18n/use-translation';
import { articleHref } from '~/lib/links';
import { useApi } from '~/lib/root-data';
import { saveSession } from '~/lib/session';
import { useLater } from '~/lib/use-later';
import { EMAIL_INPUT, PHONE_INPUT } from '~/ui/input-kinds';
import { useToast } from '~/ui/toast';
import { useOrderedForm } from '~/ui/use-ordered-form';
import {
  AUTH_MAX_LENGTH,
  type AuthField,
  type AuthMode,
  type AuthValues,
  authChecks,
  EMPTY_VALUES,
  FIELDS,
} from './fields';

/** docs/product.md#states: after a successful register, the form returns to login after 1 s. */
const REGISTER_TO_LOGIN_MS = 1000;

const LABEL = {
  firstname: 'auth.firstName',
  lastname: 'auth.lastName',
  mobile: 'auth.mobile',
  email: 'auth.email',
  password: 'auth.password',
} as const satisfies Record<AuthField, string>;

const REQUIRED = {
  firstname: 'auth.required.firstName',
  lastname: 'auth.required.lastName',
  mobile: 'auth.required.mobile',
  email: 'auth.required.email',
  password: 'auth.required.password',
} as const satisfies Record<AuthField, string>;

function inputProps(field: AuthField, mode: AuthMode) {
  switch (field) {
    case 'email':
      return EMAIL_INPUT;
    case 'password':
      return {
        type: 'password',
        autoComplete: mode === 'register' ? 'new-password' : 'current-password',
      } as const;
    case 'mobile':
      return PHONE_INPUT;
    case 'firstname':
      return { type: 'text', autoComplete: 'given-name' } as const;
    case 'lastname':
      return { type: 'text', autoComplete: 'family-name' } as const;
  }
}

interface AuthFormProps {
  mode: AuthMode;
  /** id given to the heading, which names the surrounding dialog or page. */
  titleId: string;
  /** Switching mode must remount the form (a new `key`) so every input starts empty. */
  onModeChange: (mode: AuthMode) => void;
  /** Where a successful login goes: home (docs/product.md#states) unless the page asks to come back. */
  afterLogin?: string;
  /** Leaves room at the top right for the close button of a dialog; a full page has none. */
  roomForClose?: boolean;
}

/** Login, register and forgot password: the three modes of docs/product.md#screens to #validation. */
export function AuthForm({
  mode,
  titleId,
  onModeChange,
  afterLogin = '/',
  roomForClose = true,
}: AuthFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const client = useApi();
  const later = useLater();

  const {
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
    submitting,
  } = useOrderedForm<AuthValues>({
    defaultValues: EMPTY_VALUES,
    checks: () => authChecks(mode, (field) => t(REQUIRED[field])),
    send: async (values) => {
      if (mode === 'login') {
        const data = await client.call('login', { email: values.email, password: values.password });
        saveSession({ token: data.token, email: values.email.trim(), nickname: data.nickname });
        window.location.assign(afterLogin);
      } else if (mode === 'register') {
        await client.call('register', {
          email: values.email,
          password: values.password,
          mobile: values.mobile,
          firstname: values.firstname,
          lastname: values.lastname,
        });
        toast('success', t('auth.registerSuccess'));
        later(() => onModeChange('login'), REGISTER_TO_LOGIN_MS);
      } else {
        await client.call('forgotPassword', { email: values.email });
        toast('success', t('auth.forgotSuccess'));
      }
    },
  });

  const heading = {
    login: [t('auth.loginTitle'), t('auth.loginIntro')],
    register: [t('auth.registerTitle'), t('auth.registerIntro')],
    forgot: [t('auth.forgotTitle'), t('auth.forgotIntro')],
  }[mode];
  const submitLabel = {
    login: t('auth.loginSubmit'),
    register: t('auth.registerSubmit'),
    forgot: t('auth.forgotSubmit'),
  }[mode];

  return (
    <div data-mode={mode}>
      {mode !== 'forgot' ? (
        <div
          className={`${roomForClose ? 'mr-10' : ''} mb-6 grid grid-cols-2 rounded-full bg-sand p-1 text-sm font-semibold`}
        >
          {(['login', 'register'] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              aria-pressed={mode === tab}
              onClick={() => mode !== tab && onModeChange(tab)}
              className={`rounded-full px-2 py-2 whitespace-nowrap transition-colors ${
                mode === tab ? 'bg-white text-navy shadow-sm' : 'text-navy/70 hover:text-navy'
              }`}
            >
              {tab === 'login' ? t('account.login') : t('account.register')}
            </button>
          ))}
        </div>
      ) : null}

      <h2 id={titleId} className="text-2xl font-bold tracking-tight">
        {heading[0]}
      </h2>
      <p className="mt-1 text-sm text-navy/70">{heading[1]}</p>

      <form noValidate onSubmit={onSubmit} className="mt-6 grid grid-cols-2 gap-4">
        {FIELDS[mode].map((field) => (
          <label
            key={field}
            className={`grid min-w-0 gap-1.5 text-sm font-medium ${field === 'firstname' || field === 'lastname' ? 'col-span-1' : 'col-span-2'}`}
          >
            {t(LABEL[field])}
            <input
              {...register(field)}
              {...inputProps(field, mode)}
              maxLength={AUTH_MAX_LENGTH}
              aria-invalid={errors[field] ? true : undefined}
              className="h-11 w-full min-w-0 rounded-lg border border-navy/20 bg-white px-3 text-base text-navy outline-none transition-shadow focus:border-teal-700 focus:ring-2 focus:ring-teal/30 aria-invalid:border-coral-700"
            />
          </label>
        ))}

        {mode === 'login' ? (
          <div className="col-span-2 -mt-1 text-right">
            <button
              type="button"
              onClick={() => onModeChange('forgot')}
              className="text-sm font-medium text-teal-700 underline-offset-2 hover:underline"
            >
              {t('auth.forgotLink')}
            </button>
          </div>
        ) : null}

        {mode === 'register' ? (
          <p className="col-span-2 text-xs leading-relaxed text-navy/70">
            {t('auth.agreePrefix')}{' '}
            <a
              href={articleHref(ARTICLE.terms)}
              target="_blank"
              rel="noopener"
              className="font-medium text-teal-700 underline"
            >
              {t('auth.terms')}
            </a>{' '}
            {t('auth.and')}{' '}
            <a
              href={articleHref(ARTICLE.privacy)}
              target="_blank"
              rel="noopener"
              className="font-medium text-teal-700 underline"
            >
              {t('auth.privacy')}
            </a>
          </p>
        ) : null}

        <button
          type="submit"
          disabled={submitting}
          className="col-span-2 mt-2 h-12 rounded-full bg-coral text-base font-bold text-navy transition-colors hover:bg-[#ff836f] disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? t('auth.submitting') : submitLabel}
        </button>
      </form>

      <p className="mt-5 text-center text-sm">
        {mode === 'forgot' ? (
          <button
            type="button"
            onClick={() => onModeChange('login')}
            className="font-medium text-teal-700 underline-offset-2 hover:underline"
          >
            {t('auth.backToLogin')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => onModeChange(mode === 'login' ? 'register' : 'login')}
            className="font-medium text-teal-700 underline-offset-2 hover:underline"
          >
            {mode === 'login' ? t('auth.toRegister') : t('auth.toLogin')}
          </button>
        )}
      </p>
    </div>
  );
}
