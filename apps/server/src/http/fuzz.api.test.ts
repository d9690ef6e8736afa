import { admin, api, ENDPOINTS, type Endpoint } from '@printshop/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.ts';
import { content, inputFields, withValue } from '../test/contract-inputs.ts';
import { answerOf, requestFor } from '../test/http.ts';
import { newMember } from '../test/shop.ts';
import { newStaff, type TestStaff } from '../test/staff.ts';
import { VALID_VALUES } from '../test/valid-values.ts';
import { VALIDATOR_WORDING } from '../test/validator-wording.ts';

/** What any field may receive, in any encoding. */
const HOSTILE: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'x'.repeat(100_000),
  '',
  '   ',
  '1e309',
  '-1',
  '-0',
  'NaN',
  'Infinity',
  '1.5',
  '0x10',
  '9'.repeat(40),
  '2147483648',
  'true',
  '__proto__',
  "'; drop table members; --",
  ['1', '2'],
  { __proto__: null, polluted: 1 },
];

/** What only JSON can carry. */
const HOSTILE_JSON: unknown[] = [
  null,
  true,
  1e308,
  -1,
  2 ** 53,
  0.5,
  [],
  JSON.parse('{"__proto__":{"x":1}}'),
];

/** Bytes a form or query string can carry that are not text: NUL, a surrogate, broken UTF-8. */
const HOSTILE_ENCODED = ['%00', '%ED%A0%80', '%FF', '%C0%80', '%E4%B8'];

/** Whole bodies and query strings that are wrong as a whole. */
const HOSTILE_JSON_BODIES = [
  '[]',
  '"x"',
  'null',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];
const HOSTILE_QUERIES = ['__proto__[x]=1&constructor[prototype][x]=1', 'a=1&a=2&a=3', '%00=%00'];

/** A request with `written` added to its query string or form body exactly as written. */
function appended(options: InjectOptions, written: string): InjectOptions {
  if (options.method === 'GET') {
    const url = String(options.url);
    return { ...options, url: `${url}${url.includes('?') ? '&' : '?'}${written}` };
  }
  return { ...options, payload: [options.payload, written].filter(Boolean).join('&') };
}

/** Calls that end the session of the token or cookie they are sent with: fuzzed without one. */
const ENDS_SESSION = new Set([api.logout.path, admin.adminLogout.path]);

describe('every call with hostile input', () => {
  let t: TestApp;
  let token: string;
  let owner: TestStaff;

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await newMember(t.db));
    owner = await newStaff(t.db, 'owner');
  });

  /**
   * Who sends each case: a member's or staff call its member's token or owner's session, as its
   * input is read only after them (nobody gets the 401 the session tests check); an open call a
   * member's token and nobody, as it may read either.
   */
  const senders = (endpoint: Endpoint): (Record<string, string> | undefined)[] => {
    if (ENDS_SESSION.has(endpoint.path)) return [undefined];
    if (endpoint.staff) return [owner.headers];
    return endpoint.auth ? [{ token }] : [{ token }, undefined];
  };
  afterAll(() => t.close());

  it('has a valid value for every field it fuzzes', () => {
    const missing = ENDPOINTS.flatMap((e) => inputFields(e.input).map((f) => f.name)).filter(
      (name) => !Object.hasOwn(VALID_VALUES, name),
    );
    expect(missing).toEqual([]);
  });

  it('refuses NUL and unpaired surrogates in every text field of every call, by the contract', () => {
    const passed = ENDPOINTS.flatMap((endpoint) => {
      const valid = Object.fromEntries(
        inputFields(endpoint.input).map((f) => [f.name, VALID_VALUES[f.name]]),
      );
      return inputFields(endpoint.input)
        .filter((field) => content(field.schema) instanceof z.ZodString)
        .flatMap((field) =>
          ['a\u0000', '\ud800']
            .filter((value) => {
              const result = endpoint.input.safeParse(withValue(valid, field.path, value));
              return !result.error?.issues.some(
                (issue) => issue.code === 'custom' && issue.params?.reason === api.UNSTORABLE_TEXT,
              );
            })
            .map((value) => `${endpoint.path} ${field.path.join('.')}=${JSON.stringify(value)}`),
        );
    });
    expect(passed).toEqual([]);
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path} answers below 500 with a readable message`, async () => {
      const fields = inputFields(endpoint.input);
      const valid = Object.fromEntries(
        fields.filter((f) => f.path.length === 1).map((f) => [f.name, VALID_VALUES[f.name]]),
      );
      const cases: [string, InjectOptions][] = [];
      // Query strings and forms carry bytes as written; JSON and multipart bodies do not.
      const writtenAsText = endpoint.method === 'GET' || endpoint.body === 'form';
      for (const { path } of fields) {
        const values = endpoint.body === 'json' ? [...HOSTILE, ...HOSTILE_JSON] : HOSTILE;
        for (const value of values) {
          cases.push([
            `${path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`,
            requestFor(endpoint, withValue(valid, path, value)),
          ]);
        }
        if (writtenAsText && path.length === 1) {
          for (const raw of HOSTILE_ENCODED) {
            const { [path[0] as string]: _, ...others } = valid;
            const written = `${encodeURIComponent(path[0] as string)}=${raw}`;
            cases.push([`${path[0]}=${raw}`, appended(requestFor(endpoint, others), written)]);
          }
        }
      }
      if (writtenAsText) {
        for (const query of HOSTILE_QUERIES)
          cases.push([query, appended(requestFor(endpoint, valid), query)]);
      }
      if (endpoint.method === 'POST') {
        for (const body of HOSTILE_JSON_BODIES) {
          cases.push([
            `body ${body}`,
            {
              method: 'POST',
              url: endpoint.path,
              headers: { 'content-type': 'application/json' },
              payload: body,
            },
          ]);
        }
      }

      const failures: string[] = [];
      for (const [name, options] of cases) {
        for (const sent of senders(endpoint)) {
          const res = await t.app.inject({ ...options, headers: { ...options.headers, ...sent } });
          // A call that produces a document (a job ticket, a CSV) answers it as is when it succeeds.
          if (res.statusCode < 400 && endpoint.produces) continue;
          const body = answerOf(res);
          const who = sent ? (endpoint.staff ? 'staff' : 'member') : 'visitor';
          if (res.statusCode >= 500) failures.push(`${who} ${name}: ${res.statusCode} ${body.msg}`);
          else if (res.statusCode >= 400 && (!body.msg || VALIDATOR_WORDING.test(body.msg))) {
            failures.push(`${who} ${name}: ${res.statusCode} unreadable "${body.msg}"`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
