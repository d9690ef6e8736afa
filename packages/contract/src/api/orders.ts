import { z } from 'zod';
import { ITEM_STATES } from '../admin/item-states.ts';
import { MAX_LENGTH, ORDER_FILTER, PAGE_SIZE, PAY_TYPE_CARD, PAYMENT_STATUSES } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { deliveryDays, shipPromise } from '../ship-dates.ts';
import { address } from './addresses.ts';
import { cartLine, cartQuantity } from './cart.ts';
import { pageNumberParam, pageSizeParam, review } from './catalog.ts';
import { endpoint } from './endpoint.ts';
import { idParam, numberFromForm, optionalIdParam, optionalText, requiredText, text } from './inputs.ts';

const money = z.number().describe('US dollars, two decimals');
const timestamp = z.string().describe('ISO 8601 date and time in UTC');
const keyValue = z.object({ key: z.string(), value: z.string() });

/** Most lines one order can have; a cart is far smaller in practice. */
export const ORDER_MAX_LINES = 100;

export { PAYMENT_STATUSES };
export const paymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** An optional coupon code; '' means none. */
export const couponParam = text()
  .trim()
  .max(MAX_LENGTH.coupon)
  .optional()
  .transform((code) => (code ? code : undefined));

export const checkoutSummary = z.object({
  /** The cart lines exactly as /api/cartadvanced/list shows them. */
  cartAdvancedList: z.array(cartLine),
  /** Subtotal of the lines before discount, tax and shipping. */
  totalPrice: money,
  /** The delivery address (type 2), or null when the member has none yet. */
  memberAddress: address.nullable(),
  tax: money,
  deliveryfee: money,
  discount: money,
  /** totalPrice - discount + tax + deliveryfee */
  total: money,
  /** The applied coupon code as stored, or null. */
  coupon: z.string().nullable(),
  /** When the order ships if placed now (its slowest line); null for an empty cart. */
  shipBy: shipPromise.nullable(),
  /** When it arrives at the delivery address (the US without one yet); null for an empty cart. */
  delivery: deliveryDays.nullable(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummary>;

export const toOrder = endpoint({
  ...API_ROUTES.toOrder,
  auth: true,
  summary:
    'Checkout summary: the cart, the delivery address, and tax, shipping, discount and total computed by the server',
  input: z.object({ coupon: couponParam }),
  output: checkoutSummary,
});

/** An address as it was when the order was placed. */
export const orderAddress = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  companyName: z.string(),
  country: z.string(),
  countryCode: z.string(),
  province: z.string(),
  provinceCode: z.string(),
  city: z.string(),
  postalcode: z.string(),
  phone: z.string(),
  address: z.string(),
  remark: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddress>;

export const orderItem = z.object({
  id: z.number().int(),
  productNo: z.string(),
  productName: z.string(),
  productImg: z.string(),
  productAttributeVOList: z.array(keyValue),
  filelist: z.array(z.string()),
  qty: z.number().int(),
  unitPrice: money,
  subtotalAmount: money,
  /** 0 file review, 1 printing, 2 shipping: each stage is reached when sta is at least its value. */
  sta: z.number().int(),
  makelStaName: z.string(),
  /** Where the item is on the production line (docs/product.md#production). */
  state: z.enum(ITEM_STATES),
  /** The day the shop promised to ship it when the order was paid (YYYY-MM-DD, its time zone); null before. */
  shipBy: z.iso.date().nullable(),
});
export type OrderItem = z.infer<typeof orderItem>;

export const orderSummary = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  createTime: timestamp,
  paidTime: timestamp.nullable(),
  paymentStatus,
  /** Set when the shop cancelled the order; what was paid is refunded (`refunded`). */
  cancelTime: timestamp.nullable(),
  refunded: money,
  orderStatusName: z.string(),
  subtotal: money,
  discount: money,
  tax: money,
  deliveryfee: money,
  totalAmount: money,
  coupon: z.string().nullable(),
  remark: z.string(),
  /** Number of pieces over all items. */
  qty: z.number().int(),
  payName: z.string(),
  sAddressbo: orderAddress,
  bAddressbo: orderAddress.nullable(),
  busOrderItemList: z.array(orderItem),
});
export type OrderSummary = z.infer<typeof orderSummary>;

const cartjsonLine = z.object({
  cartId: idParam,
  /** Must equal the line's quantity in the cart, or the order is refused as stale (409). */
  productNum: numberFromForm(cartQuantity),
  /** Sent by the web app for display; the design files ordered are the cart line's own. */
  designdraft: z.unknown().optional(),
});

export const createOrderInput = z.object({
  cartjson: z
    .array(cartjsonLine)
    .min(1)
    .max(ORDER_MAX_LINES)
    .refine((lines) => new Set(lines.map((l) => l.cartId)).size === lines.length, 'Each cartId only once'),
  paytype: numberFromForm(z.literal(PAY_TYPE_CARD).default(PAY_TYPE_CARD)),
  coupon: couponParam,
  remark: optionalText(MAX_LENGTH.orderRemark),
  /** Ignored: tax and shipping are always computed by the server. */
  deliveryfee: z.unknown().optional(),
  tax: z.unknown().optional(),
  /** Ignored and never stored or logged: the card goes to POST /api/pay/confirm only. */
  cardNo: z.unknown().optional(),
  validityperiod: z.unknown().optional(),
  safetycode: z.unknown().optional(),
});

export const createOrder = endpoint({
  ...API_ROUTES.createOrder,
  auth: true,
  summary:
    'Place an order for the named cart lines, priced by the server; repeating the same call returns the same order',
  input: createOrderInput,
  output: orderSummary,
});

export const orderList = z.object({ list: z.array(orderSummary), total: z.number().int() });
export type OrderList = z.infer<typeof orderList>;

export const queryOrderList = endpoint({
  ...API_ROUTES.queryOrderList,
  auth: true,
  summary:
    "The member's orders, newest first: sta 0 on hold (not paid), 1 open (paid, not all shipping), 2 all",
  input: z.object({
    pageSize: pageSizeParam(PAGE_SIZE.orders),
    pageNum: pageNumberParam,
    sta: numberFromForm(
      z.literal([ORDER_FILTER.onHold, ORDER_FILTER.open, ORDER_FILTER.all]).default(ORDER_FILTER.all),
    ),
    queryparam: optionalText(MAX_LENGTH.orderSearch),
  }),
  output: orderList,
});

export const PROOF_STATES = ['pending', 'approved', 'changes_requested', 'superseded'] as const;
export type ProofState = (typeof PROOF_STATES)[number];

/** A proof the shop sent for an item: v1, v2, … all kept; only the pending one can be answered. */
export const proof = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** The proof file: an image, or a PDF (mime says which). */
  url: z.string(),
  /** An image of the proof (a PDF's first page); '' when there is none. */
  previewUrl: z.string(),
  mime: z.string(),
  message: z.string(),
  state: z.enum(PROOF_STATES),
  createTime: timestamp,
  /** What the customer asked to change, if they did. */
  comment: z.string().nullable(),
});
export type Proof = z.infer<typeof proof>;

