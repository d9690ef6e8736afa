import type { Lang } from './lang.ts';
import type { Route } from './routes.ts';

/**
 * A call as it travels, whoever sends it (the storefront, the back office, the API and browser
 * tests): the URL with its path filled and its query, and the body with its content type.
 */
export interface EncodedRequest {
  method: Route['method'];
  url: string;
  /** JSON or URL-encoded text, or multipart form data; none for a GET. */
  body?: string | FormData;
  /** Set for JSON and form bodies; a multipart body's is written by the sender, with its boundary. */
  contentType?: string;
}

/** A value as a form or query writes it: a list as repeated fields, an object as JSON. */
function textValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)];
}

/** The fields of an input that are given: undefined and null are left out. */
function given(input: object): [string, unknown][] {
  return Object.entries(input).filter(([, value]) => value !== undefined && value !== null);
}

function textFields(input: object): [string, string][] {
  return given(input).flatMap(([name, value]) =>
    textValues(value).map((one): [string, string] => [name, one]),
  );
}

/**
 * A path segment's value, encoded. A lone surrogate, which encodeURIComponent refuses, goes as the
 * UTF-8 a lenient client would send (U+FFFD), so the API tests' hostile values still travel.
 */
function pathSegment(value: unknown): string {
  const text = value === undefined || value === null ? '' : (textValues(value)[0] ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return [...new TextEncoder().encode(text)]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

/** The path with its `:name` segments filled from the input's fields of those names, and the other fields. */
function fillPath(path: string, input: object): [string, Record<string, unknown>] {
  const rest: Record<string, unknown> = { ...input };
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const segment = pathSegment(rest[name]);
    delete rest[name];
    return segment;
  });
  return [filled, rest];
}

/** A query string's fields, with the language last when there is one. */
function query(fields: object, lang?: Lang): string {
  const params = new URLSearchParams(textFields(fields));
  if (lang) params.set('lang', lang);
  return params.size ? `?${params}` : '';
}

/**
 * The one encoding of a call: path parameters filled from the input, a GET's other fields as the
 * query (with the language when given, as a link needs), else the body the route takes: JSON, a
 * form, or multipart where a File or Blob travels as a file part.
 */
export function encodeRequest(route: Route, input: object = {}, lang?: Lang): EncodedRequest {
  const [path, fields] = fillPath(route.path, input);
  const { method } = route;
  if (method === 'GET') return { method, url: path + query(fields, lang) };
  if (route.body === 'json') {
    return { method, url: path, body: JSON.stringify(fields), contentType: 'application/json' };
  }
  if (route.body === 'multipart') {
    const form = new FormData();
    for (const [name, value] of given(fields)) {
      if (value instanceof Blob) form.append(name, value);
      else for (const one of textValues(value)) form.append(name, one);
    }
    return { method, url: path, body: form };
  }
  return {
    method,
    url: path,
    body: new URLSearchParams(textFields(fields)).toString(),
    contentType: 'application/x-www-form-urlencoded',
  };
}

/** A GET call's address, for a plain link or a test's URL: the path filled, the rest and the language as the query. */
export function routeHref(route: Route, input: object = {}, lang?: Lang): string {
  return encodeRequest({ ...route, method: 'GET' }, input, lang).url;
}
