/** The server's refusal of a step, in its words, where the screen or dialog shows it; nothing without one. */
export function RefusalNote({ message }: { message: string | null | undefined }) {
  return message ? (
    <p role="alert" className="rounded-lg bg-coral-100 px-3 py-2.5 text-sm font-medium text-coral-800">
      {message}
    </p>
  ) : null;
}
