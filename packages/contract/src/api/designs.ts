import { z } from 'zod';
import { DESIGN_LIMITS, designLayoutSchema } from '../design-layout.ts';
import { API_ROUTES } from '../routes.ts';
import { cartAdd } from './cart.ts';
import { endpoint } from './endpoint.ts';
import { uploadFile } from './files.ts';
import { idParam, optionalIdParam, requiredText, text } from './inputs.ts';

/**
 * The templates a design starts from and the designs customers save as they work in the online
 * editor (docs/decisions/100). A design belongs to the member whose token comes with the call, or
 * else to the visitor whose design key comes in the DESIGN_KEY_HEADER header; someone else's
 * design is a 404 to everyone.
 */

/** The header a visitor sends its design key in: the key the answer of its first save gave it. */
export const DESIGN_KEY_HEADER = 'design-key';
/** A design key: 32 random bytes in base64url. Only its SHA-256 is stored. */
export const DESIGN_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The most designs one member or one visitor keeps: a save beyond it is refused until one is deleted. */
export const DESIGNS_PER_OWNER = 200;
export const DESIGN_NAME_MAX = 80;

const productNo = requiredText(50);
const designName = requiredText(DESIGN_NAME_MAX);
const timestamp = z.string().describe('ISO 8601 date and time in UTC');

/** An option value of the product, as the product page names it. */
const sideValue = z.object({
  attributeKey: z.string().describe('The value’s code, as in the product’s SKU codes'),
  attributeValue: z.string(),
  pages: z.number().int().describe('The sides this choice prints'),
});

/** A product as the editor draws it: its trimmed page, the bleed around it, and its sides. */
export const designProduct = z.object({
  productNo: z.string(),
  name: z.string(),
  trimWidthMm: z.number(),
  trimHeightMm: z.number(),
  bleedMm: z.number(),
  sides: z
    .number()
    .int()
    .min(1)
    .max(DESIGN_LIMITS.sides)
    .describe('The most sides a design of it has: 2 when it can print front and back'),
  sidesOption: z
    .object({ groupName: z.string(), values: z.array(sideValue) })
    .nullable()
    .describe(
      'The option that chooses one or two printed sides, with its values that print one or two; null when the product has none',
    ),
});
export type DesignProduct = z.infer<typeof designProduct>;

/** A published template of a product, in the reader's language; its fields' labels stay in both. */
export const designTemplate = z.object({
  id: z.number().int(),
  productNo: z.string(),
  name: z.string(),
  layout: designLayoutSchema,
});
export type DesignTemplate = z.infer<typeof designTemplate>;

/** A saved design as lists show it, without its layout. */
export const designSummary = z.object({
  id: z.number().int(),
  productNo: z.string(),
  productName: z.string(),
  /** The template it started from; null when it started blank or the template was deleted since. */
  templateId: z.number().int().nullable(),
  name: z.string(),
  sides: z.number().int(),
  createTime: timestamp,
  updateTime: timestamp,
});
export type DesignSummary = z.infer<typeof designSummary>;

export const design = designSummary.extend({ layout: designLayoutSchema });
export type Design = z.infer<typeof design>;

const byId = z.object({ id: idParam });

export const designTemplates = endpoint({
  ...API_ROUTES.designTemplates,
  auth: false,
  summary:
    'The published templates of a product the shop shows, in their order, with the product’s trimmed size, bleed and sides. 404 for a product that is not shown, 409 for one that cannot be designed online (no print size, or only more than two sides)',
  input: z.object({ productNo }),
  output: z.object({ product: designProduct, list: z.array(designTemplate) }),
});

export const designTemplateDetail = endpoint({
  ...API_ROUTES.designTemplateDetail,
  auth: false,
  summary:
    'One published template with its product. 404 for a hidden or deleted template, or one of a product not shown',
  input: byId,
  output: z.object({ product: designProduct, template: designTemplate }),
});

const ownerNote = `The owner is the member whose token is sent, else the visitor whose key is in the "${DESIGN_KEY_HEADER}" header`;

export const designList = endpoint({
  ...API_ROUTES.designList,
  auth: false,
  summary: `The caller’s saved designs, the last saved first, without their layouts. ${ownerNote}; a visitor without a key has none`,
  input: z.object({}),
  output: z.object({ list: z.array(designSummary) }),
});

