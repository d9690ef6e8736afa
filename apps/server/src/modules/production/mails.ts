import { formatMoney, type Lang, pick } from '@printshop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { mailCopy } from '../../i18n/mail-copy.ts';
import { memberContact } from '../identity/service.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { SHOP_INBOX, type SummaryRow, sendAll, summaryMail } from '../mail/summary.ts';
import type { LineItem } from '../orders/items.ts';

/** What the customer is told about an item (docs/product.md#production). */
export type ItemNotice =
  /** A proof is ready, or has waited days for the customer's answer (the reminder). */
  | { kind: 'proof' | 'proofReminder'; version: number; message: string }
  | { kind: 'printing' }
  | { kind: 'shipped'; carrier: string; trackingNo: string }
  /** An owner moved the item back from a step the customer had been told of. */
  | { kind: 'printingUndone' | 'shippingUndone'; reason: string }
  /** An owner sent the item back to print at no charge. */
  | { kind: 'reprint'; reason: string };

interface Recipient {
  email: string;
  name: string;
  lang: Lang;
}

/** The mail of a notice, in the customer's language, with a link to the item's order page. */
function itemMail(to: Recipient, item: LineItem, notice: ItemNotice, publicUrl: string): MailMessage {
  const copy = mailCopy(to.lang);
  const { production } = copy;
  const { labels } = production;
  const names = { orderNo: item.orderNo, product: pick(item.productName, to.lang) };
  const [subject, intro] = {
    proof: [production.proofSubject, production.proofIntro],
    proofReminder: [production.proofReminderSubject, production.proofReminderIntro],
    printing: [production.printingSubject, production.printingIntro],
    shipped: [production.shippedSubject, production.shippedIntro],
    printingUndone: [production.printingUndoneSubject, production.printingUndoneIntro],
    shippingUndone: [production.shippingUndoneSubject, production.shippingUndoneIntro],
    reprint: [production.reprintSubject, production.reprintIntro],
  }[notice.kind];
  const rows: SummaryRow[] = [
    { label: labels.orderNo, value: item.orderNo },
    { label: labels.product, value: names.product },
    ...('message' in notice ? [{ label: labels.message, value: notice.message }] : []),
    ...('reason' in notice ? [{ label: labels.reason, value: notice.reason }] : []),
    ...(notice.kind === 'shipped'
      ? [
          { label: labels.carrier, value: notice.carrier },
          { label: labels.trackingNo, value: notice.trackingNo },
        ]
      : []),
    { label: labels.link, value: [`${publicUrl}/orderDetail?no=${item.orderId}&oid=${item.id}`] },
  ];
  const version: Record<string, string> = 'version' in notice ? { version: `v${notice.version}` } : {};
  return summaryMail({
    to: to.email,
    subject: interpolate(subject!, names),
    intro: [interpolate(copy.hello, { name: to.name }), interpolate(intro!, { ...names, ...version })],
    rows,
    outro: [production.outro, copy.signature],
    replyTo: SHOP_INBOX,
  });
}

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** An order cancelled, or part of it refunded by an owner, as its customer is told of it. */
interface OrderNotice {
  kind: 'cancelled' | 'refunded';
  orderId: number;
  orderNo: string;
  reason: string;
  /** Dollars given back; 0 when a cancelled order had not been paid. */
  refunded: number;
}

/** The mail telling a customer their order is cancelled or partly refunded, why, and what was refunded. */
function orderMail(to: Recipient, notice: OrderNotice, publicUrl: string): MailMessage {
  const copy = mailCopy(to.lang);
  const { production } = copy;
  const { labels } = production;
  const refunded = notice.refunded > 0;
  const names = { orderNo: notice.orderNo, amount: formatMoney(notice.refunded, to.lang) };
  const [subject, intro] =
    notice.kind === 'cancelled'
      ? [production.cancelledSubject, production.cancelledIntro]
      : [production.refundedSubject, production.refundedIntro];
  return summaryMail({
    to: to.email,
    subject: interpolate(subject, names),
    intro: [interpolate(copy.hello, { name: to.name }), interpolate(intro, names)],
    rows: [
      { label: labels.orderNo, value: notice.orderNo },
      { label: labels.reason, value: notice.reason },
      ...(refunded ? [{ label: labels.refund, value: names.amount }] : []),
      { label: labels.link, value: [`${publicUrl}/orderDetail?no=${notice.orderId}`] },
    ],
    outro: [...(refunded ? [production.refundNote] : []), copy.signature],
    replyTo: SHOP_INBOX,
  });
}

/** Whom a mail about an order goes to: its customer, in the language the order was placed in. */
export interface OrderCustomer {
  memberId: number;
  lang: Lang;
}

/**
 * Tells a customer, once the change the mail is about has committed. Nothing here can undo it: a
 * failure is logged and the call still answers what was done.
 */
async function notifyMember(
  deps: MailDeps,
  customer: OrderCustomer,
  mail: (to: Recipient) => MailMessage,
  about: Record<string, unknown>,
): Promise<void> {
  try {
    const contact = await memberContact(deps.db, customer.memberId);
    if (!contact) return;
    await sendAll(deps.mailer, [mail({ ...contact, lang: customer.lang })], deps.log);
  } catch (error) {
    deps.log.error({ err: error, ...about }, 'production mail not sent');
  }
}

/** Tells the item's customer of a move. */
export function notifyCustomer(deps: MailDeps, item: LineItem, notice: ItemNotice): Promise<void> {
  return notifyMember(deps, item, (to) => itemMail(to, item, notice, deps.publicUrl), {
    itemId: item.id,
    notice: notice.kind,
  });
}

/** Tells the order's customer it is cancelled, or part of it refunded. */
export function notifyOrder(deps: MailDeps, customer: OrderCustomer, notice: OrderNotice): Promise<void> {
  return notifyMember(deps, customer, (to) => orderMail(to, notice, deps.publicUrl), {
    orderId: notice.orderId,
    notice: notice.kind,
  });
}
