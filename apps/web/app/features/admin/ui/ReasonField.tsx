import { CountedTextArea } from './CountedTextArea';

interface ReasonFieldProps {
  label: string;
  /** The contract's limit for this reason (admin.PRODUCTION_MAX_LENGTH). */
  max: number;
  /** The warning shown once the step was asked for without a reason; null while there is none. */
  missing: string | null;
}

/**
 * The reason a step that cannot simply be redone asks for (a cancellation, a move back, a reprint,
 * a refund): the customer and the records read it. Its form reads it as `reason`.
 */
export function ReasonField({ label, max, missing }: ReasonFieldProps) {
  return (
    <>
      <CountedTextArea label={label} name="reason" rows={3} required invalid={missing !== null} max={max} />
      {missing ? (
        <p role="alert" className="text-sm text-coral-800">
          {missing}
        </p>
      ) : null}
    </>
  );
}
