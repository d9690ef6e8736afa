/**
 * The candidate docs/decisions/096 measured against the in-memory index and did not take: the same
 * search as SQL over pg_trgm GIN indexes (which PGlite ships too), on the bench's scratch catalogue,
 * the database alone at 50 searches in flight. Each product's names, categories, tags and texts are
 * folded into one column with a trigram index; every term must be in it, as a substring or, from
 * five letters, by word similarity (a typo); names beginning with the first term rank first.
 * Alters the scratch database it is given, so it runs after the shop's own measurement.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';

const IN_FLIGHT = 50;

const PREPARE = [
  'alter table products add column search_doc text, add column search_name text',
  `update products p set
     search_name = lower(concat_ws(' ', p.name->>'en', p.name->>'zh')),
     search_doc = lower(concat_ws(' ', p.name->>'en', p.name->>'zh', c.name->>'en', c.name->>'zh',
       parent.name->>'en', parent.name->>'zh', p.feature_tags::text,
       regexp_replace(concat_ws(' ', p.remark->>'en', p.remark->>'zh'), '<[^>]*>', ' ', 'g'),
       p.server_content->>'en', p.server_content->>'zh', p.overview::text))
   from categories c left join categories parent on parent.id = c.parent_id
   where c.id = p.category_id`,
  'create index products_search_doc_trgm on products using gin (search_doc gin_trgm_ops)',
  'create index products_search_name_trgm on products using gin (search_name gin_trgm_ops)',
  'analyze products',
];

function searchSql(text: string): SQL {
  const terms = [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
  const found = terms.map((term) =>
    term.length >= 5
      ? sql`(search_doc like ${`%${term}%`} or ${term} <% search_doc)`
      : sql`search_doc like ${`%${term}%`}`,
  );
  const inName = terms.map((term) => sql`search_name like ${`%${term}%`}`);
  return sql`select id, count(*) over () as total,
      (select min(price_cents) from skus where skus.product_id = products.id) as price
    from products where active and ${sql.join(found, sql` and `)}
    order by case when search_name like ${`${terms[0]}%`} then 0 when ${sql.join(inName, sql` and `)} then 1 else 2 end,
      sort, id
    limit 20`;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Prepares the candidate's column and indexes on `db`, then loads it with `texts` for `seconds`. */
export async function pgTrgmCandidate(db: Database, texts: string[], seconds: number): Promise<string> {
  for (const statement of PREPARE) await db.execute(sql.raw(statement));
  const times: number[] = [];
  const deadline = Date.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        await db.execute(searchSql(texts[next++ % texts.length]!));
        times.push(performance.now() - started);
      }
    }),
  );
  const sorted = times.sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(1)} ms`;
  return `${(times.length / seconds).toFixed(0)} searches/s, p50 ${ms(50)}, p95 ${ms(95)}, p99 ${ms(99)}`;
}
