import { type Endpoint, type Lang, type OutputOf, routeHref, type SentInputOf } from '@printshop/contract';
import type { AppLoadContext } from 'react-router';
import { readEnvelope } from './api';

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    /** Given by the production server: answers /api calls in-process, without a network hop. */
    apiFetch?: ApiFetch;
  }
}

const SERVER_TIMEOUT_MS = 10_000;

/** Dev mode (`react-router dev`) has no load context: the API is a separate process. */
function networkFetch(path: string, init?: RequestInit): Promise<Response> {
  const base = process.env.API_URL ?? 'http://127.0.0.1:3001';
  return fetch(base + path, { ...init, signal: AbortSignal.timeout(SERVER_TIMEOUT_MS) });
}

/** A public GET call from a loader; throws ApiError when the answer is not code 200. */
export async function loadFromApi<E extends Endpoint>(
  context: AppLoadContext,
  lang: Lang,
  endpoint: E,
  input: SentInputOf<E>,
): Promise<OutputOf<E>> {
  if (endpoint.method !== 'GET') throw new Error(`${endpoint.path} is not a GET call`);
  const apiFetch = context.apiFetch ?? networkFetch;
  const response = await apiFetch(routeHref(endpoint, input as object, lang), { headers: { lang } });
  return readEnvelope<OutputOf<E>>(response);
}
