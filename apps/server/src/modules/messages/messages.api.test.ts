import { api } from '@printshop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { type CallOptions, callUnchecked } from '../../test/http.ts';
import { contactMessages } from './tables.ts';

const valid = {
  name: 'Grace Hopper',
  mobile: '(555)010-0142',
  email: 'grace@example.com',
  companyname: 'Compilers Inc.',
  content: 'Can you print 2,000 menus on recycled card by Friday?',
};

describe('contact form API', () => {
  let t: TestApp;
  const mailer = new MemoryMailer();
  let nextIp = 1;
  /** Each message comes from a new address unless one is given, so the rate limit stays out of the way. */
  const send = (body: unknown, options: CallOptions = {}) =>
    callUnchecked(t.app, api.addSuggestion, body, { ip: `198.51.100.${nextIp++}`, ...options });
  const stored = () => t.db.select().from(contactMessages);

  beforeAll(async () => {
    t = await createTestApp({ mailer });
  });
  beforeEach(() => {
    mailer.sent.length = 0;
  });
  afterAll(() => t.close());

  it('stores the message and mails the shop, who can reply to the sender', async () => {
    const res = await send(valid);
    expect(res).toMatchObject({
      status: 200,
      code: 200,
      msg: 'Thank you for your message. We will get back to you within one business day.',
      data: null,
    });
    expect(await stored()).toEqual([
      expect.objectContaining({
        name: 'Grace Hopper',
        mobile: '(555)010-0142',
        email: 'grace@example.com',
        companyName: 'Compilers Inc.',
        content: valid.content,
        lang: 'en',
      }),
    ]);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      to: 'support@inkfold.example',
      replyTo: 'grace@example.com',
      subject: 'Contact form: message from Grace Hopper',
    });
    expect(mailer.sent[0]!.text).toContain(valid.content);
  });

  it('takes the company name as optional and answers in Chinese', async () => {
    const { companyname: _, ...withoutCompany } = valid;
    const res = await send({ ...withoutCompany, name: '李雷' }, { lang: 'zh' });
    expect(res).toMatchObject({ status: 200, msg: '感谢您的留言，我们将在一个工作日内回复您。' });
    expect(mailer.sent[0]!.subject).toBe('留言表单：来自 李雷 的留言');
  });

  it('escapes what the sender typed in the HTML mail', async () => {
    await send({ ...valid, content: '<img src=x onerror=alert(1)> & more' });
    expect(mailer.sent[0]!.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(mailer.sent[0]!.html).not.toContain('<img');
  });

  it('reports the first missing field in the form order: name, mobile, email, message', async () => {
    const missing = async (body: object) => (await send(body)).msg;
    expect(await missing({})).toBe('Please input your name');
    expect(await missing({ name: 'A' })).toBe('Please input your phone number');
    expect(await missing({ name: 'A', mobile: '1' })).toBe('Please input your email');
    expect(await missing({ name: 'A', mobile: '1', email: 'a@example.com' })).toBe(
      'Please input your message',
    );
  });

  it('refuses missing, too long and mistyped values with 400, storing and mailing nothing', async () => {
    const before = (await stored()).length;
    for (const body of [
      { ...valid, name: '' },
      { ...valid, mobile: '  ' },
      { ...valid, email: '' },
      { ...valid, content: '' },
      { ...valid, name: 'x'.repeat(21) },
      { ...valid, mobile: '1'.repeat(15) },
      { ...valid, companyname: 'x'.repeat(51) },
      { ...valid, content: 'x'.repeat(2001) },
      { ...valid, email: `${'x'.repeat(95)}@example.com` },
      { ...valid, email: 'grace at example dot com' },
      { ...valid, name: 12 },
      { ...valid, mobile: 5550100 },
      { ...valid, content: { text: 'hi' } },
      { ...valid, companyname: ['A', 'B'] },
    ]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.code).toBe(400);
    }
    expect((await stored()).length).toBe(before);
    expect(mailer.sent).toEqual([]);
  });

  it('accepts the longest values the form allows', async () => {
    const res = await send({
      ...valid,
      name: 'x'.repeat(20),
      mobile: '1'.repeat(14),
      companyname: 'x'.repeat(50),
      content: 'x'.repeat(2000),
    });
    expect(res.status).toBe(200);
  });

  it('limits messages per address', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) expect((await send(valid, { ip })).status).toBe(200);
    expect(await send(valid, { ip })).toMatchObject({ status: 429, code: 429 });
  });
});
