import { admin, centsToDollars, formatMoney, type Lang } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { moveSentence } from '../lib/move-sentence';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { orderLinkOf, staffLink, whoOf, whoOrUnknown } from './audit-links';
import { categorySentence } from './category-sentence';
import { contentSentence } from './content-sentence';
import { couponSentence } from './coupon-sentence';
import { customerSentence } from './customer-sentence';
import { designTemplateSentence } from './design-template-sentence';
import { homeContentSentence } from './home-content-sentence';
import { mailSentence } from './mail-sentence';
import { messageSentence } from './message-sentence';
import { productSentence } from './product-sentence';
import { quoteSentence } from './quote-sentence';
import { recordedNumber, recordedText } from './recorded-values';
import { reviewSentence } from './review-sentence';
import { staffSentence } from './staff-sentence';

/** An audit entry in the reader's words, and the text it recorded (a note, a cancel reason). */
interface AuditSentence {
  parts: SentencePart[];
  /** '' when the entry recorded no text of its own. */
  quote: string;
}

/** The entry's record in words ("item #27 of order IP…"), for the sentence of an unknown shape. */
function recordOf(entry: admin.AuditEntry, texts: AdminMessages): SentencePart[] {
  const { records, item } = texts.activity;
  const order = orderLinkOf(entry);
  if (order && entry.entity === 'order') return sentenceOf(records.order, { order });
  if (order && entry.entity === 'order_item') return sentenceOf(item, { id: entry.entityId ?? '', order });
  if (entry.entity === 'staff' && entry.entityId !== null && entry.subject) {
    return sentenceOf(records.staff, { member: staffLink(entry.entityId, entry.subject.name) });
  }
  if (entry.entity === 'coupon' && entry.entityId !== null)
    return sentenceOf(records.coupon, { id: entry.entityId });
  if (entry.entity === 'product' && entry.entityId !== null)
    return sentenceOf(records.product, { id: entry.entityId });
  if (entry.entity === 'customer' && entry.entityId !== null)
    return sentenceOf(records.customer, { id: entry.entityId });
  return sentenceOf(records.other, { entity: entry.entity, id: entry.entityId ?? '' });
}

/** Any entry, whatever it recorded: who, the action's name, and the record. */
function otherSentence(entry: admin.AuditEntry, texts: AdminMessages): SentencePart[] {
  const action = admin.isAuditAction(entry.action) ? texts.audit.actions[entry.action] : entry.action;
  return sentenceOf(texts.activity.other, {
    who: whoOrUnknown(entry, texts),
    action,
    record: recordOf(entry, texts),
  });
}

/** The item an entry's record is, named by its order; null when its order is not known. */
function itemOf(entry: admin.AuditEntry, texts: AdminMessages): SentencePart[] | null {
  const order = orderLinkOf(entry);
  return order && entry.entityId !== null
    ? sentenceOf(texts.activity.item, { id: entry.entityId, order })
    : null;
}

/** A staff move of an item, in the words of the order's timeline. */
function moveOf(move: admin.ItemMove, entry: admin.AuditEntry, texts: AdminMessages): SentencePart[] | null {
  const item = itemOf(entry, texts);
  if (!item) return null;
  return moveSentence(texts, move, {
    who: whoOrUnknown(entry, texts),
    item,
    version: recordedNumber(entry.after, 'result', 'version'),
    carrier: recordedText(entry.after, 'carrier'),
    trackingNo: recordedText(entry.after, 'trackingNo'),
    state: admin.ITEM_STATES.find((state) => state === recordedText(entry.after, 'state')),
  });
}

function orderSentence(
  action: 'order.note' | 'order.cancel' | 'order.refund',
  entry: admin.AuditEntry,
  texts: AdminMessages,
  lang: Lang,
): SentencePart[] | null {
  const { activity } = texts;
  const who = whoOf(entry);
  const order = orderLinkOf(entry);
  if (!who || !order) return null;
  const money = (cents: number) => formatMoney(centsToDollars(cents), lang);
  if (action === 'order.note') return sentenceOf(activity.note, { who, order });
  if (action === 'order.refund') {
    const cents = recordedNumber(entry.after, 'amountCents');
    return cents === undefined
      ? null
      : sentenceOf(activity.orderRefunded, { who, order, amount: money(cents) });
  }
  const refunded = recordedNumber(entry.after, 'refundedCents') ?? 0;
  if (refunded <= 0) return sentenceOf(activity.orderCancelled, { who, order });
  return sentenceOf(activity.orderCancelledRefunded, { who, order, amount: money(refunded) });
}

