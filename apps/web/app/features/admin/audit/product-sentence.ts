import type { admin } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { productPath, productPricesPath } from '../products/product-query';
import { whoOrUnknown } from './audit-links';
import { recordedFlag, recordedNumber, recordedText } from './recorded-values';

type ProductAction = Extract<admin.AuditAction, `product.${string}`>;

/** How many prices an entry's record lists (`prices`: codes → price); undefined when it lists none. */
function pricesCounted(record: unknown): number | undefined {
  const prices =
    typeof record === 'object' && record !== null ? (record as { prices?: unknown }).prices : undefined;
  return typeof prices === 'object' && prices !== null && !Array.isArray(prices)
    ? Object.keys(prices).length
    : undefined;
}

/**
 * An owner's edit of a product as a sentence, the product named by its number and linked to its
 * editor: added, shown, hidden (when the edit switched that), or changed.
 */
function editSentence(
  action: 'product.create' | 'product.update',
  entry: admin.AuditEntry,
  texts: AdminMessages,
  productNo: string,
): SentencePart[] {
  const { activity } = texts;
  const who = whoOrUnknown(entry, texts);
  const product = { text: productNo, to: productPath(productNo) };
  if (action === 'product.create') return sentenceOf(activity.productCreated, { who, product });
  const shown = recordedFlag(entry.after, 'active');
  if (shown !== undefined && recordedFlag(entry.before, 'active') === !shown) {
    return sentenceOf(shown ? activity.productShown : activity.productHidden, { who, product });
  }
  return sentenceOf(activity.productUpdated, { who, product });
}

/**
 * An owner's change of a product as a sentence, the product named by its number: an edit (linked
 * to its editor), or a change of its prices (linked to its price matrix): how many cells a save
 * changed, or the percentage a reprice moved them by. Null when the entry lacks the product's
 * number, the count or the percentage.
 */
export function productSentence(
  action: ProductAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
): SentencePart[] | null {
  const { activity } = texts;
  const productNo = recordedText(entry.after, 'productNo');
  if (!productNo) return null;
  if (action === 'product.create' || action === 'product.update') {
    return editSentence(action, entry, texts, productNo);
  }
  const who = whoOrUnknown(entry, texts);
  if (action === 'product.import') {
    return sentenceOf(activity.productImported, {
      who,
      product: { text: productNo, to: productPath(productNo) },
    });
  }
  const product = { text: productNo, to: productPricesPath(productNo) };
  if (action === 'product.reprice') {
    const percent = recordedNumber(entry.after, 'percent');
    return percent === undefined ? null : sentenceOf(activity.pricesMoved, { who, product, percent });
  }
  const count = pricesCounted(entry.after);
  if (!count) return null;
  return count === 1
    ? sentenceOf(activity.priceChanged, { who, product })
    : sentenceOf(activity.pricesChanged, { who, product, count });
}
