import { admin, api, type Endpoint } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../../test/app.ts';
import { auditRows } from '../../../test/audit.ts';
import { type CallInput, call, callUnchecked } from '../../../test/http.ts';
import { dayFromToday, mailedKey, newQuote, OFFER, offerOn } from '../../../test/quotes.ts';
import { newMember, saveTestAddress } from '../../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { hashSecret } from '../../identity/sessions.ts';
import { quotes } from '../tables.ts';

describe('quotes in the back office: /api/admin/quotes', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  const mailer = new MemoryMailer();

  const offer = (id: number, fields: Partial<CallInput<typeof admin.adminQuoteOffer>> = {}, lang?: string) =>
    callUnchecked(
      t.app,
      admin.adminQuoteOffer,
      { id, ...OFFER, ...fields },
      { headers: staff.support.headers, lang },
    );
  const decline = (id: number, message: unknown = 'We do not print on wood.', lang?: string) =>
    callUnchecked(t.app, admin.adminQuoteDecline, { id, message }, { headers: staff.support.headers, lang });
  const detail = (id: number) =>
    call(t.app, admin.adminQuoteDetail, { id }, { headers: staff.support.headers });
  const list = (input: CallInput<typeof admin.adminQuoteList>) =>
    call(t.app, admin.adminQuoteList, input, { headers: staff.support.headers });
  const offerOfKey = (key: string) => call(t.app, api.quoteOfferDetail, { key });

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    staff = await staffOfEveryRole(t.db);
  });
  beforeEach(() => {
    mailer.sent.length = 0;
    vi.restoreAllMocks();
  });
  afterAll(() => t.close());

  it('lists quotes newest first by status, read as staff read it, and finds them by email, name or company', async () => {
    const tag = `inbox${Date.now()}`;
    const fresh = await newQuote(t.db, { appellation: `${tag} Fresh` });
    const offered = await newQuote(t.db, { companyName: `${tag} Offered Ltd` });
    await offerOn(t.app, mailer, staff.support, offered);
    const expired = await newQuote(t.db, { appellation: `${tag} Late` });
    await offerOn(t.app, mailer, staff.support, expired);
    await t.db
      .update(quotes)
      .set({ offerValidUntil: sql`now() - interval '1 minute'` })
      .where(eq(quotes.id, expired.id));
    const declined = await newQuote(t.db, { email: `${tag}-declined@example.com` });
    expect((await decline(declined.id)).status).toBe(200);

    const all = await list({ q: tag });
    expect(all.data.total).toBe(4);
    expect(all.data.list.map((row) => [row.id, row.status])).toEqual([
      [declined.id, 'declined'],
      [expired.id, 'expired'],
      [offered.id, 'offered'],
      [fresh.id, 'new'],
    ]);
    expect(all.data.list[2]).toMatchObject({
      reference: `Q${String(offered.id).padStart(6, '0')}`,
      offerTotal: 500.5,
      validUntil: OFFER.validUntil,
      companyName: `${tag} Offered Ltd`,
    });
    expect(all.data.list[3]).toMatchObject({ offerTotal: null, validUntil: null });
    for (const [status, id] of [
      ['new', fresh.id],
      ['offered', offered.id],
      ['expired', expired.id],
      ['declined', declined.id],
    ] as const) {
      expect((await list({ q: tag, status })).data.list.map((row) => row.id)).toEqual([id]);
    }
    expect((await list({ q: tag, status: 'accepted' })).data).toEqual({ list: [], total: 0 });
    expect((await list({ q: `${tag} late` })).data.list.map((row) => row.id)).toEqual([expired.id]);
    expect((await list({ q: `${tag}-DECLINED@` })).data.list.map((row) => row.id)).toEqual([declined.id]);
    expect((await list({ q: '100%_' })).data.total).toBe(0);
    const paged = await list({ q: tag, size: 3, page: 2 });
    expect(paged.data).toMatchObject({ total: 4, list: [{ id: fresh.id }] });
  });

  it('shows a quote with its request, files and the customer’s account', async () => {
    const member = await newMember(t.db);
    const quote = await newQuote(t.db, { memberId: member.id, lang: 'zh', mobile: '555 0100' });
    const res = await detail(quote.id);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: quote.id,
      status: 'new',
      lang: 'zh',
      appellation: 'Ada Lovelace',
      email: quote.email,
      mobile: '555 0100',
      productName: 'Kraft boxes',
      qty: 500,
      content: 'Kraft mailer boxes with a one-colour logo',
      files: [`/uploads/${'a'.repeat(32)}.png`, `/uploads/${'b'.repeat(32)}.png`],
      member: { id: member.id, email: member.email, name: 'Pat Buyer' },
      offer: null,
      decline: null,
      order: null,
    });
  });

  it('offers a price: mails the link in the quote’s language, stores only the key’s hash, and audits it', async () => {
    const quote = await newQuote(t.db, { lang: 'zh', appellation: '王小明' });
    const res = await offer(quote.id);
    expect(res).toMatchObject({ status: 200, msg: `Offer sent to ${quote.email}` });
    expect(res.data.mailed).toBe(true);
    expect(res.data.quote).toMatchObject({
      status: 'offered',
      offerTotal: 500.5,
      validUntil: OFFER.validUntil,
      offer: {
        lines: OFFER.lines,
        message: OFFER.message,
        offeredBy: { id: staff.support.id, email: staff.support.email },
      },
    });

    expect(mailer.sent.map((mail) => mail.to)).toEqual([quote.email]);
    const [mail] = mailer.sent;
    expect(mail!.subject).toBe(`您的询价 Q${String(quote.id).padStart(6, '0')}：我们的报价`);
    expect(mail!.text).toContain('王小明，您好');
    expect(mail!.text).toContain('Kraft mailer boxes, one-colour logo × 500：420.00 美元');
    expect(mail!.text).toContain('合计（不含税费和运费）: 500.50 美元');
    expect(mail!.text).toContain(`有效期至: ${OFFER.validUntil}`);
    expect(mail!.text).toContain(OFFER.message);
    const key = mailedKey(mailer, quote.email);
    expect(mail!.text).toContain(`http://localhost:3000/quotes/offer?key=${key}`);
    const [stored] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(stored!.offerKeyHash).toBe(hashSecret(key));
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored!.offerLines).toEqual([
      { title: 'Kraft mailer boxes, one-colour logo', quantity: 500, priceCents: 42000 },
      { title: 'Cutting die', quantity: 1, priceCents: 8050 },
    ]);

    const [entry] = await auditRows(t.db, 'quote.offer', quote.id);
    expect(entry).toMatchObject({
      staffId: staff.support.id,
      entity: 'quote',
      before: { status: 'new' },
      after: { status: 'offered', lines: OFFER.lines, validUntil: OFFER.validUntil, message: OFFER.message },
    });
  });

  it('keeps an offer or a refusal whose mail failed, and says so: only a new offer mails a new link', async () => {
    const quote = await newQuote(t.db);
    vi.spyOn(mailer, 'send').mockRejectedValueOnce(new Error('mail server down'));
    const offered = await offer(quote.id);
    expect(offered).toMatchObject({
      status: 200,
      msg: `The offer is saved, but the mail to ${quote.email} could not be sent: send the offer again for a new link`,
      data: { mailed: false, quote: { status: 'offered' } },
    });
    vi.spyOn(mailer, 'send').mockRejectedValueOnce(new Error('mail server down'));
    const declined = await decline(quote.id);
    expect(declined).toMatchObject({ status: 200, data: { mailed: false, quote: { status: 'declined' } } });
    expect(declined.msg).toBe(
      `The quote is declined, but the mail to ${quote.email} could not be sent: please write to them`,
    );
  });

  it('replaces an offer with a new one and a new key: the old link stops working', async () => {
    const quote = await newQuote(t.db);
    const first = await offerOn(t.app, mailer, staff.support, quote);
    const lines = [{ title: 'Kraft mailer boxes', quantity: 1000, price: 760 }];
    const second = await offerOn(t.app, mailer, staff.owner, quote, { ...OFFER, lines, message: '' });
    expect(second).not.toBe(first);
    expect(mailer.sent.at(-1)!.subject).toBe(
      `Your quote Q${String(quote.id).padStart(6, '0')}: our new offer`,
    );
    expect(mailer.sent.at(-1)!.text).toContain('replaces the one we sent before');
    expect(await offerOfKey(first)).toMatchObject({ status: 404 });
    expect((await offerOfKey(second)).data.lines).toEqual(lines);
    const [entry] = await auditRows(t.db, 'quote.offer', quote.id);
    expect(entry).toMatchObject({ before: { lines: OFFER.lines }, after: { lines, message: '' } });
  });

  it('declines a quote with a message mailed to the customer; an offer it had stops working', async () => {
    const quote = await newQuote(t.db);
    const key = await offerOn(t.app, mailer, staff.support, quote);
    const res = await decline(quote.id, 'We do not print on wood.');
    expect(res).toMatchObject({
      status: 200,
      msg: `Quote declined; ${quote.email} is told why`,
      data: { mailed: true, quote: { status: 'declined', decline: { message: 'We do not print on wood.' } } },
    });
    const mail = mailer.sent.at(-1)!;
    expect(mail).toMatchObject({
      to: quote.email,
      subject: `Your quote request Q${String(quote.id).padStart(6, '0')}`,
    });
    expect(mail.text).toContain('We do not print on wood.');
    expect(await offerOfKey(key)).toMatchObject({ status: 404 });
    const [entry] = await auditRows(t.db, 'quote.decline', quote.id);
    expect(entry).toMatchObject({
      before: { status: 'offered' },
      after: { status: 'declined', reason: 'We do not print on wood.' },
    });

    expect(await decline(quote.id)).toMatchObject({ status: 409, msg: 'This quote is already declined' });
    // Staff may still make an offer after all.
    expect((await offer(quote.id)).data.quote).toMatchObject({ status: 'offered', decline: null });
  });

  it('changes nothing once the offer is accepted: it is an order', async () => {
    const quote = await newQuote(t.db);
    const key = await offerOn(t.app, mailer, staff.support, quote);
    const member = await newMember(t.db);
    await saveTestAddress(t.db, member.id);
    const accepted = await call(t.app, api.acceptQuoteOffer, { key }, { token: member.token });
    expect(accepted.status).toBe(200);
    const refusal = 'The customer accepted this quote’s offer: it is an order now and no longer changes';
    expect(await offer(quote.id)).toMatchObject({ status: 409, msg: refusal });
    expect(await decline(quote.id)).toMatchObject({ status: 409, msg: refusal });
    expect((await detail(quote.id)).data).toMatchObject({
      status: 'accepted',
      member: { id: member.id },
      order: { id: accepted.data.orderId, orderNo: accepted.data.orderNo, paid: false },
    });
  });

  it('refuses bad offers with a 400 naming the field, in the reader’s language, changing nothing', async () => {
    const quote = await newQuote(t.db);
    const line = OFFER.lines[0]!;
    const cases: [Partial<CallInput<typeof admin.adminQuoteOffer>> | Record<string, unknown>, string][] = [
      [{ lines: [] }, 'Please input offer lines'],
      [{ lines: Array.from({ length: 21 }, () => line) }, 'Please give at most 20 offer lines'],
      [{ lines: [{ ...line, title: '  ' }] }, 'Please input line title'],
      [{ lines: [{ ...line, title: 'x'.repeat(121) }] }, 'Line title is too long (at most 120 characters)'],
      [{ lines: [{ ...line, quantity: 0 }] }, 'Quantity must be at least 1'],
      [{ lines: [{ ...line, quantity: 2.5 }] }, 'Please enter a whole number for quantity'],
      [{ lines: [{ ...line, price: 0 }] }, 'Line price must be at least 0.01'],
      [{ lines: [{ ...line, price: 'cheap' }] }, 'Please enter a number for line price'],
      [
        { lines: [line, { ...line, price: 999_999 }] },
        'The offer’s lines together may cost at most $999999.99, what one order can be paid online',
      ],
      [{ validUntil: 'soon' }, 'Last day of the offer must be a date written as YYYY-MM-DD'],
      [{ validUntil: dayFromToday(-2) }, 'The offer’s last day cannot be before today'],
      [{ validUntil: dayFromToday(400) }, 'The offer’s last day must be within 366 days'],
      [{ message: 'x'.repeat(2001) }, 'Message to the customer is too long (at most 2000 characters)'],
      [{ id: 'abc' }, 'Please choose quote'],
    ];
    for (const [fields, msg] of cases) {
      expect(await offer(quote.id, fields as object), JSON.stringify(fields).slice(0, 80)).toMatchObject({
        status: 400,
        msg,
      });
    }
    expect((await offer(quote.id, { validUntil: dayFromToday(-2) }, 'zh')).msg).toBe(
      '报价有效期的最后一天不能早于今天',
    );
    expect(await decline(quote.id, '')).toMatchObject({ status: 400, msg: 'Please tell the customer why' });
    expect(await decline(quote.id, '', 'zh')).toMatchObject({ status: 400, msg: '请告诉客户原因' });
    expect((await detail(quote.id)).data).toMatchObject({ status: 'new', offer: null });
    expect(mailer.sent).toEqual([]);
  });

  it('answers 404 for an unknown quote, 401 without a session and 403 to production', async () => {
    const missing = 2_000_000_000;
    expect(await detail(missing)).toMatchObject({ status: 404, msg: 'Quote not found' });
    expect(await offer(missing)).toMatchObject({ status: 404, msg: 'Quote not found' });
    expect(await decline(missing)).toMatchObject({ status: 404, msg: 'Quote not found' });

    const quote = await newQuote(t.db);
    const calls: [Endpoint, object][] = [
      [admin.adminQuoteList, {}],
      [admin.adminQuoteDetail, { id: quote.id }],
      [admin.adminQuoteOffer, { id: quote.id, ...OFFER }],
      [admin.adminQuoteDecline, { id: quote.id, message: 'No' }],
    ];
    for (const [endpoint, input] of calls) {
      expect((await callUnchecked(t.app, endpoint, input)).status, endpoint.path).toBe(401);
      const production = await callUnchecked(t.app, endpoint, input, { headers: staff.production.headers });
      expect(production.status, endpoint.path).toBe(403);
      const owner = await callUnchecked(t.app, endpoint, input, { headers: staff.owner.headers });
      expect(owner.status, endpoint.path).toBe(200);
    }
    expect(mailer.sent.map((mail) => mail.to)).toEqual([quote.email, quote.email]);
  });

  it('refuses a bad filter with a 400 naming it', async () => {
    const bad = await callUnchecked(
      t.app,
      admin.adminQuoteList,
      { status: 'lost' },
      { headers: staff.support.headers },
    );
    expect(bad).toMatchObject({
      status: 400,
      msg: 'Please choose status',
    });
    const long = await callUnchecked(
      t.app,
      admin.adminQuoteList,
      { q: 'x'.repeat(101) },
      { headers: staff.support.headers },
    );
    expect(long).toMatchObject({ status: 400, msg: 'Email or name is too long (at most 100 characters)' });
  });
});
