import { type admin, CODE, type Lang } from '@printshop/contract';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { namedPlace } from '../../addresses/region-names.ts';
import { preflightsOf } from '../../files/designs.ts';
import { toSummary } from '../history.ts';
import { readOrderScreen } from './detail-read.ts';
import { toNote } from './notes.ts';
import { proofsByItem, toPayment, toRefund } from './records.ts';
import { orderTimeline } from './timeline.ts';

/**
 * One order as the back office shows it, whoever's it is: the customer's view of it (totals,
 * named addresses, items) with the customer, payments, each item's production and proofs, the
 * timeline, the refunds, the internal notes and the files' preflights. One query (detail-read.ts);
 * 404 for an unknown id.
 */
export async function adminOrder(db: Db, lang: Lang, orderId: number): Promise<admin.AdminOrder> {
  const read = await readOrderScreen(db, orderId);
  if (!read) throw new HttpError(CODE.notFound, 'orderNotFound');
  const { order, items, customer } = read;
  const summary = toSummary(
    order,
    items,
    {
      shipping: namedPlace(order.shippingAddress, read.shippingPlaces, lang),
      billing: order.billingAddress ? namedPlace(order.billingAddress, read.billingPlaces, lang) : null,
    },
    lang,
  );
  const lines = new Map(items.map((line) => [line.id, line]));
  const payments = read.payments.map(toPayment);
  const proofs = proofsByItem(read.proofs);
  const preflights = preflightsOf(
    summary.busOrderItemList.flatMap((item) => item.filelist),
    read.checkedUploads,
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
    cancelReason: order.cancelReason,
    refunded: summary.refunded,
    customer: {
      id: order.memberId,
      email: customer?.email ?? '',
      name: customer?.name ?? '',
      phone: customer?.phone ?? '',
    },
    shippingAddress: summary.sAddressbo,
    billingAddress: summary.bAddressbo,
    payments,
    refunds: read.refunds.map(toRefund),
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
      events: read.events,
    }),
    notes: read.notes.map((note) => toNote(note, note.staffName)),
  };
}
