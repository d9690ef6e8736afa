import { admin, api, ENDPOINTS, type Endpoint } from '@printshop/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.ts';
import { content, inputFields } from '../test/contract-inputs.ts';
import { answerOf, requestFor } from '../test/http.ts';
import { newMember } from '../test/shop.ts';
import { newStaff, type TestStaff } from '../test/staff.ts';

/**
 * A valid value of every field name, so that in each request the hostile value is the one
 * thing wrong and reaches as far into the call as it can.
 */
const VALID: Record<string, unknown> = {
  email: 'fuzz@example.com',
  password: 'fuzz-password-1',
  mobile: '5550100',
  firstname: 'Fuzz',
  lastname: 'Tester',
  nickname: 'Fuzzy',
  // Never the member's password: a change would end the session the other calls use.
  odlpassword: 'not-the-password',
  confirmpassword: 'fuzz-password-2',
  ckey: 'no-such-key',
  newpassword: 'fuzz-password-2',
  confirmnewpassword: 'fuzz-password-2',
  type: 1,
  companyName: 'Fuzz Ltd',
  country: 'United States',
  countryCode: 'US',
  address: '1 Test Street',
  remark: 'Suite 2',
  city: 'Springfield',
  province: 'California',
  provinceCode: 'CA',
  postalcode: '90001',
  phone: '5550100',
  pid: 1,
  level: 1,
  appellation: 'Fuzz',
  content: 'Hello',
  productName: 'card',
  qty: 500,
  material: 'Card',
  processing: 'Foil',
  daterequirements: '',
  fileurl: '',
  name: 'Fuzz',
  companyname: 'Fuzz Ltd',
  file: 'not a file',
  dryRun: 'true',
  productNo: 'BC-1001',
  // The pages or sides a design's chosen options print.
  pages: 1,
  pagesize: 1,
  pagenum: 5,
  id: 1,
  productId: 1,
  skucode: 'BC-1001-X',
  skulist: [],
  unitPrice: 1,
  productNum: 1,
  cartjson: [{ cartId: 1, productNum: 1 }],
  cartId: 1,
  designdraft: '',
  paytype: 1,
  coupon: '',
  deliveryfee: 0,
  tax: 0,
  pageSize: 5,
  pageNum: 1,
  sta: 2,
  queryparam: '',
  orderId: 1,
  orderNo: 'IP20260101000001',
  orderItemId: 1,
  stage: 0,
  state: 'approved',
  payment: 'paid',
  q: 'card',
  from: '2026-01-01',
  to: '2026-12-31',
  late: 1,
  ids: '1,2',
  sort: 'total',
  dir: 'asc',
  page: 1,
  size: 20,
  text: 'A note',
  staff: 1,
  entity: 'order',
  entityId: 1,
  action: 'order.note',
  cardNo: '4242424242424242',
  validityperiod: '12/40',
  safetycode: '123',
  itemId: 1,
  items: '1,2',
  message: 'Your proof',
  carrier: 'UPS',
  trackingNo: '1Z999AA10123456784',
  reason: 'Asked by the customer',
  requestId: '3f1c2b9e-8d4a-4c7b-9e2f-1a2b3c4d5e6f',
  // A refund takes an amount or items, not both: with both its requests are a readable 400 at worst.
  amount: 1,
  itemIds: [1],
  proofId: 1,
  comment: 'Bigger logo',
  // Staff id 1 is a demo staff member, not the owner sending the calls: no change locks it out.
  role: 'owner',
  active: true,
  notices: ['orderPaid'],
  // Never the owner's password: a change would end the session the other calls use.
  current: 'not-the-password',
  code: 'FUZZ10',
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  usageLimit: 10,
  perCustomerLimit: 1,
  // Valid tax rates; as shipping fees they lack the row for everywhere else, a readable 400.
  rates: [
    {
      countryCode: 'US',
      provinceCode: 'CA',
      rate: 7.25,
      fee: 9.95,
      freeOver: 99,
      transitMinDays: 2,
      transitMaxDays: 5,
    },
  ],
  rate: 7.25,
  hometitle: { en: 'Inkfold Print', zh: '墨折印刷' },
  title: { en: 'Inkfold', zh: '墨折' },
  en: 'Inkfold',
  visibility: 'shown',
  productNos: ['BC-1001'],
  categoryId: 1,
  codes: 'x',
  skus: [{ codes: 'x', price: 10 }],
  price: 10,
  percent: 5,
  zh: '墨折',
  fee: 9.95,
  freeOver: 99,
  transitMinDays: 2,
  transitMaxDays: 5,
  // The shop's calendar: a holiday's day is a `date`, its name a `label`.
  cutoff: '12:00',
  holidays: [{ date: '2026-12-25', label: { en: 'Christmas Day', zh: '圣诞节' } }],
  // A product's editor; its name and remark are other calls' strings, a readable 400 at worst.
  serverContent: { en: '<p>We check your file</p>', zh: '<p>我们会检查您的文件</p>' },
  featureTags: { en: ['Thick'], zh: ['厚'] },
  overview: [{ key: { en: 'Size', zh: '尺寸' }, value: { en: '2 x 3 in', zh: '2×3 英寸' } }],
  key: { en: 'Size', zh: '尺寸' },
  images: ['/media/product/business-card/1.webp'],
  topSeller: false,
  featured: false,
  isNew: false,
  bestDeal: false,
  productionDays: 3,
  printSize: { trimWidthMm: 89, trimHeightMm: 51, bleedMm: 3 },
  trimWidthMm: 89,
  trimHeightMm: 51,
  bleedMm: 3,
  groups: [
    { name: { en: 'Paper', zh: '纸张' }, values: [{ code: 'P1', label: { en: 'Matte', zh: '哑光' } }] },
  ],
  values: [{ code: 'P1', label: { en: 'Matte', zh: '哑光' } }],
  label: { en: 'Matte', zh: '哑光' },
  // The home page's partners, comments and trust blocks.
  author: 'Fuzz Tester',
  body: { en: 'Lovely cards', zh: '名片很好' },
  stars: 5,
  // A buyer's review (its title is the articles' two languages: a readable 400 at worst).
  fraction: 5,
  date: '2026-01-01',
  icon: '/media/trust/1.webp',
  blocks: Array.from({ length: 3 }, () => ({
    icon: '/media/trust/1.webp',
    title: { en: 'Quality', zh: '品质' },
    body: { en: 'Reprinted free', zh: '免费重印' },
  })),
  // A subcategory of a level-1 category (id 1 is the first seeded one).
  parentId: 1,
  slug: 'fuzz-category',
  img: '/media/category/business-cards.webp',
  bannerImg: '/media/banner/home.webp',
  bannerMobileImg: '/media/banner/home-mobile.webp',
  popular: false,
  // The articles and the blog.
  subheading: { en: 'In short', zh: '简介' },
  categories: [1],
  status: 'draft',
  publishedOn: '2026-01-01',
  // An offer on a quote (its link's `key` is the overview's, a readable 400 there at worst).
  lines: [{ title: 'Kraft boxes', quantity: 500, price: 120 }],
  quantity: 500,
  validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  // The contact messages' inbox: a reply's text is `text`; a message's status is another call's `status`.
  assigned: 'me',
  staffId: 1,
};

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

