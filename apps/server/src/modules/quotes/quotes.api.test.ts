import fs from 'node:fs';
import { api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { type CallOptions, callUnchecked } from '../../test/http.ts';
import { newMember } from '../../test/shop.ts';
import { testImage, upload, useOwnDataDir } from '../../test/uploads.ts';
import { quotes } from './tables.ts';

const minimal = {
  appellation: 'Ada Lovelace',
  email: 'ada@example.com',
  content: 'Die-cut stickers, 3 colours',
};

const isoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('custom quote API', () => {
  let t: TestApp;
  let dataDir: string;
  const mailer = new MemoryMailer();
  let nextIp = 1;
  /** Each call comes from a new address unless one is given, so the rate limit stays out of the way. */
  const send = (body: unknown, options: CallOptions = {}) =>
    callUnchecked(t.app, api.addQuote, body, { ip: `198.51.100.${nextIp++}`, ...options });
  const quoteCount = async () => (await t.db.select({ id: quotes.id }).from(quotes)).length;

  beforeAll(async () => {
    dataDir = useOwnDataDir();
    t = await createTestApp({ mailer });
  });
  beforeEach(() => {
    mailer.sent.length = 0;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores a quote with only the required fields and mails the shopper and the shop', async () => {
    const res = await send(minimal);
    expect(res).toMatchObject({
      status: 200,
      code: 200,
      msg: 'Thank you! We have received your quote request and will reply by email within one business day.',
    });
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, res.data.id));
    expect(row).toMatchObject({
      appellation: 'Ada Lovelace',
      email: 'ada@example.com',
      content: 'Die-cut stickers, 3 colours',
      qty: null,
      dateRequirements: null,
      fileUrls: [],
      lang: 'en',
      memberId: null,
    });
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['ada@example.com', 'support@inkfold.example']);
    const [confirmation, notification] = mailer.sent;
    expect(confirmation!.subject).toMatch(/^We received your quote request Q\d{6}$/);
    expect(confirmation!.text).toContain('Die-cut stickers, 3 colours');
    expect(notification!.replyTo).toBe('ada@example.com');
  });

  it('stores every field, the attached uploads and the language, with mails in that language linking to the shop whatever the Host header says', async () => {
    const first = await upload(t.app, await testImage('png'));
    const second = await upload(t.app, await testImage('jpeg'));
    const date = isoDate(30);
    const res = await send(
      {
        ...minimal,
        appellation: '王小明',
        companyName: '墨折科技',
        productName: '名片',
        qty: 500,
        material: '铜版纸',
        processing: '烫金',
        daterequirements: date,
        mobile: '(555)010-0199',
        fileurl: `${first.data.url},${second.data.url}`,
      },
      { lang: 'zh', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
    );
    expect(res).toMatchObject({
      status: 200,
      msg: '感谢您的询价！我们已收到您的需求，将在一个工作日内通过邮件回复您。',
    });
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, res.data.id));
    expect(row).toMatchObject({
      appellation: '王小明',
      companyName: '墨折科技',
      productName: '名片',
      qty: 500,
      material: '铜版纸',
      processing: '烫金',
      dateRequirements: date,
      mobile: '(555)010-0199',
      fileUrls: [first.data.url, second.data.url],
      lang: 'zh',
    });
    const [confirmation, notification] = mailer.sent;
    expect(confirmation!.subject).toMatch(/^我们已收到您的询价 Q\d{6}$/);
    expect(confirmation!.text).toContain('王小明，您好');
    // No PUBLIC_URL in the tests: the links point at the shop's own port.
    expect(notification!.text).toContain(`http://localhost:3000${first.data.url}`);
    expect(notification!.html).toContain(`<a href="http://localhost:3000${second.data.url}">`);
    expect(notification!.text + notification!.html).not.toContain('evil.example');
  });

  it('links the quote to the member whose token comes with it', async () => {
    const member = await newMember(t.db);
    const res = await send(minimal, { token: member.token });
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, res.data.id));
    expect(row!.memberId).toBe(member.id);
  });

  it('reports the first missing field in the form order: name, email, remark', async () => {
    const missing = async (body: object) => (await send(body)).msg;
    expect(await missing({})).toBe('Please input name');
    expect(await missing({ appellation: 'A' })).toBe('Please input email');
    expect(await missing({ appellation: 'A', email: 'a@example.com' })).toBe('Please input content');
    expect(await missing({ ...minimal, appellation: '   ' })).toBe('Please input name');
    expect(await missing({ ...minimal, content: '' })).toBe('Please input content');
  });

  it('refuses too long, mistyped and impossible values with 400, storing and mailing nothing', async () => {
    const before = await quoteCount();
    const unknownUpload = `/uploads/${'ab'.repeat(16)}.png`;
    const { data } = await upload(t.app, await testImage('png'));
    const eleven = await Promise.all(
      Array.from({ length: 11 }, async () => (await upload(t.app, await testImage('gif', 1, 1))).data.url),
    );
    for (const body of [
      { ...minimal, appellation: 'x'.repeat(51) },
      { ...minimal, email: `${'x'.repeat(95)}@example.com` },
      { ...minimal, email: 'not-an-email' },
      { ...minimal, content: 'x'.repeat(2001) },
      { ...minimal, companyName: 'x'.repeat(101) },
      { ...minimal, productName: 'x'.repeat(101) },
      { ...minimal, material: 'x'.repeat(201) },
      { ...minimal, processing: 'x'.repeat(201) },
      { ...minimal, mobile: 'x'.repeat(31) },
      { ...minimal, appellation: 42 },
      { ...minimal, content: ['several', 'lines'] },
      { ...minimal, email: { address: 'a@example.com' } },
      { ...minimal, qty: 'many' },
      { ...minimal, qty: 0 },
      { ...minimal, qty: 2.5 },
      { ...minimal, qty: 10_000_001 },
      { ...minimal, daterequirements: '2030-02-30' },
      { ...minimal, daterequirements: '01/02/2030' },
      { ...minimal, daterequirements: isoDate(-3) },
      { ...minimal, fileurl: unknownUpload },
      { ...minimal, fileurl: `${data.url},${unknownUpload}` },
      { ...minimal, fileurl: data.url.replace('.png', '.jpg') },
      { ...minimal, fileurl: `https://elsewhere.example${data.url}` },
      { ...minimal, fileurl: '/uploads/../../etc/passwd' },
      { ...minimal, fileurl: eleven.join(',') },
      { ...minimal, fileurl: [data.url] },
    ]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.code).toBe(400);
      expect(res.msg.length).toBeGreaterThan(0);
    }
    expect(await quoteCount()).toBe(before);
    expect(mailer.sent).toEqual([]);
  });

  it('explains a past date and an unknown file in the shopper’s language', async () => {
    expect((await send({ ...minimal, daterequirements: isoDate(-3) })).msg).toBe(
      'The date requirement cannot be in the past',
    );
    expect((await send({ ...minimal, daterequirements: isoDate(-3) }, { lang: 'zh' })).msg).toBe(
      '交货日期不能早于今天',
    );
    const unknown = await send({ ...minimal, fileurl: `/uploads/${'cd'.repeat(16)}.webp` }, { lang: 'zh' });
    expect(unknown.msg).toBe('找不到所附文件，请重新上传');
    expect((await send({ ...minimal, daterequirements: isoDate(0) })).status).toBe(200);
  });

  it('accepts empty optional values as not given', async () => {
    const res = await send({ ...minimal, qty: '', daterequirements: '', fileurl: '', companyName: '' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, res.data.id));
    expect(row).toMatchObject({ qty: null, dateRequirements: null, fileUrls: [] });
  });

  it('reads a quantity a form sends as text as the number, and names what is wrong with one', async () => {
    const res = await send({ ...minimal, qty: ' 500 ' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, res.data.id));
    expect(row!.qty).toBe(500);
    expect((await send({ ...minimal, qty: 'many' })).msg).toBe('Please enter a number for quantity');
    expect((await send({ ...minimal, qty: '2.5' }, { lang: 'zh' })).msg).toBe('请为数量填写整数');
    expect((await send({ ...minimal, qty: true })).msg).toBe('Please enter a number for quantity');
    expect((await send({ ...minimal, daterequirements: 'soon' })).msg).toBe(
      'Date requirement must be a date written as YYYY-MM-DD',
    );
  });

  it('limits quotes per address', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 10; i++) expect((await send(minimal, { ip })).status).toBe(200);
    const limited = await send(minimal, { ip });
    expect(limited).toMatchObject({ status: 429, code: 429 });
  });
});
