import type { admin } from '@printshop/contract';
import { useAdminTexts } from '../i18n/admin-texts';
import { useAdminTime } from '../lib/admin-time';
import { AdminSection } from '../ui/AdminSection';
import { LinkedText } from '../ui/LinkedText';
import { proofVersions, timelineSentence, timelineStates } from './timeline-sentence';

/** Everything that happened to the order, oldest first. */
export function OrderTimeline({ order }: { order: admin.AdminOrder }) {
  const texts = useAdminTexts();
  const clock = useAdminTime();
  const products = new Map(order.items.map((item) => [item.id, item.productName]));
  const versions = proofVersions(order.timeline);
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
            <p className="font-medium">
              {timelineSentence(entry, texts, products.get(entry.itemId ?? 0) ?? '', versions[index])}
            </p>
            <p className="text-xs text-navy/70">
              <time dateTime={entry.time}>{clock.time(entry.time)}</time> {timelineStates(entry, texts)}
            </p>
            {entry.note ? (
              <p className="whitespace-pre-line text-navy/85">
                <LinkedText text={entry.note} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </AdminSection>
  );
}
