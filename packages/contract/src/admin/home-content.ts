import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { idParam, numberFromForm, requiredText } from '../api/inputs.ts';
import { DAY_OUT_OF_RANGE, idList, mediaPath } from './inputs.ts';
import { FILTER_DAYS } from './limits.ts';
import { bilingual } from './settings.ts';

/**
 * The home page's own content, as an owner edits it: the partners' logos in the order the
 * carousel shows them, the customers' comments with their stars, and the three trust blocks
 * the home page and every product page show. Each edit shows on the storefront at once.
 */

export const HOME_CONTENT_LIMITS = {
  partnerName: 80,
  /** The most partners the carousel takes, and so the longest order. */
  partners: 100,
  author: 80,
  commentTitle: 120,
  commentBody: 1000,
  trustTitle: 60,
  trustBody: 240,
  /** A comment's rating: whole stars, none to five. */
  stars: 5,
} as const;

/** The home page and every product page show exactly three trust blocks. */
export const TRUST_BLOCK_COUNT = 3;

const bilingualText = z.object({ en: z.string(), zh: z.string() });

export const adminPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its logo, a media path. */
  img: z.string(),
});
export type AdminPartner = z.infer<typeof adminPartner>;

const partnerFields = z.object({
  name: requiredText(HOME_CONTENT_LIMITS.partnerName),
  img: mediaPath,
});
export type PartnerFields = z.output<typeof partnerFields>;

export const adminComment = z.object({
  id: z.number().int(),
  /** The customer's picture, a media path; '' for none. */
  img: z.string(),
  author: z.string(),
  title: bilingualText,
  body: bilingualText,
  /** Whole stars, 0 to 5. */
  stars: z.number().int(),
  /** The day it was written, YYYY-MM-DD. */
  date: z.string(),
});
export type AdminComment = z.infer<typeof adminComment>;

const commentFields = z.object({
  img: mediaPath.or(z.literal('')),
  author: requiredText(HOME_CONTENT_LIMITS.author),
  title: bilingual(HOME_CONTENT_LIMITS.commentTitle),
  body: bilingual(HOME_CONTENT_LIMITS.commentBody),
  stars: numberFromForm(z.number().int().min(0).max(HOME_CONTENT_LIMITS.stars)),
  date: z.iso.date().refine((day) => day >= FILTER_DAYS.first && day <= FILTER_DAYS.last, {
    params: { reason: DAY_OUT_OF_RANGE },
  }),
});
export type CommentFields = z.output<typeof commentFields>;

export const trustBlock = z.object({
  icon: mediaPath,
  title: bilingual(HOME_CONTENT_LIMITS.trustTitle),
  body: bilingual(HOME_CONTENT_LIMITS.trustBody),
});
export type TrustBlock = z.output<typeof trustBlock>;

const trustBlocks = z.object({ blocks: z.array(trustBlock).length(TRUST_BLOCK_COUNT) });
export type TrustBlocks = z.output<typeof trustBlocks>;

/** The trust blocks as the screen is given them: blank where a shop seeded before they were content has none yet. */
const storedTrustBlocks = z.object({
  blocks: z.array(z.object({ icon: z.string(), title: bilingualText, body: bilingualText })),
});

const partnerList = z.object({ list: z.array(adminPartner).describe('In the carousel’s order') });

export const adminPartnerList = endpoint({
  ...ADMIN_ROUTES.adminPartnerList,
  auth: false,
  staff: 'catalog.manage',
  summary: 'The partners’ logos in the order the home page’s carousel shows them',
  input: z.object({}),
  output: partnerList,
});

export const adminPartnerCreate = endpoint({
  ...ADMIN_ROUTES.adminPartnerCreate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Add a partner’s logo, last in the carousel',
  input: partnerFields,
  output: adminPartner,
});

export const adminPartnerUpdate = endpoint({
  ...ADMIN_ROUTES.adminPartnerUpdate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Change a partner’s name and logo',
  input: partnerFields.extend({ id: idParam }),
  output: adminPartner,
});

export const adminPartnerDelete = endpoint({
  ...ADMIN_ROUTES.adminPartnerDelete,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Take a partner’s logo off the home page; answers the partner removed',
  input: z.object({ id: idParam }),
  output: adminPartner,
});

export const adminPartnerOrder = endpoint({
  ...ADMIN_ROUTES.adminPartnerOrder,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'Put the partners in a new order: ids lists every partner once, first to last (409 when the partners changed meanwhile)',
  input: z.object({ ids: idList(HOME_CONTENT_LIMITS.partners) }),
  output: partnerList,
});

export const adminCommentList = endpoint({
  ...ADMIN_ROUTES.adminCommentList,
  auth: false,
  staff: 'catalog.manage',
  summary: 'The customers’ comments the home page shows, the newest first, each text in both languages',
  input: z.object({}),
  output: z.object({ list: z.array(adminComment) }),
});

export const adminCommentCreate = endpoint({
  ...ADMIN_ROUTES.adminCommentCreate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Add a customer’s comment: author, stars (0-5), day, title and text in both languages, picture',
  input: commentFields,
  output: adminComment,
});

export const adminCommentUpdate = endpoint({
  ...ADMIN_ROUTES.adminCommentUpdate,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Change every field of a customer’s comment',
  input: commentFields.extend({ id: idParam }),
  output: adminComment,
});

export const adminCommentDelete = endpoint({
  ...ADMIN_ROUTES.adminCommentDelete,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Take a customer’s comment off the home page; answers the comment removed',
  input: z.object({ id: idParam }),
  output: adminComment,
});

export const adminTrustBlocks = endpoint({
  ...ADMIN_ROUTES.adminTrustBlocks,
  auth: false,
  staff: 'catalog.manage',
  summary:
    'The three trust blocks of the home page and every product page: icon, title and text in both languages; blank until first saved on a shop seeded before they were content',
  input: z.object({}),
  output: storedTrustBlocks,
});

export const adminSaveTrustBlocks = endpoint({
  ...ADMIN_ROUTES.adminSaveTrustBlocks,
  auth: false,
  staff: 'catalog.manage',
  summary: 'Save the three trust blocks together, in their order',
  input: trustBlocks,
  output: trustBlocks,
});
