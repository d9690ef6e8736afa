/** Business constants of docs/product.md#constants. */
export const PAGE_SIZE = { blog: 10, orders: 10, category: 20, search: 20 } as const;

export const ADDRESS_TYPE = { billing: 1, delivery: 2 } as const;
export type AddressType = (typeof ADDRESS_TYPE)[keyof typeof ADDRESS_TYPE];

export const REGION_LEVEL = { country: 1, province: 2 } as const;

/** sta of an order item: each stage is reached when sta is at least its value. */
export const ORDER_STAGE = { fileReview: 0, printing: 1, shipping: 2 } as const;
/** Order list filters: 0 on hold, 1 open, 2 all. */
export const ORDER_FILTER = { onHold: 0, open: 1, all: 2 } as const;

/** Where an order's payment stands (docs/payments.md): the back office filters by it. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;

export const PAY_TYPE_CARD = 1;
export const MIN_CART_QTY = 1;

export const MAX_LENGTH = {
  auth: 50,
  headerSearch: 200,
  orderSearch: 70,
  coupon: 50,
  contactName: 20,
  contactMobile: 14,
  contactCompany: 50,
  profileName: 30,
  currentPassword: 50,
  newPassword: 30,
  resetPassword: 50,
  /** Not in docs/product.md: the free-text order remarks at checkout. */
  orderRemark: 500,
  /** Not in docs/product.md: what a customer writes when asking for changes to a proof. */
  proofComment: 2000,
} as const;

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Widths at which /media images are rendered. */
export const MEDIA_WIDTHS = [160, 320, 480, 800, 1200, 1920] as const;

/** Article numbers of docs/product.md#screens. */
export const ARTICLE = {
  terms: 8,
  privacy: 9,
  about: 10,
  contact: 11,
  join: 12,
  help: 13,
  orderingGuide: 14,
  delivery: 15,
  afterSales: 16,
  footerTerms: 17,
  notesForCompletion: 18,
  colourDifference: 19,
} as const;

/** A custom quote: at most this many design files, and this many pieces. */
export const QUOTE_MAX_FILES = 10;
export const QUOTE_MAX_QTY = 10_000_000;

/** The contact form's limits (docs/product.md#validation and ours). */
export const CONTACT_MAX_LENGTH = {
  name: MAX_LENGTH.contactName,
  mobile: MAX_LENGTH.contactMobile,
  companyname: MAX_LENGTH.contactCompany,
  email: 100,
  content: 2000,
} as const;

/** The custom quote form's limits. */
export const QUOTE_MAX_LENGTH = {
  appellation: 50,
  email: 100,
  companyName: 100,
  productName: 100,
  material: 200,
  processing: 200,
  content: 2000,
  mobile: 30,
} as const;

/** A buyer's review (docs/product.md#reviews): its stars, and the longest title and text it takes. */
export const REVIEW_LIMITS = { minStars: 1, maxStars: 5, title: 100, content: 2000 } as const;
