import { z } from 'zod';
import { MIN_CART_QTY } from '../constants.ts';
import { API_ROUTES } from '../routes.ts';
import { shipPromise } from '../ship-dates.ts';
import { endpoint } from './endpoint.ts';
import { idParam, joinedList, numberFromForm, requiredText } from './inputs.ts';

/** The most of one line a shopper can order online; larger runs go through a custom quote. */
export const MAX_CART_QTY = 100_000;

export const cartQty = endpoint({
  ...API_ROUTES.cartQty,
  auth: true,
  summary: 'Number of lines in the cart (the header badge)',
  input: z.object({}),
  output: z.object({ qty: z.number().int() }),
});

export const cartLine = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productNo: z.string(),
  productName: z.string(),
  productImg: z.string(),
  productNum: z.number().int(),
  /** Dollars, looked up from the SKU on every read. */
  unitPrice: z.number(),
  skuCode: z.string(),
  parsedSkuAttrs: z.array(z.object({ key: z.string(), value: z.string() })),
  fileurllist: z.array(z.string()),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartList = endpoint({
  ...API_ROUTES.cartList,
  auth: true,
  summary: 'The cart lines with current prices and the subtotal',
  input: z.object({}),
  output: z.object({
    list: z.array(cartLine),
    totalPrice: z.number(),
    shipBy: shipPromise
      .nullable()
      .describe('When the whole cart ships if ordered now (its slowest line); null when empty'),
  }),
});

/** The quantity of one cart line, as the cart and checkout send it. */
export const cartQuantity = z.number().int().min(MIN_CART_QTY).max(MAX_CART_QTY);

export const cartAdd = endpoint({
  ...API_ROUTES.cartAdd,
  auth: true,
  summary: 'Add one SKU of a product (quantity 1) with its design files; the price is the server’s',
  input: z.object({
    productId: idParam,
    skucode: requiredText(100),
    /** Sent by the web app for display only: the chosen attributes and its price are never trusted. */
    skulist: z.unknown().optional(),
    unitPrice: z.unknown().optional(),
    productNum: numberFromForm(cartQuantity.default(1)),
    fileurl: joinedList(2000).pipe(z.array(z.string()).max(10)),
  }),
  output: z.object({ id: z.number().int(), qty: z.number().int() }),
});

export const cartEdit = endpoint({
  ...API_ROUTES.cartEdit,
  auth: true,
  summary: 'Set the quantity of a cart line (at least 1)',
  input: z.object({ id: idParam, productNum: numberFromForm(cartQuantity) }),
  output: z.object({ id: z.number().int(), productNum: z.number().int() }),
});

export const cartDelete = endpoint({
  ...API_ROUTES.cartDelete,
  auth: true,
  summary: 'Remove a cart line',
  input: z.object({ id: idParam }),
  output: z.null(),
});

export const reorder = endpoint({
  ...API_ROUTES.reorder,
  auth: true,
  summary:
    "Put an item of one of the member's orders in the cart again: the same product, options, design files and quantity, at today's price (a cart line is priced when read). 404 for an item of another member's; 409 when the product or that combination of options is no longer sold",
  input: z.object({ orderItemId: idParam }),
  output: z.object({ id: z.number().int(), qty: z.number().int() }),
});
