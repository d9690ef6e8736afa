import type { admin } from '@printshop/contract';
import type { AdminMessages } from '../i18n/messages';
import { type SentencePart, sentenceOf } from '../lib/sentence';
import { productPricesPath } from '../products/product-query';
import { whoOrUnknown } from './audit-links';
import { recordedNumber, recordedText } from './recorded-values';

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
 * An owner's change of a product's prices as a sentence, the product named by its number and
 * linked to its price matrix: how many cells a save changed, or the percentage a reprice moved them
 * by. Null when the entry lacks the product's number, the count or the percentage.
 */
export function productSentence(
  action: ProductAction,
  entry: admin.AuditEntry,
  texts: AdminMessages,
): SentencePart[] | null {
  const { activity } = texts;
  const productNo = recordedText(entry.after, 'productNo');
  if (!productNo) return null;
  const who = whoOrUnknown(entry, texts);
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
