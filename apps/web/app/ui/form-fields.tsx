import { type ComponentProps, useId } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { ChevronDownIcon } from './icons';

/** The look of every text input, select and text area. */
const CONTROL =
  'w-full min-w-0 rounded-lg border border-navy/20 bg-white px-3 text-base text-navy outline-none transition-shadow focus:border-teal-700 focus:ring-2 focus:ring-teal/30 aria-invalid:border-coral-700';

/** The account's and checkout's inputs, which may be disabled while a saved value loads. */
const ACCOUNT_CONTROL = `${CONTROL} h-11 disabled:bg-sand/60 disabled:text-navy/60`;

/** The public forms' inputs, whose placeholders show examples. */
const PUBLIC_CONTROL = `${CONTROL} placeholder:text-navy/45`;

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
        className={ACCOUNT_CONTROL}
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
          className={`${ACCOUNT_CONTROL} appearance-none pr-9`}
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

interface MarkedLabelProps {
  label: string;
  /** Marked with an asterisk; the form's own checks enforce it, in docs/product.md's order. */
  required?: boolean;
  /** Says "optional" beside the label, where most fields around are required. */
  optional?: boolean;
  invalid?: boolean;
  className?: string;
}

function LabelText({ label, required, optional }: Pick<MarkedLabelProps, 'label' | 'required' | 'optional'>) {
  const { t } = useTranslation();
  return (
    <span className="flex items-baseline gap-1.5">
      {label}
      {required ? (
        <span className="text-coral-700" aria-hidden="true" title={t('forms.required')}>
          *
        </span>
      ) : null}
      {optional ? <span className="text-xs font-normal text-navy/60">({t('forms.optional')})</span> : null}
    </span>
  );
}

/** An input of the contact and quote forms, its label marking it required or optional. */
export function InputField({
  label,
  required,
  optional,
  invalid,
  className = '',
  ...input
}: MarkedLabelProps & Omit<ComponentProps<'input'>, 'className'>) {
  return (
    <label className={`grid min-w-0 content-start gap-1.5 text-sm font-medium ${className}`}>
      <LabelText label={label} required={required} optional={optional} />
      <input
        {...input}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        className={`${PUBLIC_CONTROL} h-11`}
      />
    </label>
  );
}

export function TextAreaField({
  label,
  required,
  optional,
  invalid,
  className = '',
  ...textarea
}: MarkedLabelProps & Omit<ComponentProps<'textarea'>, 'className'>) {
  return (
    <label className={`grid min-w-0 content-start gap-1.5 text-sm font-medium ${className}`}>
      <LabelText label={label} required={required} optional={optional} />
      <textarea
        rows={5}
        {...textarea}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        className={`${PUBLIC_CONTROL} resize-y py-2.5 leading-relaxed`}
      />
    </label>
  );
}

/** A form's submit button. */
export function PrimaryButton({ className = '', ...button }: ComponentProps<'button'>) {
  return (
    <button
      type="submit"
      {...button}
      className={`inline-flex h-12 items-center justify-center rounded-full bg-coral px-8 text-base font-bold text-navy transition-colors hover:bg-[#ff836f] disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    />
  );
}
