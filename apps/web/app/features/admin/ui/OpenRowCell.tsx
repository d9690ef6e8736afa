import { Link } from 'react-router';
import type { OpenedFrom } from '../lib/opened-from';

interface OpenRowCellProps {
  to: string;
  from: OpenedFrom;
  /** The link's full name for screen readers, e.g. "Open quote Q-12". */
  label: string;
  /** The visible word, e.g. "Open". */
  text: string;
}

/** A list row's last cell: the link to the record's own screen, carrying the list view it leaves. */
export function OpenRowCell({ to, from, label, text }: OpenRowCellProps) {
  return (
    <td className="px-3 py-2 text-right whitespace-nowrap max-md:col-span-2">
      <Link
        to={to}
        state={from}
        aria-label={label}
        className="inline-block rounded-lg px-3 py-1.5 font-semibold text-teal-800 hover:bg-sand"
      >
        {text}
      </Link>
    </td>
  );
}
