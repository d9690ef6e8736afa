import { AUTH_FAILURE_CODES, CODE, type Envelope, encodeRequest, type Lang } from '@printshop/contract';
import {
  type CallArgs,
  type CallOutput,
  WEB_ENDPOINTS,
  type WebCall,
  type WebEndpoint,
} from './api-endpoints';
import { loginHref } from './login-redirect';
import { clearSession, readSession } from './session';

/** A call that did not answer code 200. `code` 0 means the shop could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/**
 * Unwraps `{code, msg, data}`. A body that is not an envelope (a proxy's HTML error page, say)
 * becomes an ApiError with the HTTP status and no msg, so the caller shows its own text.
 */
export async function readEnvelope<T>(response: Response): Promise<T> {
  return (await readAnswer<T>(response)).data;
}

/** A successful answer with its msg, for the calls whose msg the shopper reads (docs/product.md#errors). */
export interface Answer<T> {
  data: T;
  msg: string;
}

/** Like readEnvelope, keeping the msg. */
export async function readAnswer<T>(response: Response): Promise<Answer<T>> {
  const body: unknown = await response.json().catch(() => null);
  if (!isEnvelope(body)) throw new ApiError(response.status, '');
  const msg = typeof body.msg === 'string' ? body.msg : '';
  if (body.code !== CODE.ok) throw new ApiError(body.code, msg);
  return { data: body.data as T, msg };
}

/** The server's msg when it sent one, else the caller's generic text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The calls of the contract, by their name in it, with the contract's input and answer types. */
export interface BrowserApi {
  /** The answer's data. */
  call<Name extends WebCall>(name: Name, ...input: CallArgs<Name>): Promise<CallOutput<Name>>;
  /** The answer's data and msg, for the calls whose msg the shopper reads on success. */
  callWithMsg<Name extends WebCall>(name: Name, ...input: CallArgs<Name>): Promise<Answer<CallOutput<Name>>>;
}

/** The URL and request of one call, encoded as the contract says (`encodeRequest`). */
export function request(endpoint: WebEndpoint, lang: Lang, input: object): [string, RequestInit] {
  const { method, url, body, contentType } = encodeRequest(endpoint, input, lang);
  return [url, { method, body, headers: contentType ? { 'content-type': contentType } : {} }];
}

/** Set once the page is on its way to /login, so the calls refused with it do not navigate again. */
let leaving = false;

/**
 * Calls from the browser: relative /api URLs, the language and the stored token as headers.
 * Codes 300 and 401 mean the token is no longer good: it is forgotten and the shopper goes
 * to /login with a full page load (docs/product.md#errors), told why and sent back afterwards; the
 * error still reaches the caller. `moreHeaders` are read at each call and sent with it (a
 * visitor's design key, which its first save hands out).
 */
export function createBrowserApi(
  lang: Lang,
  moreHeaders: () => Record<string, string> = () => ({}),
): BrowserApi {
  async function send<T>(url: string, init: RequestInit): Promise<Answer<T>> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(moreHeaders())) headers.set(name, value);
    headers.set('lang', lang);
    const token = readSession()?.token;
    if (token) headers.set('token', token);
    const response = await fetch(url, { ...init, headers }).catch(() => {
      throw new ApiError(0, '');
    });
    try {
      return await readAnswer<T>(response);
    } catch (error) {
      if (error instanceof ApiError && AUTH_FAILURE_CODES.includes(error.code) && !leaving) {
        // A page's calls are refused together; one navigation, or each would cancel the last.
        leaving = true;
        clearSession();
        window.location.assign(loginHref(window.location.pathname + window.location.search, 'expired'));
      }
      throw error;
    }
  }
  const callWithMsg = <Name extends WebCall>(name: Name, ...[input]: CallArgs<Name>) =>
    send<CallOutput<Name>>(...request(WEB_ENDPOINTS[name], lang, input ?? {}));
  return {
    call: async (name, ...input) => (await callWithMsg(name, ...input)).data,
    callWithMsg,
  };
}