export const shipment = z.object({ carrier: z.string(), trackingNo: z.string() });

export const orderDetail = z.object({
  orderMain: orderSummary.omit({ busOrderItemList: true, sAddressbo: true, bAddressbo: true }),
  dtl: orderItem.extend({
    /** Newest first. */
    proofs: z.array(proof),
    shipment: shipment.nullable(),
    /** The member's own review of the item (also when staff hid it); null until they write one. */
    review: review.nullable(),
    /** Whether the member may review the item now: delivered, not reviewed yet, of a product the shop sells. */
    reviewable: z.boolean(),
  }),
  attributeslist: z.array(keyValue),
  sAddress: orderAddress,
  bAddress: orderAddress.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const getOrderDetail = endpoint({
  ...API_ROUTES.getOrderDetail,
  auth: true,
  summary: 'One item of one of the member’s orders with the order, its addresses and its stage',
  input: z.object({
    orderId: idParam,
    /** Without it, the order's first item. */
    orderItemId: optionalIdParam,
  }),
  output: orderDetail,
});

/** An item after a move of the production line. */
export const itemMoved = z.object({ itemId: z.number().int(), state: z.enum(ITEM_STATES) });
export type ItemMoved = z.infer<typeof itemMoved>;

export const approveProof = endpoint({
  ...API_ROUTES.approveProof,
  auth: true,
  summary:
    "Approve the pending proof of one of the member's items: final; the member, time and address are recorded. 409 unless the proof is pending and the item waits for an answer",
  input: z.object({ proofId: idParam }),
  output: itemMoved,
});

export const requestChanges = endpoint({
  ...API_ROUTES.requestChanges,
  auth: true,
  summary:
    "Ask for changes to the pending proof of one of the member's items, with a comment and, if wanted, a new design file (a URL the upload call answered), which joins the item's files",
  input: z.object({
    proofId: idParam,
    comment: requiredText(MAX_LENGTH.proofComment),
    /** '' for none. */
    fileurl: optionalText(300),
  }),
  output: itemMoved,
});
