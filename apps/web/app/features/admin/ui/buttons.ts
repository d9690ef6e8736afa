/** The back office's buttons (and links that look like them), by weight. */
const BASE =
  'inline-flex h-10 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const PRIMARY_BUTTON = `${BASE} bg-navy text-white hover:bg-navy-700`;
export const SECONDARY_BUTTON = `${BASE} border border-navy/20 bg-white text-navy hover:bg-sand`;
/** A small action of a list's row: move, change, remove. */
export const ROW_BUTTON = 'rounded-lg px-2.5 py-1.5 text-sm font-semibold hover:bg-sand disabled:opacity-40';
/** What cannot be undone: cancelling an order. */
export const DANGER_BUTTON = `${BASE} bg-coral-700 text-white hover:bg-coral-800`;
/** On the shell's dark bar: the staff panel's password change and log-out. */
export const BAR_BUTTON =
  'h-9 rounded-lg border border-white/25 px-3 text-sm font-semibold text-white transition-colors hover:bg-white/10';
