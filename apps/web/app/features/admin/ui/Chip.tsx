import type { ReactNode } from 'react';

/** What a chip's colour tells staff at a glance. */
export type ChipTone = 'todo' | 'waiting' | 'active' | 'done' | 'alert' | 'off';

const TONE: Record<ChipTone, string> = {
  /** The shop has something to do. */
  todo: 'bg-amber-100 text-amber-900',
  /** The customer has something to do. */
  waiting: 'bg-sky-100 text-sky-900',
  active: 'bg-indigo-100 text-indigo-900',
  done: 'bg-teal-100 text-teal-800',
  alert: 'bg-coral-100 text-coral-800',
  off: 'bg-navy/10 text-navy/80',
};

/** A short status in words, such as an item's state or an order's payment. */
export function Chip({ tone, children }: { tone: ChipTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONE[tone]}`}
    >
      {children}
    </span>
  );
}
