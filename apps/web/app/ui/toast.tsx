import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { AlertIcon, CheckCircleIcon, CloseIcon } from './icons';

type ToastKind = 'success' | 'warning' | 'error';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

type ShowToast = (kind: ToastKind, text: string) => void;

interface ToastState {
  items: ToastItem[];
  show: ShowToast;
  dismiss: (id: number) => void;
  /** How many open modal dialogs are showing the toasts themselves. */
  hosts: number;
  setHosts: (update: (hosts: number) => number) => void;
}

const ToastContext = createContext<ToastState | null>(null);

/** Errors stay a little longer: they usually ask the shopper to do something. */
const DURATION_MS: Record<ToastKind, number> = { success: 3000, warning: 3500, error: 5000 };

const STYLE: Record<ToastKind, string> = {
  success: 'border-teal-700 text-teal-700',
  warning: 'border-amber-500 text-amber-700',
  error: 'border-coral-700 text-coral-700',
};

/** More than this at once buries the page, and on a phone the form under them. */
export const MAX_TOASTS = 2;

let nextId = 1;

/**
 * The toasts after `item` is shown: a repeated text shows once, a new warning replaces the
 * previous one (a form's checks report one field at a time), and only the newest few stay.
 */
export function withToast(items: ToastItem[], item: ToastItem): ToastItem[] {
  const kept = items.filter(
    (other) => other.text !== item.text && !(item.kind === 'warning' && other.kind === 'warning'),
  );
  return [...kept, item].slice(-MAX_TOASTS);
}

function useToastState(): ToastState {
  const state = useContext(ToastContext);
  if (!state) throw new Error('toasts need a ToastProvider');
  return state;
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(item.id), DURATION_MS[item.kind]);
    return () => window.clearTimeout(timer);
  }, [item, onDismiss]);
  const Glyph = item.kind === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <div
      data-kind={item.kind}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 bg-white px-4 py-3 shadow-lg ring-1 ring-black/5 ${STYLE[item.kind]}`}
    >
      <Glyph className="mt-0.5 shrink-0" />
      <p className="flex-1 text-sm font-medium text-navy">{item.text}</p>
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        className="-m-1 rounded p-1 text-navy/60 hover:text-navy"
        aria-label={t('toast.dismiss')}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}

/**
 * Where toasts appear. The page has one, floating at the top; an open modal dialog renders its
 * own, because the browser makes everything outside a modal inert and paints it under the
 * backdrop, where a toast could be neither seen nor announced. The dialog's region takes its
 * place in the dialog's flow instead of floating, so it never covers the dialog's controls.
 */
export function ToastRegion({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useTranslation();
  const { items, dismiss, hosts, setHosts } = useToastState();
  // Counted before the browser paints or a script looks, so a toast shown as a dialog opens is
  // never in the page's region and the dialog's at once (seen twice, announced twice).
  useLayoutEffect(() => {
    if (!inDialog) return;
    setHosts((n) => n + 1);
    return () => setHosts((n) => n - 1);
  }, [inDialog, setHosts]);
  const visible = inDialog || hosts === 0 ? items : [];
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="polite"
      className={
        inDialog
          ? 'flex flex-col items-center gap-2 px-4 empty:hidden'
          : 'pointer-events-none fixed inset-x-0 top-4 z-[60] flex flex-col items-center gap-2 px-4'
      }
    >
      {visible.map((item) => (
        <Toast key={item.id} item={item} onDismiss={dismiss} />
      ))}
    </section>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const [hosts, setHosts] = useState(0);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback<ShowToast>((kind, text) => {
    const id = nextId++;
    setItems((list) => withToast(list, { id, kind, text }));
  }, []);
  const state = useMemo(() => ({ items, show, dismiss, hosts, setHosts }), [items, show, dismiss, hosts]);
  return (
    <ToastContext.Provider value={state}>
      {children}
      <ToastRegion />
    </ToastContext.Provider>
  );
}

/** Shows a warning, an error or a confirmation to the shopper. */
export function useToast(): ShowToast {
  return useToastState().show;
}
