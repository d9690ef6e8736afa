/** Every /api response: `code` equals the HTTP status; 200 is success (docs/product.md#calls). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const CODE = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  /** A link that worked once and no longer does: an expired offer. */
  gone: 410,
  tooLarge: 413,
  unsupportedType: 415,
  tooManyRequests: 429,
  serverError: 500,
} as const;

/** Codes after which the web app forgets the token and sends the user to /login (docs/product.md#errors). */
export const AUTH_FAILURE_CODES: readonly number[] = [300, 401];
