import type { admin } from '@printshop/contract';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { type AdminMessages, useAdminTexts } from '../i18n/admin-texts';
import { adminTime } from '../lib/admin-time';
import { AdminSection } from '../ui/AdminSection';

type Entry = admin.AdminOrder['timeline'][number];

/** What happened, in words: the order's own events, or an item's move and where it left the item. */
function whatHappened(entry: Entry, texts: AdminMessages, productOf: (itemId: number) => string): string {
  const { timeline } = texts.order;
  if (entry.kind !== 'item' || !entry.move || entry.itemId === null) return timeline.kinds[entry.kind];
  const move = interpolate(timeline.move, {
    product: productOf(entry.itemId),
    move: texts.itemMoves[entry.move],
  });
  if (!entry.fromState || !entry.toState) return move;
  const states = { from: texts.itemStates[entry.fromState], to: texts.itemStates[entry.toState] };
  return `${move} (${interpolate(timeline.states, states)})`;
}

/** Who did it: a staff member by name, the customer for their own moves; nobody for the order's events. */
function who(entry: Entry, texts: AdminMessages): string {
  const { timeline } = texts.order;
  if (entry.staffName) return interpolate(timeline.byStaff, { name: entry.staffName });
  return entry.kind === 'item' ? timeline.byCustomer : '';
}

/** Everything that happened to the order, oldest first. */
export function OrderTimeline({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const { lang } = useRootData();
  const products = new Map(order.items.map((item) => [item.id, item.productName]));
  const productOf = (itemId: number) => products.get(itemId) ?? '';
  return (
    <AdminSection id="order-timeline" title={texts.order.timeline.title}>
      <ol className="grid gap-3 border-l-2 border-navy/10 pl-4">
        {order.timeline.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; a timeline is only ever appended to.
          <li key={index} className="relative grid gap-0.5 text-sm">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-navy/40"
            />
            <p className="font-medium">{whatHappened(entry, texts, productOf)}</p>
            <p className="text-xs text-navy/70">
              <time dateTime={entry.time}>{adminTime(entry.time, lang)}</time> {who(entry, texts)}
            </p>
            {entry.note ? <p className="whitespace-pre-line break-words text-navy/85">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </AdminSection>
  );
}
