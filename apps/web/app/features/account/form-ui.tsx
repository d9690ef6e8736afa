import { type ComponentProps, type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon } from '~/ui/icons';

const CONTROL =
  'h-11 w-full min-w-0 rounded-lg border border-navy/20 bg-white px-3 text-base text-navy outline-none transition-shadow focus:border-teal-700 focus:ring-2 focus:ring-teal/30 aria-invalid:border-coral-700 disabled:bg-sand/60 disabled:text-navy/60';

interface FieldProps {
  label: string;
  hint?: string;
  invalid?: boolean;
  className?: string;
}

/**
 * A labelled input; `invalid` marks the field the last warning was about. The label holds its
 * text alone, so the field's accessible name is exactly that text.
 */
export function TextField({
  label,
  hint,
  invalid,
  className = '',
  id,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'className'>) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={`grid min-w-0 content-start gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        className={CONTROL}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-navy/70">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled native select, which phones show as their own picker. */
export function SelectField({
  label,
  invalid,
  className = '',
  id,
  children,
  ...select
}: FieldProps & Omit<ComponentProps<'select'>, 'className'>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <div className={`grid min-w-0 content-start gap-1.5 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <select
          {...select}
          id={selectId}
          aria-invalid={invalid ? true : undefined}
          className={`${CONTROL} appearance-none pr-9`}
        >
          {children}
        </select>
        <ChevronDownIcon
          width={18}
          height={18}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-navy/60"
        />
      </div>
    </div>
  );
}

export function PrimaryButton({ className = '', ...button }: ComponentProps<'button'>) {
  return (
    <button
      type="submit"
      {...button}
      className={`inline-flex h-12 items-center justify-center rounded-full bg-coral px-8 text-base font-bold text-navy transition-colors hover:bg-[#ff836f] disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    />
  );
}

/** Grey bars in the shape of a form, while a page's data is on its way. */
export function FormSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="grid animate-pulse gap-5">
      <span className="sr-only">{t('accountPages.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <div key={index} className="grid gap-2">
          <div className="h-4 w-32 rounded bg-sand-200" />
          <div className="h-11 rounded-lg bg-sand" />
        </div>
      ))}
      <div className="h-12 w-40 rounded-full bg-sand-200" />
    </div>
  );
}

/** What a page shows when its data did not load; the API client already handles a lost session. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-coral-100 p-5 text-sm">
      <p className="font-semibold">{t('accountPages.loadFailed')}</p>
      {message ? <p>{message}</p> : null}
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full border border-navy/20 bg-white px-4 py-2 font-semibold hover:bg-sand"
      >
        {t('accountPages.retry')}
      </button>
    </div>
  );
}

/** A white card around one part of an account page. */
export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-navy/10 bg-white p-5 shadow-sm sm:p-7 ${className}`}>
      {children}
    </div>
  );
}

interface DialogFormProps {
  titleId: string;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button row, kept in view below the scrolling fields. */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The inside of a modal form: a title bar with a close button, the fields (scrolling on their
 * own when the screen is short) and the submit row, both always in view.
 */
export function DialogForm({ titleId, title, onClose, onSubmit, footer, children }: DialogFormProps) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
      <div className="flex items-center justify-between gap-4 border-b border-navy/10 px-5 py-4 sm:px-7">
        <h2 id={titleId} className="text-xl font-bold tracking-tight">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('accountPages.close')}
          className="-mr-2 rounded-full p-2 text-navy/70 hover:bg-sand hover:text-navy"
        >
          <CloseIcon />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-7">{children}</div>
      <div className="flex justify-end border-t border-navy/10 px-5 py-4 sm:px-7">{footer}</div>
    </form>
  );
}

/** The class of a dialog holding a DialogForm. */
export const DIALOG_FORM_CLASS =
  'm-auto max-h-none w-[calc(100%-1.5rem)] overflow-hidden rounded-2xl bg-white p-0 text-navy shadow-2xl';
