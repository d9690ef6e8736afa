import { type Lang, type LocalizedText, pick } from '@printshop/contract';

interface Option {
  key: LocalizedText;
  value: LocalizedText;
}

/** A pack as a quantity option writes it: "1,000" in English, "1,000 张" in Chinese. */
const PACK = /^\s*(\d[\d,]*)\s*(.*)$/;

const isQuantityOption = (option: Option) =>
  option.key.en.trim().toLowerCase() === 'quantity' && PACK.test(option.value.en);

/**
 * How many pieces the press makes, and the item's other options, in the reader's language.
 * The Quantity option is a pack: its price is the whole pack's (catalog/pricing.ts, "a quantity
 * value sets the pack size"), and the item's qty is how many such packs the customer put in the
 * cart (Add to cart adds 1, the cart's stepper more). So 2 × "500" is 1,000 cards, shown as one
 * figure with the unit the Chinese option names. A product without a Quantity option is sold a
 * piece at a time (pricing.ts again), so qty is the count.
 */
export function printQuantity(
  options: readonly Option[],
  qty: number,
  lang: Lang,
): { quantity: string; options: { key: string; value: string }[] } {
  const pack = options.find(isQuantityOption);
  const others = options
    .filter((option) => option !== pack)
    .map((option) => ({ key: pick(option.key, lang), value: pick(option.value, lang) }));
  if (!pack) return { quantity: qty.toLocaleString('en-US'), options: others };
  const size = Number(PACK.exec(pack.value.en)![1]!.replaceAll(',', ''));
  const unit = PACK.exec(pick(pack.value, lang))?.[2] ?? '';
  // Both languages group thousands with commas.
  const pieces = (size * qty).toLocaleString('en-US');
  return { quantity: unit ? `${pieces} ${unit}` : pieces, options: others };
}
