import { type ReactNode, useId } from 'react';

interface BilingualGroupProps {
  /** The text's name: "Comment title". */
  legend: string;
  hint?: string;
  /** One input per language, side by side on a computer and stacked on a phone. */
  children: ReactNode;
  /** The server's refusal of this text, shown under its hint. */
  refusal?: ReactNode;
}

/** A text written in English and in Chinese: a group named by the text, its inputs by their language. */
export function BilingualGroup({ legend, hint, children, refusal }: BilingualGroupProps) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined} className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      {hint ? (
        <p id={hintId} className="text-xs text-navy/70">
          {hint}
        </p>
      ) : null}
      {refusal}
    </fieldset>
  );
}
