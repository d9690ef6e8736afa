import { type ComponentProps, useEffect, useId, useRef, useState } from 'react';
import { useRootData } from '~/lib/root-data';
import { TextAreaField } from '~/ui/form-fields';
import { textCount } from './text-count';

type CountedTextAreaProps = Omit<ComponentProps<typeof TextAreaField>, 'maxLength' | 'ref'> & {
  /** The contract's limit for this text (admin/limits.ts). */
  max: number;
};

/**
 * Every back-office text area: it shows its limit as it is typed and lets a longer text in, so a
 * paste is never cut without the person seeing it; they see they are over, and the server's 400
 * says so if they send it anyway.
 */
export function CountedTextArea({ max, invalid, onChange, ...field }: CountedTextAreaProps) {
  const { lang } = useRootData();
  const counterId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(String(field.defaultValue ?? ''));
  // Given a value, it is controlled (a react-hook-form Controller's field): the count follows it.
  const count = textCount(field.value === undefined ? text : String(field.value), max, lang);

  useEffect(() => {
    const textarea = ref.current;
    const form = textarea?.form;
    if (!textarea || !form) return;
    // form.reset() puts the default text back without an input event; it fires before it does.
    const reset = () => setText(textarea.defaultValue);
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, []);

  return (
    <div className="grid min-w-0 gap-1">
      <TextAreaField
        {...field}
        ref={ref}
        invalid={invalid || count.over}
        aria-describedby={counterId}
        onChange={(event) => {
          setText(event.currentTarget.value);
          onChange?.(event);
        }}
      />
      <p
        id={counterId}
        className={`text-right text-xs tabular-nums ${count.over ? 'font-semibold text-coral-800' : 'text-navy/70'}`}
      >
        {count.label}
      </p>
    </div>
  );
}
