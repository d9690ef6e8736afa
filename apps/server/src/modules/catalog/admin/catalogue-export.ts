import { admin } from '@printshop/contract';
import type { Db } from '../../../db/client.ts';
import { toCsv } from '../../../lib/csv.ts';
import { productRows } from './catalogue-rows.ts';
import { catalogueState } from './catalogue-state.ts';

/** Every value of each combination, in the order combinationCodes lists the combinations. */
function combinations(groups: admin.ProductDraft['groups']) {
  let rows: { codes: string[]; labels: { en: string; zh: string }[]; pages: (number | null)[] }[] = [
    { codes: [], labels: [], pages: [] },
  ];
  for (const group of groups) {
    rows = rows.flatMap((row) =>
      group.values.map((value) => ({
        codes: [...row.codes, value.code],
        labels: [...row.labels, value.label],
        pages: [...row.pages, value.pages],
      })),
    );
  }
  return rows;
}

/** The whole catalogue as the import reads it: one row per combination, unpriced ones with an empty price. */
export async function catalogueCsv(db: Db): Promise<string> {
  const state = await catalogueState(db);
  const rows = [...state.products.values()].flatMap(({ draft, prices }) =>
    productRows(
      draft,
      state.slugOf.get(draft.categoryId) ?? '',
      combinations(draft.groups).map((combination) => ({
        ...combination,
        priceCents: prices.get(combination.codes.join('')) ?? null,
      })),
    ),
  );
  return toCsv([[...admin.CATALOGUE_COLUMNS], ...rows]);
}