/** An upload of an image for the catalogue or the content, by its size. */
function mediaSentence(entry: admin.AuditEntry, texts: AdminMessages): SentencePart[] | null {
  const width = recordedNumber(entry.after, 'width');
  const height = recordedNumber(entry.after, 'height');
  if (width === undefined || height === undefined) return null;
  return sentenceOf(texts.activity.mediaUploaded, { who: whoOrUnknown(entry, texts), width, height });
}

/** The sentence of each action the log records; null when the entry lacks what it needs. */
function knownSentence(entry: admin.AuditEntry, texts: AdminMessages, lang: Lang): SentencePart[] | null {
  const action = entry.action;
  if (!admin.isAuditAction(action)) return null;
  const move = admin.STAFF_MOVES.find((staffMove) => action === `item.${staffMove}`);
  if (move) return moveOf(move, entry, texts);
  switch (action) {
    case 'item.moveBack':
      return moveOf('moveBack', entry, texts);
    case 'item.reprint':
      return moveOf('reprint', entry, texts);
    case 'order.note':
    case 'order.cancel':
    case 'order.refund':
      return orderSentence(action, entry, texts, lang);
    case 'staff.login':
    case 'staff.login.failed':
    case 'staff.logout':
    case 'staff.password':
    case 'staff.create':
    case 'staff.update':
    case 'staff.notices':
      return staffSentence(action, entry, texts);
    case 'coupon.create':
    case 'coupon.update':
      return couponSentence(action, entry, texts);
    case 'taxRates.save':
      return sentenceOf(texts.activity.taxRatesSaved, { who: whoOrUnknown(entry, texts) });
    case 'shippingRates.save':
      return sentenceOf(texts.activity.shippingRatesSaved, { who: whoOrUnknown(entry, texts) });
    case 'settings.save':
      return sentenceOf(texts.activity.settingsSaved, { who: whoOrUnknown(entry, texts) });
    case 'calendar.save':
      return sentenceOf(texts.activity.calendarSaved, { who: whoOrUnknown(entry, texts) });
    case 'product.prices':
    case 'product.reprice':
    case 'product.create':
    case 'product.update':
    case 'product.import':
      return productSentence(action, entry, texts);
    case 'partner.create':
    case 'partner.update':
    case 'partner.delete':
    case 'partner.order':
    case 'comment.create':
    case 'comment.update':
    case 'comment.delete':
    case 'trust.save':
      return homeContentSentence(action, entry, texts);
    case 'category.create':
    case 'category.update':
    case 'category.delete':
      return categorySentence(action, entry, texts, lang);
    case 'designTemplate.create':
    case 'designTemplate.update':
    case 'designTemplate.publish':
    case 'designTemplate.delete':
      return designTemplateSentence(action, entry, texts, lang);
    case 'media.upload':
      return mediaSentence(entry, texts);
    case 'quote.offer':
    case 'quote.decline':
      return quoteSentence(action, entry, texts, lang);
    case 'message.reply':
    case 'message.assign':
    case 'message.close':
    case 'message.reopen':
      return messageSentence(action, entry, texts);
    case 'review.hide':
    case 'review.show':
      return reviewSentence(action, entry, texts);
    case 'customer.note':
    case 'customer.disable':
    case 'customer.enable':
      return customerSentence(action, entry, texts);
    case 'mail.retry':
      return mailSentence(entry, texts);
    case 'article.update':
    case 'designArticle.create':
    case 'designArticle.update':
    case 'designArticle.delete':
    case 'designArticle.order':
    case 'blogPost.create':
    case 'blogPost.update':
    case 'blogPost.delete':
    case 'blogCategory.create':
    case 'blogCategory.update':
    case 'blogCategory.delete':
    case 'blogCategory.order':
      return contentSentence(action, entry, texts, lang);
    default:
      return null;
  }
}

/** The actions that record a note or a reply, whose text the log quotes. */
const NOTES: readonly string[] = [
  'order.note',
  'customer.note',
  'message.reply',
] satisfies admin.AuditAction[];

/**
 * An audit entry as one sentence in the reader's language, its people and orders as links. An
 * entry an older version wrote in a shape this one does not know reads as who, the action and the
 * record; never as the values it stored.
 */
export function auditSentence(entry: admin.AuditEntry, texts: AdminMessages, lang: Lang): AuditSentence {
  return {
    parts: knownSentence(entry, texts, lang) ?? otherSentence(entry, texts),
    // A note's text, a cancel's or a refund's reason: what the staff member wrote, as written.
    quote: recordedText(entry.after, NOTES.includes(entry.action) ? 'text' : 'reason') ?? '',
  };
}
