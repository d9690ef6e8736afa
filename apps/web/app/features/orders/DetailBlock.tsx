import type { ReactNode } from 'react';

interface DetailBlockProps {
  id: string;
  title: string;
  /** Drawn out from the rest: the part of the page that waits for the customer. */
  highlighted?: boolean;
  children: ReactNode;
}

/** A titled white card of the order detail page. */
export function DetailBlock({ id, title, highlighted = false, children }: DetailBlockProps) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${highlighted ? 'border-coral ring-4 ring-coral-100' : 'border-navy/10'}`}
    >
      <h2 id={id} className="mb-3 text-lg font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
