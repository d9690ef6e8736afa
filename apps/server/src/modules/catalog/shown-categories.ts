import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { categories } from './tables.ts';

/*
 * The outer row is spelt out: Drizzle leaves columns unqualified in single-table selects, where a
 * bare "parent_id" inside the subquery would mean the parent's own.
 */
const outerParentId = sql.raw('"categories"."parent_id"');

/**
 * The categories the storefront shows, as a condition on `categories`: shown itself and, for a
 * subcategory, under a shown parent. A hidden level-1 category takes its subcategories with it.
 */
export const shownCategory = and(
  eq(categories.active, true),
  or(
    isNull(categories.parentId),
    sql`exists (select 1 from ${categories} as parent where parent.id = ${outerParentId} and parent.active)`,
  ),
);
