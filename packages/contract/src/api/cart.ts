import { z } from 'zod';
import { MIN_CART_QTY } from '../constants.ts';
import { idParam } from './catalog.ts';
import { endpoint } from './endpoint.ts';

/** The most of one line a shopper can order online; larger runs go through a custom quote. */
export const MAX_CART_QTY = 100_000;

export const cartQty = endpoint({
  method: 'GET',
  path: '/api/cartadvanced/querycartqty',
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
  method: 'GET',
  path: '/api/cartadvanced/list',
  auth: true,
  summary: 'The cart lines with current prices and the subtotal',
  input: z.object({}),
  output: z.object({ list: z.array(cartLine), totalPrice: z.number() }),
});

const joinedUrls = z
  .string()
  .max(2000)
  .default('')
  .transform((joined) => [
    ...new Set(
      joined
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string()).max(10));

export const cartAdd = endpoint({
  method: 'POST',
  path: '/api/cartadvanced/add',
  body: 'json',
  auth: true,
  summary: 'Add one SKU of a product (quantity 1) with its design files; the price is the server’s',
  input: z.object({
    productId: idParam,
    skucode: z.string().trim().min(1).max(100),
    /** Sent by the web app for display only: the chosen attributes and its price are never trusted. */
    skulist: z.unknown().optional(),
    unitPrice: z.unknown().optional(),
    productNum: z.coerce.number().int().min(MIN_CART_QTY).max(MAX_CART_QTY).default(1),
    fileurl: joinedUrls,
  }),
  output: z.object({ id: z.number().int(), qty: z.number().int() }),
});

export const cartEdit = endpoint({
  method: 'POST',
  path: '/api/cartadvanced/edit',
  body: 'form',
  auth: true,
  summary: 'Set the quantity of a cart line (at least 1)',
  input: z.object({ id: idParam, productNum: z.coerce.number().int().min(MIN_CART_QTY).max(MAX_CART_QTY) }),
  output: z.object({ id: z.number().int(), productNum: z.number().int() }),
});

export const cartDelete = endpoint({
  method: 'POST',
  path: '/api/cartadvanced/del',
  body: 'form',
  auth: true,
  summary: 'Remove a cart line',
  input: z.object({ id: idParam }),
  output: z.null(),
});
