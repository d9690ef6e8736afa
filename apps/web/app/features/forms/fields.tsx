import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const CONTROL =
  'w-full min-w-0 rounded-lg border border-navy/20 bg-white px-3 text-base text-navy outline-none transition-shadow placeholder:text-navy/45 focus:border-teal-700 focus:ring-2 focus:ring-teal/30 aria-invalid:border-coral-700';

interface LabelProps {
  label: string;
  /** Marked with an asterisk; the form's own checks enforce it, in SPEC.md's order. */
  required?: boolean;
  /** Says "optional" beside the label, where most fields around are required. */
  optional?: boolean;
  invalid?: boolean;
  className?: string;
}

function LabelText({ label, required, optional }: Pick<LabelProps, 'label' | 'required' | 'optional'>) {
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

export function InputField({
  label,
  required,
  optional,
  invalid,
  className = '',
  ...input
}: LabelProps & Omit<ComponentProps<'input'>, 'className'>) {
  return (
    <label className={`grid min-w-0 content-start gap-1.5 text-sm font-medium ${className}`}>
      <LabelText label={label} required={required} optional={optional} />
      <input
        {...input}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        className={`${CONTROL} h-11`}
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
}: LabelProps & Omit<ComponentProps<'textarea'>, 'className'>) {
  return (
    <label className={`grid min-w-0 content-start gap-1.5 text-sm font-medium ${className}`}>
      <LabelText label={label} required={required} optional={optional} />
      <textarea
        rows={5}
        {...textarea}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        className={`${CONTROL} resize-y py-2.5 leading-relaxed`}
      />
    </label>
  );
}

/** A white card with a heading around one group of fields. */
export function FormPanel({
  title,
  children,
  className = '',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-2xl border border-navy/10 bg-white p-5 shadow-sm sm:p-7 ${className}`}>
      {title ? <h2 className="mb-5 text-lg font-bold tracking-tight">{title}</h2> : null}
      {children}
    </section>
  );
}

export function SubmitButton({ className = '', ...button }: ComponentProps<'button'>) {
  return (
    <button
      type="submit"
      {...button}
      className={`inline-flex h-12 items-center justify-center rounded-full bg-coral px-8 text-base font-bold text-navy transition-colors hover:bg-[#ff836f] disabled:cursor-not-allowed disabled:opacity-70 ${className}`}
    />
  );
}
