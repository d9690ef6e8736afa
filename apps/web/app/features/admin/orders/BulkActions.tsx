import { admin, routeHref } from '@printshop/contract';
import { useState } from 'react';
import { interpolate } from '~/lib/interpolate';
import { useRootData } from '~/lib/root-data';
import { useAdminTexts } from '../i18n/admin-texts';
import { ADMIN_ENDPOINTS } from '../lib/admin-endpoints';
import { useStaffMember } from '../shell/staff-member';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/buttons';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { printableItemIds, ticketItemIdsOf } from './bulk-actions';
import { type OrdersQuery, selectionCsvHref } from './order-query';
import { useOrderAction } from './use-order-action';

interface BulkActionsProps {
  /** The rows picked on the page, in the list's order. */
  rows: admin.AdminOrderRow[];
  query: OrdersQuery;
  /** Unpicks every row, once their items have moved. */
  onDone: () => void;
}

type Refusal = admin.BulkMoveOutcome & { orderNo: string };

/**
 * What staff do with the orders picked on the list: start printing their approved items (after
 * confirming how many; one call moves them all, and any it refuses are listed with the reason),
 * print their job tickets as one page, and export them as CSV.
 */
export function BulkActions({ rows, query, onDone }: BulkActionsProps) {
  const texts = useAdminTexts();
  const labels = texts.orders.bulk;
  const { lang } = useRootData();
  const { role } = useStaffMember();
  const { run, busy } = useOrderAction();
  const [confirming, setConfirming] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const producing = admin.can(role, 'production.move');
  const printable = printableItemIds(rows);
  const tickets = ticketItemIdsOf(rows);
  const tooMany = printable.length > admin.BULK_ITEMS_MAX || tickets.length > admin.TICKETS_MAX;
  const orderNoOf = (itemId: number) =>
    rows.find((row) => row.items.some((item) => item.id === itemId))?.orderNo ?? '';
  const printingOrders = rows.filter((row) => row.items.some((item) => printable.includes(item.id)));

  async function startPrinting() {
    const sent = await run(async (client) => {
      const answer = await client.callWithMsg('printItems', { itemIds: printable });
      const refused = answer.data.items.filter((item) => !item.moved);
      setRefusals(refused.map((item) => ({ ...item, orderNo: orderNoOf(item.itemId) })));
      return answer.msg;
    });
    if (sent) {
      setConfirming(false);
      onDone();
    }
  }

  return (
    <section aria-label={labels.label} className="grid gap-2">
      {rows.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-teal-700/30 bg-teal-100 p-3">
          <p className="mr-auto text-sm font-semibold">
            {interpolate(labels.selected, { count: rows.length })}
          </p>
          {producing ? (
            <>
              <button
                type="button"
                disabled={busy || printable.length === 0 || tooMany}
                onClick={() => setConfirming(true)}
                className={PRIMARY_BUTTON}
              >
                {interpolate(labels.print, { count: printable.length })}
              </button>
              {tickets.length > 0 && !tooMany ? (
                <a
                  href={routeHref(ADMIN_ENDPOINTS.itemTickets, { items: tickets.join(',') }, lang)}
                  target="_blank"
                  rel="noopener"
                  className={SECONDARY_BUTTON}
                >
                  {interpolate(labels.tickets, { count: tickets.length })}
                </a>
              ) : null}
            </>
          ) : null}
          <a
            href={selectionCsvHref(
              rows.map((row) => row.id),
              query,
              lang,
            )}
            download
            className={SECONDARY_BUTTON}
          >
            {labels.csv}
          </a>
          {producing && tooMany ? (
            <p className="basis-full text-sm text-coral-800">
              {interpolate(labels.tooMany, { max: admin.BULK_ITEMS_MAX })}
            </p>
          ) : null}
        </div>
      ) : null}
      {refusals.length > 0 ? (
        <div role="status" className="rounded-xl border border-coral-700/30 bg-white p-3 text-sm">
          <p className="font-semibold">{labels.refused}</p>
          <ul className="list-disc pl-5">
            {refusals.map((refusal) => (
              <li key={refusal.itemId}>
                {interpolate(labels.refusal, {
                  id: refusal.itemId,
                  orderNo: refusal.orderNo,
                  reason: refusal.reason,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={interpolate(labels.confirmTitle, { count: printable.length })}
        confirm={labels.confirm}
        keep={labels.keep}
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={startPrinting}
      >
        <p className="text-sm">{interpolate(labels.confirmBody, { orders: printingOrders.length })}</p>
      </ConfirmDialog>
    </section>
  );
}
