import type { PriceRule, ProductKind } from '../../modules/catalog/pricing.ts';
import type { ReviewText, Text, TextList } from '../types.ts';

/**
 * Shapes and builders of the demo products. Each level-2 category has a template (shared groups,
 * overview rows, highlights, service note and review pool) and a compact list of entries with the
 * product-specific name, introduction and overrides; `defineProducts` merges the two.
 */

interface SeedAttributeValue {
  code: string;
  label: Text;
  rule: PriceRule;
}

interface SeedAttributeGroup {
  name: Text;
  values: SeedAttributeValue[];
}

interface SeedOverviewRow {
  key: Text;
  value: Text;
}

interface SeedReview {
  fraction: number;
  title: string;
  content: string;
  author: string;
  verified: boolean;
  lang: 'en' | 'zh';
  /** ISO date */
  createdAt: string;
}

type ProductFlag = 'topSeller' | 'featured' | 'isNew' | 'bestDeal';

export interface SeedProduct {
  productNo: string;
  /** Slug of the level-2 category. */
  category: string;
  kind: ProductKind;
  /** Scales the kind's base price table (1 = standard). */
  baseFactor: number;
  name: Text;
  remark: Text;
  serverContent: Text;
  featureTags: TextList;
  images: string[];
  overview: SeedOverviewRow[];
  groups: SeedAttributeGroup[];
  topSeller: boolean;
  featured: boolean;
  isNew: boolean;
  bestDeal: boolean;
  /** Calendar days from payment to shipping (products.production_days), from the page's promise. */
  productionDays: number;
  reviews: SeedReview[];
}

const OVERVIEW_KEYS = {
  size: { en: 'Size', zh: '尺寸' },
  paper: { en: 'Paper', zh: '纸张' },
  material: { en: 'Material', zh: '材质' },
  finish: { en: 'Finish', zh: '表面工艺' },
  print: { en: 'Printing', zh: '印刷' },
  shape: { en: 'Shape', zh: '形状' },
  fold: { en: 'Fold', zh: '折法' },
  pages: { en: 'Pages', zh: '页数' },
  binding: { en: 'Binding', zh: '装订' },
  adhesive: { en: 'Adhesive', zh: '胶性' },
  extras: { en: 'Included', zh: '附赠' },
  use: { en: 'Best for', zh: '适用场景' },
  production: { en: 'Production time', zh: '生产时间' },
} as const satisfies Record<string, Text>;
type OverviewKey = keyof typeof OVERVIEW_KEYS;
type OverviewValues = Partial<Record<OverviewKey, Text>>;

export interface ProductTemplate {
  /** Slug of the level-2 category. */
  category: string;
  kind: ProductKind;
  /** productNo prefix, e.g. 'BC' gives 'BC-1001'. */
  prefix: string;
  serverContent: Text;
  featureTags: TextList;
  /** Bullet points appended to every product's remark. */
  highlights: TextList;
  overview: OverviewValues;
  groups: SeedAttributeGroup[];
  reviews: readonly ReviewText[];
}

interface ProductEntry {
  no: number;
  name: Text;
  /** One or two sentences on what makes this product different. */
  intro: Text;
  /** An optional second paragraph. */
  details?: Text;
  overview?: OverviewValues;
  groups?: SeedAttributeGroup[];
  tags?: TextList;
  serverContent?: Text;
  flags?: ProductFlag[];
  baseFactor?: number;
}

export const t = (en: string, zh: string): Text => ({ en, zh });
export const tags = (en: string[], zh: string[]): TextList => ({ en, zh });

export const value = (code: string, en: string, zh: string, rule: PriceRule = {}): SeedAttributeValue => ({
  code,
  label: { en, zh },
  rule,
});

export const group = (en: string, zh: string, values: SeedAttributeValue[]): SeedAttributeGroup => ({
  name: { en, zh },
  values,
});

const formatQty = (n: number) => n.toLocaleString('en-US');

/** A quantity group: codes Q1..Qn, labelled '250' / '250 张' (`unitZh` is the Chinese measure word). */
export function quantities(unitZh: string, counts: number[]): SeedAttributeGroup {
  return group(
    'Quantity',
    '数量',
    counts.map((n, i) => value(`Q${i + 1}`, formatQty(n), `${formatQty(n)} ${unitZh}`, { quantity: n })),
  );
}

/** Standard production or a rush slot for a flat fee. */
export function turnaround(standardDays: number, rushDays: number, rushCents: number): SeedAttributeGroup {
  return group('Turnaround', '生产周期', [
    value('T1', `Standard (${standardDays} business days)`, `标准（${standardDays}个工作日）`),
    value('T2', `Rush (${rushDays} business day${rushDays > 1 ? 's' : ''})`, `加急（${rushDays}个工作日）`, {
      addCents: rushCents,
    }),
  ]);
}

/** Printing on one or both sides. */
export function sides(backMultiplier = 1.3): SeedAttributeGroup {
  return group('Sides', '印刷面', [
    value('D1', 'Front only', '单面'),
    value('D2', 'Front and back', '双面', { multiplier: backMultiplier }),
  ]);
}

