import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import {
  ADMIN_ROUTES,
  API_ROUTES,
  type CallInputOf,
  type CallName,
  type CallOutputOf,
  encodeRequest,
  type Lang,
  routeHref,
} from '@printshop/contract';

/** Every call's route by its name, the storefront's and the back office's: the tests call both. */
export const CALL_ROUTES = { ...API_ROUTES, ...ADMIN_ROUTES };

/**
 * The browser tests' one client of the API: every call by its name in the contract, encoded as the
 * shop's own clients encode it (the contract's `encodeRequest`), its input and answer typed by the
 * contract. No test writes a path, a method or an envelope reader itself.
 */

export interface CallOptions {
  /** The member's session token, for a member's call. */
  token?: string;
  lang?: Lang;
}

/** The Origin a page of the shop sends, which staff log-ins and writes must carry (docs/staff.md). */
export function shopOrigin(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('the browser tests need a baseURL');
  return new URL(baseURL).origin;
}

/** Sends a call and answers the response as it is, for a test of a refusal. */
export function sendCall<Name extends CallName>(
  request: APIRequestContext,
  name: Name,
  input: CallInputOf<Name>,
  { token, lang }: CallOptions = {},
): Promise<APIResponse> {
  const { method, url, body, contentType } = encodeRequest(CALL_ROUTES[name], input as object, lang);
  const headers: Record<string, string> = { origin: shopOrigin() };
  if (contentType) headers['content-type'] = contentType;
  if (token) headers.token = token;
  if (lang) headers.lang = lang;
  return body instanceof FormData
    ? request.fetch(url, { method, headers, multipart: body })
    : request.fetch(url, { method, headers, data: body });
}

/** The data of a call that must succeed (code 200); anything else fails the test with its msg. */
export async function callApi<Name extends CallName>(
  request: APIRequestContext,
  name: Name,
  input: CallInputOf<Name>,
  options?: CallOptions,
): Promise<CallOutputOf<Name>> {
  const response = await sendCall(request, name, input, options);
  const body = (await response.json()) as { code: number; msg: string; data: CallOutputOf<Name> };
  expect(body.code, `${name}: ${body.msg}`).toBe(200);
  return body.data;
}

/** A GET call's address, for a link a test opens or a document it downloads. */
export function callHref<Name extends CallName>(name: Name, input: CallInputOf<Name>, lang?: Lang): string {
  return routeHref(CALL_ROUTES[name], input as object, lang);
}

function pathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+')}$`);
}

/** A matcher of the URLs of the named calls, for waiting on a response or allowing an error. */
export function isCall(...names: CallName[]): (url: URL) => boolean {
  const patterns = names.map((name) => pathPattern(CALL_ROUTES[name].path));
  return (url) => patterns.some((pattern) => pattern.test(url.pathname));
}

/** Every call of the back office. */
export const ADMIN_CALLS = Object.keys(ADMIN_ROUTES) as (keyof typeof ADMIN_ROUTES)[];

/** Any address under the API, known call or not. */
export function isApiUrl(url: URL): boolean {
  return url.pathname.startsWith('/api/');
}
