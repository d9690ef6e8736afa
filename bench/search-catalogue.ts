/**
 * A catalogue of 10,000 shown products for the search benchmark, on top of a freshly seeded shop:
 * each is one of the demo's products under another name (a finish before it, a line name of its
 * own after it, in both languages), with its texts, tags, category and one price. The line names
 * give the vocabulary the thousands of distinct words a real catalogue of this size has.
 * Deterministic, and written a few thousand rows per INSERT.
 */
import type { Database } from '../apps/server/src/db/client.ts';
import { categories, products, skus } from '../apps/server/src/modules/catalog/tables.ts';
import { productData } from '../apps/server/src/seed/catalog/index.ts';

export const BENCH_PRODUCTS = 10_000;
const ROWS_PER_INSERT = 2000;

const FINISHES: [string, string][] = [
  ['Eco', '环保'],
  ['Deluxe', '豪华'],
  ['Budget', '经济'],
  ['Express', '加急'],
  ['Classic', '经典'],
  ['Modern', '现代'],
  ['Vintage', '复古'],
  ['Bold', '醒目'],
  ['Minimal', '简约'],
  ['Premium', '高级'],
  ['Matte', '哑光'],
  ['Glossy', '亮光'],
  ['Textured', '纹理'],
  ['Pastel', '粉彩'],
  ['Neon', '霓虹'],
  ['Rustic', '乡村'],
  ['Elegant', '雅致'],
  ['Playful', '活泼'],
  ['Corporate', '商务'],
  ['Seasonal', '季节'],
];
const SYLLABLES =
  'ka lo ri ve na to su mi de pa ro li ba ne zu fo gi ha ju ke ma no pe qui ra se ti vu wa xe ya zo bri clo dra fle gro pla sta tre'.split(
    ' ',
  );
const HAN_NAMES =
  '春夏秋冬山水云风花月星海林石竹松梅兰菊金银玉光明雅致新锦华彩虹青蓝紫红白墨丹朱霞晨夕川溪湖岚'.split('');

/** A made-up line name per product ('Kalori', '春山'), distinct for every product in either language. */
export function lineName(n: number): [string, string] {
  const base = SYLLABLES.length;
  const syllables = [n % base, Math.floor(n / base) % base, Math.floor(n / base ** 2) % base];
  const en = syllables.map((i) => SYLLABLES[i]).join('');
  const han = HAN_NAMES.length;
  const zh = [n % han, Math.floor(n / han) % han, Math.floor(n / han ** 2) % han]
    .map((i) => HAN_NAMES[i])
    .join('');
  return [en.charAt(0).toUpperCase() + en.slice(1), zh];
}

export async function fillCatalogue(db: Database): Promise<void> {
  const categoryIds = new Map(
    (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  for (let first = 0; first < BENCH_PRODUCTS; first += ROWS_PER_INSERT) {
    const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, BENCH_PRODUCTS - first) }, (_, i) => {
      const n = first + i;
      const base = productData[n % productData.length]!;
      const [finishEn, finishZh] = FINISHES[Math.floor(n / productData.length) % FINISHES.length]!;
      const [lineEn, lineZh] = lineName(n);
      return {
        productNo: `SB-${String(n).padStart(5, '0')}`,
        categoryId: categoryIds.get(base.category)!,
        sort: n,
        name: { en: `${finishEn} ${base.name.en} ${lineEn}`, zh: `${finishZh}${base.name.zh}·${lineZh}` },
        remark: base.remark,
        serverContent: base.serverContent,
        featureTags: base.featureTags,
        images: base.images,
        overview: base.overview,
      };
    });
    const inserted = await db
      .insert(products)
      .values(rows)
      .returning({ id: products.id, no: products.productNo });
    await db.insert(skus).values(
      inserted.map((product, i) => ({
        productId: product.id,
        codes: 'A',
        skuCode: `${product.no}-A`,
        priceCents: 1000 + ((first + i) % 90) * 100,
      })),
    );
  }
}