const EN_AUTHORS = [
  'Maria Lopez',
  'James Carter',
  'Priya Nair',
  'Tom Becker',
  'Hannah Kim',
  'Daniel Okafor',
  'Sofia Rossi',
  'Ethan Walsh',
  'Aisha Rahman',
  'Lucas Moreau',
  'Grace Liu',
  'Noah Fischer',
  'Olivia Grant',
  'Mateo Silva',
  'Chloe Bennett',
  'Ryan Patel',
  'Emma Novak',
  'Kevin Tran',
  'Isabel Ortega',
  'Samuel Reed',
  'Nadia Haddad',
  'Owen Murphy',
  'Leah Goldberg',
  'Marcus Hill',
  'Yuki Tanaka',
  'Fatima Diallo',
  'Ben Archer',
  'Clara Jensen',
  'Diego Alvarez',
  'Megan Shaw',
];

const ZH_AUTHORS = [
  '王静',
  '李明',
  '张晓燕',
  '刘洋',
  '陈思雨',
  '杨帆',
  '赵磊',
  '黄丽',
  '周杰',
  '吴婷',
  '徐浩',
  '孙悦',
  '胡建国',
  '林小芳',
  '郭峰',
];

const REVIEW_EPOCH = Date.UTC(2025, 0, 6);
const DAY = 24 * 60 * 60 * 1000;

/**
 * Gives a product 2 to 6 reviews from its category's pool. The choice, authors and dates follow from
 * the product number, so the demo data is the same on every run; dates fall between January 2025 and
 * March 2026.
 */
export function pickReviews(pool: readonly ReviewText[], no: number): SeedReview[] {
  const count = Math.min(pool.length, 2 + ((no * 7) % 5));
  const start = (no * 3) % pool.length;
  const reviews: SeedReview[] = [];
  for (let j = 0; j < count; j++) {
    const text = pool[(start + j) % pool.length]!;
    const lang = text.lang ?? 'en';
    const authors = lang === 'zh' ? ZH_AUTHORS : EN_AUTHORS;
    const days = (no * 37 + j * 53) % 420;
    reviews.push({
      fraction: text.fraction,
      title: text.title,
      content: text.content,
      lang,
      author: authors[(no * 7 + j * 5) % authors.length]!,
      verified: (no + j) % 4 !== 0,
      createdAt: new Date(REVIEW_EPOCH + days * DAY).toISOString().slice(0, 10),
    });
  }
  return reviews;
}

/** 3 or 4 mock-ups of the kind, starting at a different picture so neighbouring products differ. */
function productImages(kind: ProductKind, no: number): string[] {
  const count = no % 2 === 0 ? 4 : 3;
  return Array.from({ length: count }, (_, i) => `/media/product/${kind}/${((no + i) % 4) + 1}.webp`);
}

function remarkHtml(entry: ProductEntry, highlights: TextList, lang: 'en' | 'zh'): string {
  const details = entry.details ? `<p>${entry.details[lang]}</p>` : '';
  const items = highlights[lang].map((item) => `<li>${item}</li>`).join('');
  return `<p>${entry.intro[lang]}</p>${details}<ul>${items}</ul>`;
}

/**
 * The calendar days in which a product page's production time ("8 business days") falls: due
 * dates count calendar days, and five business days take a week.
 */
export function productionDays(production: Text | undefined): number {
  const businessDays = Number(/^(\d+) business days?\b/.exec(production?.en ?? '')?.[1]);
  if (!businessDays) throw new Error(`no production time in business days: ${production?.en}`);
  return Math.ceil((businessDays * 7) / 5);
}

/** Merges a template with its entries into complete products. */
export function defineProducts(template: ProductTemplate, entries: ProductEntry[]): SeedProduct[] {
  return entries.map((entry) => {
    const overview = { ...template.overview, ...entry.overview };
    const flags = new Set(entry.flags ?? []);
    return {
      productNo: `${template.prefix}-${entry.no}`,
      category: template.category,
      kind: template.kind,
      baseFactor: entry.baseFactor ?? 1,
      name: entry.name,
      remark: {
        en: remarkHtml(entry, template.highlights, 'en'),
        zh: remarkHtml(entry, template.highlights, 'zh'),
      },
      serverContent: entry.serverContent ?? template.serverContent,
      featureTags: entry.tags ?? template.featureTags,
      images: productImages(template.kind, entry.no),
      overview: (Object.keys(OVERVIEW_KEYS) as OverviewKey[]).flatMap((key) => {
        const row = overview[key];
        return row ? [{ key: OVERVIEW_KEYS[key], value: row }] : [];
      }),
      groups: entry.groups ?? template.groups,
      topSeller: flags.has('topSeller'),
      featured: flags.has('featured'),
      isNew: flags.has('isNew'),
      bestDeal: flags.has('bestDeal'),
      productionDays: productionDays(overview.production),
      reviews: pickReviews(template.reviews, entry.no),
    };
  });
}
