import type { admin } from '@printshop/contract';

type ProductDraft = admin.ProductDraft;
type Audited = Partial<ProductDraft> & { productNo: string };

/**
 * What an edit changed, as the audit log keeps it: the fields whose values differ, before and
 * after, each side with the product's number so the log can name it. A new product is all after.
 */
export function changedFields(
  before: ProductDraft | null,
  after: ProductDraft,
): { before: Audited | null; after: Audited } {
  if (!before) return { before: null, after };
  const keys = (Object.keys(after) as (keyof ProductDraft)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (draft: ProductDraft): Audited => ({
    productNo: draft.productNo,
    ...Object.fromEntries(keys.map((key) => [key, draft[key]])),
  });
  return { before: pick(before), after: pick(after) };
}
