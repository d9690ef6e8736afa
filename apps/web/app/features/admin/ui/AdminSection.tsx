import type { ReactNode } from 'react';

interface AdminSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Beside the heading: a count, a link, a button. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled white card of a back-office screen. */
export function AdminSection({ id, title, aside, className = '', children }: AdminSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`grid min-w-0 content-start gap-4 rounded-xl border border-navy/10 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
