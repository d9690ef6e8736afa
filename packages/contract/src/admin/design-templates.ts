import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, numberFromForm, optionalText, requiredText } from '../api/inputs.ts';
import { DESIGN_LIMITS, designLayoutSchema } from '../design-layout.ts';
import { adminPaging, optionalChoice } from './inputs.ts';
import { bilingual } from './settings.ts';

/**
 * The online editor's templates as owners make them (docs/decisions/100): a layout of one or two
 * sides for a product the shop prints at a trimmed size, named in both languages; its text and
 * image elements with a `label` are the fields a customer fills, its `locked` ones fixed art. Its
 * images are the shop's media (adminUploadMedia), never a customer's upload. Only a published
 * template is offered in the shop; a deleted one leaves the designs made from it as they are.
 */

export const DESIGN_TEMPLATE_LIMITS = { name: 80, position: 100_000 } as const;

const localized = z.object({ en: z.string(), zh: z.string() });
const timestamp = z.string().describe('ISO 8601 date and time in UTC');

/** A template as the back office lists it, without its layout. */
export const adminDesignTemplateRow = z.object({
  id: z.number().int(),
  productNo: z.string(),
  productName: localized,
  name: localized,
  sides: z.number().int(),
  published: z.boolean(),
  /** Its place among the product's templates, smallest first. */
  position: z.number().int(),
  updateTime: timestamp,
});
export type AdminDesignTemplateRow = z.infer<typeof adminDesignTemplateRow>;

export const adminDesignTemplate = adminDesignTemplateRow.extend({
  layout: designLayoutSchema,
  createTime: timestamp,
});
export type AdminDesignTemplate = z.infer<typeof adminDesignTemplate>;

const templateFields = z.object({
  productNo: requiredText(50),
  name: bilingual(DESIGN_TEMPLATE_LIMITS.name),
  layout: designLayoutSchema,
  published: z.boolean().default(false),
  /** None puts a new template last among its product's and keeps an edited one's place. */
  position: numberFromForm(z.number().int().min(0).max(DESIGN_TEMPLATE_LIMITS.position).optional()),
});
export type DesignTemplateFields = z.output<typeof templateFields>;

/** What the summaries of the writes say a template's layout is checked for. */
const layoutRules = `Its layout is checked against the contract (at most ${DESIGN_LIMITS.bytes / 1000} kB: 413 beyond), has at most the product’s sides, and its images must be the shop’s uploaded media: 400 otherwise`;

/** A product a template can be made for, with what its templates are drawn at. */
export const adminDesignProductRow = z.object({
  productNo: z.string(),
  name: localized,
  /** Hidden products are listed too: staff may prepare a product's templates before showing it. */
  active: z.boolean(),
  trimWidthMm: z.number(),
  trimHeightMm: z.number(),
  bleedMm: z.number(),
  /** The most sides a template of it has. */
  sides: z.number().int(),
});
export type AdminDesignProductRow = z.infer<typeof adminDesignProductRow>;

export const adminDesignProductList = endpoint({
  ...ADMIN_ROUTES.adminDesignProductList,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Every product a template can be made for, shown or hidden, by product number: those with a print size whose options print one or two sides',
  input: z.object({}),
  output: z.object({ list: z.array(adminDesignProductRow) }),
});

export const adminDesignTemplateList = endpoint({
  ...ADMIN_ROUTES.adminDesignTemplateList,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'The templates, published or hidden, by product then place, a page at a time; productNo keeps one product’s',
  input: z.object({
    productNo: optionalText(50),
    visibility: optionalChoice(['published', 'hidden']),
    ...adminPaging,
  }),
  output: z.object({ list: z.array(adminDesignTemplateRow), total: z.number().int() }),
});

export const adminDesignTemplateDetail = endpoint({
  ...ADMIN_ROUTES.adminDesignTemplateDetail,
  auth: false,
  staff: 'catalog.manage',
  summary: 'One template with its layout, published or hidden',
  input: z.object({ id: idParam }),
  output: adminDesignTemplate,
});

export const adminDesignTemplateCreate = endpoint({
  ...ADMIN_ROUTES.adminDesignTemplateCreate,
  auth: false,
  staff: 'catalog.manage',
  summary: `Add a template for a product with a print size (404 for no such product, 409 for one without a print size or of more than two sides). ${layoutRules}`,
  input: templateFields,
  output: adminDesignTemplate,
});

export const adminDesignTemplateUpdate = endpoint({
  ...ADMIN_ROUTES.adminDesignTemplateUpdate,
  auth: false,
  staff: 'catalog.manage',
  summary: `Change every field of a template; the designs made from it keep their layouts. ${layoutRules}`,
  input: templateFields.extend({ id: idParam }),
  output: adminDesignTemplate,
});

export const adminDesignTemplatePublish = endpoint({
  ...ADMIN_ROUTES.adminDesignTemplatePublish,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Publish a template (offered in the shop at once) or hide it again',
  input: z.object({ id: idParam, published: z.boolean() }),
  output: adminDesignTemplate,
});

export const adminDesignTemplateDelete = endpoint({
  ...ADMIN_ROUTES.adminDesignTemplateDelete,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Delete a template; the designs made from it are kept, no longer naming it',
  input: z.object({ id: idParam }),
  output: z.object({ id: z.number().int() }),
});
