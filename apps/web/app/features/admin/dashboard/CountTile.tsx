import { Link } from 'react-router';

/** A figure of the dashboard with what it counts, opening the orders behind it. */
export function CountTile({ to, count, label }: { to: string; count: number; label: string }) {
  return (
    <Link
      to={to}
      className="grid h-full gap-0.5 rounded-lg border border-navy/10 p-3 hover:border-teal-700 hover:bg-teal-100/40"
    >
      <span className="text-2xl font-bold tabular-nums">{count}</span>
      <span className="text-sm text-navy/75">{label}</span>
    </Link>
  );
}
