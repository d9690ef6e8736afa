import { type ComponentProps, useId } from 'react';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  label: string;
  /** What ticking it does, under it. */
  hint: string;
}

/** A form's checkbox with its label beside it and its hint below, which describes it. */
export function CheckboxField({
  label,
  hint,
  'aria-describedby': describedBy,
  ...input
}: CheckboxFieldProps) {
  const hintId = useId();
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          {...input}
          aria-describedby={describedBy ? `${describedBy} ${hintId}` : hintId}
          className="size-4 accent-teal-700"
        />
        {label}
      </label>
      <p id={hintId} className="text-xs text-navy/70">
        {hint}
      </p>
    </div>
  );
}
