import { centsToDollars, formatMoney, pick } from '@printshop/contract';
import type { Db } from '../../db/client.ts';
import { interpolate } from '../../i18n/interpolate.ts';
import { mailCopy } from '../../i18n/mail-copy.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { type SummaryRow, sendAll, summaryMail } from '../mail/summary.ts';
import type { LineItem } from '../orders/items.ts';
import { type PaidOrder, paidOrder } from '../orders/paid-order.ts';
import type { MailDeps } from '../production/mails.ts';
import { type NoticeRecipient, noticeRecipients } from './notices.ts';

/** What staff may be told of, as their notice mails name it (docs/staff.md#mails-to-staff). */
type StaffEvent =
  | { notice: 'orderPaid'; orderId: number }
  | { notice: 'proofApproved'; item: LineItem }
  | { notice: 'changesRequested'; item: LineItem; comment: string; newFileUrl?: string };

/** An event with what its mail shows: the paid order is read once, for all its recipients. */
type MailedEvent = Exclude<StaffEvent, { notice: 'orderPaid' }> | { notice: 'orderPaid'; order: PaidOrder };

/** The mail of an event to one staff member, in their language, linking to the order's back-office screen. */
function staffNoticeMail(to: NoticeRecipient, event: MailedEvent, publicUrl: string): MailMessage {
  const copy = mailCopy(to.lang);
  const words = copy.staffNotice;
  const { labels } = words;
  const hello = interpolate(copy.hello, { name: to.name });
  const outro = [words.outro, copy.signature];
  if (event.notice === 'orderPaid') {
    const { order } = event;
    const names = { orderNo: order.orderNo };
    return summaryMail({
      to: to.email,
      subject: interpolate(words.orderPaidSubject, names),
      intro: [hello, interpolate(words.orderPaidIntro, names)],
      rows: [
        { label: labels.orderNo, value: order.orderNo },
        {
          label: labels.items,
          value: order.items.map((item) => `${pick(item.productName, to.lang)} × ${item.qty}`),
        },
        { label: labels.total, value: formatMoney(centsToDollars(order.totalCents), to.lang) },
        { label: labels.link, value: [`${publicUrl}/admin/orders/${order.id}`] },
      ],
      outro,
    });
  }
  const { item } = event;
  const names = { orderNo: item.orderNo, product: pick(item.productName, to.lang), itemId: String(item.id) };
  const [subject, intro] =
    event.notice === 'proofApproved'
      ? [words.proofApprovedSubject, words.proofApprovedIntro]
      : [words.changesRequestedSubject, words.changesRequestedIntro];
  const rows: SummaryRow[] = [
    { label: labels.orderNo, value: item.orderNo },
    { label: labels.product, value: names.product },
    ...(event.notice === 'changesRequested'
      ? [
          { label: labels.comment, value: event.comment },
          { label: labels.newFile, value: event.newFileUrl ? [`${publicUrl}${event.newFileUrl}`] : [] },
        ]
      : []),
    { label: labels.link, value: [`${publicUrl}/admin/orders/${item.orderId}#item-${item.id}`] },
  ];
  return summaryMail({
    to: to.email,
    subject: interpolate(subject, names),
    intro: [hello, interpolate(intro, names)],
    rows,
    outro,
  });
}

/** The event as its mails show it; null when there is nothing to tell (an order gone). */
async function mailed(db: Db, event: StaffEvent): Promise<MailedEvent | null> {
  if (event.notice !== 'orderPaid') return event;
  const order = await paidOrder(db, event.orderId);
  return order && { notice: 'orderPaid', order };
}

/**
 * Tells every active staff member who chose the event's notice, once the change it is about has
 * committed. Nothing here can undo that change: a failure is logged, and the call that made the
 * change still answers what was done.
 */
export async function notifyStaff(deps: MailDeps, event: StaffEvent): Promise<void> {
  try {
    const recipients = await noticeRecipients(deps.db, event.notice);
    if (recipients.length === 0) return;
    const shown = await mailed(deps.db, event);
    if (!shown) return;
    const mails = recipients.map((to) => staffNoticeMail(to, shown, deps.publicUrl));
    await sendAll(deps.mailer, mails, deps.log);
  } catch (error) {
    deps.log.error({ err: error, notice: event.notice }, 'staff notice mail not sent');
  }
}
