import type { ReactNode } from 'react';

/** A white card around one part of a page, such as a form or one group of its fields. */
export function Panel({
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
