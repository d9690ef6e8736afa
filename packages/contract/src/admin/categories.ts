import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, numberFromForm, optionalIdParam, optionalText, text } from '../api/inputs.ts';
import { mediaPath } from './inputs.ts';
import { bilingual } from './settings.ts';

/**
 * The catalogue's categories as an owner edits them: two levels (a level-2 category belongs to a
 * level-1 one), each named in both languages with a picture, a short remark and an HTML
 * description, ordered by `sort`. A hidden category leaves the storefront; one that holds products
 * or subcategories is hidden, never deleted (409).
 */

export const CATEGORY_LIMITS = { name: 60, remark: 300, content: 20_000, slug: 60, sort: 100_000 } as const;

/** The `params.reason` of a refused slug, so the server can say what a slug may hold. */
export const CATEGORY_SLUG_FORMAT = 'categorySlugFormat';

/** Lowercase words of letters and digits joined by single hyphens: `business-cards`. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A text that may be left empty in either language. */
const optionalBilingual = (max: number) =>
  z.object({ en: optionalText(max), zh: optionalText(max) }).default({ en: '', zh: '' });

const localized = z.object({ en: z.string(), zh: z.string() });

export const adminCategory = z.object({
  id: z.number().int(),
  /** The level-1 category a level-2 one belongs to; null for a level-1 category. */
  parentId: z.number().int().nullable(),
  level: z.union([z.literal(1), z.literal(2)]),
  slug: z.string(),
  name: localized,
  remark: localized,
  /** HTML, as sanitised when it was saved. */
  content: localized,
  img: z.string(),
  sort: z.number().int(),
  /** Shown among the home page's popular categories. */
  popular: z.boolean(),
  /** Shown on the storefront; hidden, it leaves the menus and its page answers 404. */
  active: z.boolean(),
  /** The products listed in it, shown or hidden. */
  productCount: z.number().int(),
  /** Its subcategories, shown or hidden. */
  childCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

const categoryFields = z.object({
  /** The level-1 category to belong to; none for a level-1 category. */
  parentId: optionalIdParam,
  slug: text()
    .trim()
    .min(1)
    .max(CATEGORY_LIMITS.slug)
    .refine((slug) => SLUG.test(slug), { params: { reason: CATEGORY_SLUG_FORMAT } }),
  name: bilingual(CATEGORY_LIMITS.name),
  remark: optionalBilingual(CATEGORY_LIMITS.remark),
  content: optionalBilingual(CATEGORY_LIMITS.content),
  img: mediaPath,
  /** The place among its siblings, smallest first; none puts a new category last and keeps an edited one's. */
  sort: numberFromForm(z.number().int().min(0).max(CATEGORY_LIMITS.sort).optional()),
  popular: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type CategoryFields = z.output<typeof categoryFields>;

export const adminCategoryList = endpoint({
  ...ADMIN_ROUTES.adminCategoryList,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Every category in tree order (each level-1 category followed by its subcategories, by sort), shown or hidden, with its product and subcategory counts',
  input: z.object({}),
  output: z.object({ list: z.array(adminCategory) }),
});

export const adminCategoryCreate = endpoint({
  ...ADMIN_ROUTES.adminCategoryCreate,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Add a category: level 1 without parentId, level 2 under a level-1 parentId (400 otherwise); its slug must be new (409); its HTML is sanitised',
  input: categoryFields,
  output: adminCategory,
});

export const adminCategoryUpdate = endpoint({
  ...ADMIN_ROUTES.adminCategoryUpdate,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Change every field of a category; a level-1 category with subcategories cannot move under another (409); the storefront follows at once',
  input: categoryFields.extend({ id: idParam }),
  output: adminCategory,
});

export const adminCategoryDelete = endpoint({
  ...ADMIN_ROUTES.adminCategoryDelete,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Delete a category that holds no products and no subcategories; otherwise 409: hide it instead',
  input: z.object({ id: idParam }),
  output: z.object({ id: z.number().int() }),
});
