import { type admin, CODE, type Lang } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { preflightsOf } from '../../files/designs.ts';
import { customersByIds } from '../../identity/customers.ts';
import { staffDirectory } from '../../staff/service.ts';
import { orderById } from '../history.ts';
import { itemIsLate } from '../late.ts';
import { orderItems, orders } from '../tables.ts';
import { notesOfOrder, toNote } from './notes.ts';
import { eventsOfOrder, paymentsOfOrder, proofsOfOrder, refundsOfOrder, toRefund } from './records.ts';
import { orderTimeline } from './timeline.ts';

/** What the customer's order view lacks of each item: its shipment, due date and lateness. */
function productionOf(db: Db, orderId: number) {
  return db
    .select({
      id: orderItems.id,
      carrier: orderItems.carrier,
      trackingNo: orderItems.trackingNo,
      dueAt: orderItems.dueAt,
      late: itemIsLate,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

/**
 * One order as the back office shows it, whoever's it is: the customer's view of it (totals,
 * named addresses, items) with the customer, payments, each item's production and proofs, the
 * timeline, the refunds, the internal notes and the files' preflights. Thirteen queries however
 * many items, events and notes; 404 for an unknown id.
 */
export async function adminOrder(db: Db, lang: Lang, orderId: number): Promise<admin.AdminOrder> {
  const [row] = await db
    .select({ memberId: orders.memberId, cancelReason: orders.cancelReason })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new HttpError(CODE.notFound, 'orderNotFound');
  const [order, production, payments, refunds, events, proofs, notes, customers, staff] = await Promise.all([
    orderById(db, lang, orderId),
    productionOf(db, orderId),
    paymentsOfOrder(db, orderId),
    refundsOfOrder(db, orderId),
    eventsOfOrder(db, orderId),
    proofsOfOrder(db, orderId),
    notesOfOrder(db, orderId),
    customersByIds(db, [row.memberId]),
    staffDirectory(db),
  ]);
  const staffNames = new Map(staff.map((member) => [member.id, member.name]));
  const nameOf = (staffId: number) => staffNames.get(staffId) ?? `#${staffId}`;
  const lines = new Map(production.map((line) => [line.id, line]));
  const customer = customers.get(row.memberId);
  const summary = order!;
  const preflights = await preflightsOf(
    db,
    summary.busOrderItemList.flatMap((item) => item.filelist),
    lang,
  );
  return {
    id: summary.id,
    orderNo: summary.orderNo,
    createTime: summary.createTime,
    paidTime: summary.paidTime,
    paymentStatus: summary.paymentStatus,
    subtotal: summary.subtotal,
    discount: summary.discount,
    tax: summary.tax,
    deliveryfee: summary.deliveryfee,
    totalAmount: summary.totalAmount,
    coupon: summary.coupon,
    remark: summary.remark,
    cancelled: summary.cancelTime !== null,
    cancelTime: summary.cancelTime,
    cancelReason: row.cancelReason,
    refunded: summary.refunded,
    customer: {
      id: row.memberId,
      email: customer?.email ?? '',
      name: customer?.name ?? '',
      phone: customer?.phone ?? '',
    },
    shippingAddress: summary.sAddressbo,
    billingAddress: summary.bAddressbo,
    payments,
    refunds: refunds.map((refund) => toRefund(refund, nameOf)),
    items: summary.busOrderItemList.map((item) => {
      const line = lines.get(item.id)!;
      return {
        id: item.id,
        productNo: item.productNo,
        productName: item.productName,
        productImg: item.productImg,
        attributes: item.productAttributeVOList,
        qty: item.qty,
        unitPrice: item.unitPrice,
        subtotal: item.subtotalAmount,
        files: item.filelist,
        preflights: item.filelist.flatMap((url) => {
          const preflight = preflights.get(url);
          return preflight ? [{ url, preflight }] : [];
        }),
        state: item.state,
        stage: item.sta,
        carrier: line.carrier,
        trackingNo: line.trackingNo,
        dueAt: line.dueAt?.toISOString() ?? null,
        shipBy: item.shipBy,
        late: line.late,
        proofs: proofs.get(item.id) ?? [],
      };
    }),
    timeline: orderTimeline({
      createTime: summary.createTime,
      paidTime: summary.paidTime,
      payments,
      events,
      nameOf,
    }),
    notes: notes.map((note) => toNote(note, nameOf(note.staffId))),
  };
}