export const designDetail = endpoint({
  ...API_ROUTES.designDetail,
  auth: false,
  summary: `One of the caller’s designs with its layout; anyone else’s is a 404. ${ownerNote}`,
  input: byId,
  output: design,
});

/** What a design's layout is checked for besides its own schema; the save calls' summaries say it. */
const layoutRules = `The layout is checked against the contract (sizes, counts, fonts, text lengths, at most ${DESIGN_LIMITS.bytes / 1000} kB: 413 beyond), has at most the product’s sides, and uses only images the designer uploaded (a member’s own, or a visitor’s uploads made without logging in) or the shop’s images its template placed: 400 otherwise`;

export const designCreate = endpoint({
  ...API_ROUTES.designCreate,
  auth: false,
  summary: `Save a new design of a product the shop shows (404 otherwise; 409 for one that cannot be designed online), from a published template of it (404 otherwise) or blank. ${ownerNote}; a visitor who sends no key gets one in designKey, to keep and send from then on. ${layoutRules}. 409 when the owner has ${DESIGNS_PER_OWNER} designs already`,
  input: z.object({
    productNo,
    templateId: optionalIdParam.describe('The published template of the product it starts from'),
    name: designName,
    layout: designLayoutSchema,
  }),
  output: design.extend({
    designKey: z
      .string()
      .nullable()
      .describe(
        'A new visitor’s design key (43 characters of base64url); null when the caller had one or is a member',
      ),
  }),
});

export const designSave = endpoint({
  ...API_ROUTES.designSave,
  auth: false,
  summary: `Save the caller’s design again: its layout, and its name when given. ${layoutRules}. 404 for anyone else’s design`,
  input: z.object({ id: idParam, name: designName.optional(), layout: designLayoutSchema }),
  output: design,
});

export const designRename = endpoint({
  ...API_ROUTES.designRename,
  auth: false,
  summary: 'Rename one of the caller’s designs; 404 for anyone else’s',
  input: z.object({ id: idParam, name: designName }),
  output: designSummary,
});

export const designDuplicate = endpoint({
  ...API_ROUTES.designDuplicate,
  auth: false,
  summary: `A copy of one of the caller’s designs, named as given or after it; 404 for anyone else’s, 409 when the owner has ${DESIGNS_PER_OWNER} designs already`,
  input: z.object({ id: idParam, name: designName.optional() }),
  output: designSummary,
});

export const designDelete = endpoint({
  ...API_ROUTES.designDelete,
  auth: false,
  summary: 'Delete one of the caller’s designs; 404 for anyone else’s',
  input: byId,
  output: z.object({ id: z.number().int() }),
});

export const designClaim = endpoint({
  ...API_ROUTES.designClaim,
  auth: true,
  summary: `After logging in, make the designs a visitor saved with this key the member’s, with the uploads they use; claiming again changes nothing. 409 when the member would have more than ${DESIGNS_PER_OWNER} designs`,
  input: z.object({
    designKey: text()
      .regex(DESIGN_KEY_PATTERN)
      .describe('The visitor’s design key, 43 characters of base64url'),
  }),
  output: z.object({ claimed: z.number().int().describe('How many designs became the member’s') }),
});

/** The product's options and quantity, as the cart's add call takes them. */
const cartChoice = cartAdd.input.pick({ productId: true, skucode: true, productNum: true });

export const designToCart = endpoint({
  ...API_ROUTES.designToCart,
  auth: true,
  summary: `Put one of the member’s designs in the cart: its print-ready PDF (one page per side, trim plus bleed) is made from the saved layout, stored as the member’s upload with its preflight and preview like an uploaded PDF, and added as the design file of a cart line of the chosen options (productId and skucode as the cart’s add takes them) and quantity. 404 for anyone else’s design or an option not sold; 400 when the options are of another product than the design’s, print another number of sides than the design has, or the design’s images are gone; 413 when its images together are larger than an upload may be`,
  input: z.object({ id: idParam.describe('The member’s design'), ...cartChoice.shape }),
  output: cartAdd.output.extend({
    designFile: uploadFile.output.describe('The PDF made of the design: the cart line’s design file'),
  }),
});
