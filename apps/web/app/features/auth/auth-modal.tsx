import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Dialog } from '~/ui/Dialog';
import { CloseButton } from '~/ui/DialogHeader';
import type { AuthMode } from './fields';

interface AuthOptions {
  /** Where a login made in the modal goes: home (docs/product.md#states) unless a page asks to come back. */
  afterLogin?: string;
}

type OpenAuth = (mode: AuthMode, options?: AuthOptions) => void;

const AuthModalContext = createContext<OpenAuth | null>(null);

// The form and its form library load on first open: most page views never log in.
const AuthForm = lazy(() => import('./AuthForm').then((module) => ({ default: module.AuthForm })));

const TITLE_ID = 'auth-dialog-title';

/** The login/register/forgot-password modal every storefront page has (docs/product.md#screens). */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<(AuthOptions & { mode: AuthMode }) | null>(null);
  const mode = open?.mode ?? null;
  const close = () => setOpen(null);
  const setMode = (next: AuthMode) => setOpen((current) => ({ ...current, mode: next }));
  const openAuth = useCallback<OpenAuth>((next, options = {}) => setOpen({ ...options, mode: next }), []);
  return (
    <AuthModalContext.Provider value={openAuth}>
      {children}
      <Dialog
        open={mode !== null}
        onClose={close}
        labelledBy={TITLE_ID}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-navy shadow-2xl"
      >
        <div className="relative p-6 sm:p-8">
          <CloseButton label={t('auth.close')} onClose={close} className="absolute top-3 right-3" />
          {mode ? (
            <Suspense fallback={<div className="h-80" />}>
              <AuthForm
                key={mode}
                mode={mode}
                titleId={TITLE_ID}
                onModeChange={setMode}
                afterLogin={open?.afterLogin}
              />
            </Suspense>
          ) : null}
        </div>
      </Dialog>
    </AuthModalContext.Provider>
  );
}

/** Opens the modal in the given mode. */
export function useOpenAuth(): OpenAuth {
  const open = useContext(AuthModalContext);
  if (!open) throw new Error('useOpenAuth needs an AuthModalProvider');
  return open;
}