/** A validator's own words, which a shopper must never read. */
const RAW_VALIDATOR_TEXT = /too small|too big|invalid input|expected .* received|>=|<=|数值过|无效输入/i;

/** A request with `written` added to its query string or form body exactly as written. */
function appended(options: InjectOptions, written: string): InjectOptions {
  if (options.method === 'GET') {
    const url = String(options.url);
    return { ...options, url: `${url}${url.includes('?') ? '&' : '?'}${written}` };
  }
  return { ...options, payload: [options.payload, written].filter(Boolean).join('&') };
}

/**
 * A copy of `input` with the value at `path` (0 = the first element of a list) replaced. A field
 * name's valid value may be flat in one call and nested in another (`content`: a quote's text, an
 * article's two languages): where the path goes deeper than the value, an object takes its place.
 */
function withValue(input: Record<string, unknown>, path: (string | number)[], value: unknown) {
  const copy = structuredClone(input);
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string | number, unknown>;
  }
  target[path.at(-1)!] = value;
  return copy;
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

  /** Who sends each case: the shop's calls a member's token, the back office's an owner's session; and nobody. */
  const senders = (endpoint: Endpoint): (Record<string, string> | undefined)[] => {
    if (ENDS_SESSION.has(endpoint.path)) return [undefined];
    return [endpoint.staff ? owner.headers : { token }, undefined];
  };
  afterAll(() => t.close());

  it('has a valid value for every field it fuzzes', () => {
    const missing = ENDPOINTS.flatMap((e) => inputFields(e.input).map((f) => f.name)).filter(
      (name) => !Object.hasOwn(VALID, name),
    );
    expect(missing).toEqual([]);
  });

  it('refuses NUL and unpaired surrogates in every text field of every call, by the contract', () => {
    const passed = ENDPOINTS.flatMap((endpoint) => {
      const valid = Object.fromEntries(inputFields(endpoint.input).map((f) => [f.name, VALID[f.name]]));
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
        fields.filter((f) => f.path.length === 1).map((f) => [f.name, VALID[f.name]]),
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
          else if (res.statusCode >= 400 && (!body.msg || RAW_VALIDATOR_TEXT.test(body.msg))) {
            failures.push(`${who} ${name}: ${res.statusCode} unreadable "${body.msg}"`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
