import { admin, api, type Endpoint, shipDay } from '@printshop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { addDays, shopDay } from '../../lib/shop-days.ts';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { advanceItem, type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { auditLog } from '../audit/tables.ts';
import { products } from '../catalog/tables.ts';
import { shopCalendar } from '../content/shop-calendar.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { itemEvents } from './tables.ts';

/** Keeps mail like MemoryMailer, or fails every send while `down` is set. */
class FlakyMailer extends MemoryMailer {
  down = false;

  override async send(message: MailMessage): Promise<void> {
    if (this.down) throw new Error('SMTP server unreachable');
    return super.send(message);
  }
}

describe('production line: the staff moves and the job ticket', () => {
  const mailer = new FlakyMailer();
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let owner: TestStaff;
  let press: TestStaff;
  let support: TestStaff;

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    ({ app, db } = t);
    ({ owner, production: press, support } = await staffOfEveryRole(db));
  });
  afterAll(() => t.close());

  const as = (staff: TestStaff, lang?: string) => ({ headers: staff.headers, lang });
  const itemRow = async (itemId: number) =>
    (await db.select().from(orderItems).where(eq(orderItems.id, itemId)))[0]!;
  const eventsOf = (itemId: number) =>
    db.select().from(itemEvents).where(eq(itemEvents.itemId, itemId)).orderBy(asc(itemEvents.id));
  const auditOf = (itemId: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order_item'), eq(auditLog.entityId, itemId)))
      .orderBy(asc(auditLog.id));

  /** A new member's item, paid unless told otherwise. */
  async function newItem({ paid = true, lang = 'en' } = {}): Promise<OrderedItem> {
    const [item] = await orderedItems(db, { lang });
    if (paid) await payTestOrder(app, item!.member, item!.orderId);
    return item!;
  }

  it('moves a paid item from file review to delivered: sta, history, audit, mails and the customer’s view', async () => {
    const item = await newItem();
    const { itemId } = item;
    const [order] = await db.select().from(orders).where(eq(orders.id, item.orderId));
    const [product] = await db.select().from(products).where(eq(products.productNo, 'BC-1001'));
    const calendar = await shopCalendar(db, app.config.shopTimeZone);
    const shipBy = shipDay(order!.paidAt!, product!.productionDays, calendar);
    // Due at the end of the day it was promised to ship (docs/decisions/087).
    const due = await itemRow(itemId);
    expect(due.shipBy).toBe(shipBy);
    expect(shopDay(due.dueAt!, app.config.shopTimeZone)).toBe(shipBy);
    expect(shopDay(new Date(due.dueAt!.getTime() + 1), app.config.shopTimeZone)).toBe(addDays(shipBy, 1));

    const approved = await call(app, admin.approveFiles, { itemId }, as(press));
    expect(approved).toMatchObject({ status: 200, data: { itemId, state: 'approved' } });
    expect(await itemRow(itemId)).toMatchObject({ state: 'approved', stage: 0 });

    const mailed = mailer.sent.length;
    expect((await call(app, admin.printItem, { itemId }, as(press))).data.state).toBe('printing');
    expect(await itemRow(itemId)).toMatchObject({ state: 'printing', stage: 1 });
    const printingMail = mailer.sent.at(-1)!;
    expect(mailer.sent.length).toBe(mailed + 1);
    expect(printingMail.to).toBe(item.member.email);
    expect(printingMail.subject).toMatch(new RegExp(`^Order ${item.orderNo}: .+ is being printed$`));
    expect(printingMail.text).toContain(`/orderDetail?no=${item.orderId}&oid=${itemId}`);

    const shipped = await call(
      app,
      admin.shipItem,
      { itemId, carrier: ' UPS ', trackingNo: ' 1Z999AA10123456784 ' },
      as(owner),
    );
    expect(shipped.data.state).toBe('shipped');
    expect(await itemRow(itemId)).toMatchObject({
      state: 'shipped',
      stage: 2,
      carrier: 'UPS',
      trackingNo: '1Z999AA10123456784',
    });
    const shippingMail = mailer.sent.at(-1)!;
    expect(shippingMail.subject).toMatch(/has shipped$/);
    expect(shippingMail.text).toContain('UPS');
    expect(shippingMail.text).toContain('1Z999AA10123456784');

    expect((await call(app, admin.deliverItem, { itemId }, as(press))).data.state).toBe('delivered');
    expect(await itemRow(itemId)).toMatchObject({ state: 'delivered', stage: 2 });

    const events = await eventsOf(itemId);
    expect(events.map((e) => [e.move, e.fromState, e.toState, e.staffId])).toEqual([
      ['approveFiles', 'awaiting_review', 'approved', press.id],
      ['print', 'approved', 'printing', press.id],
      ['ship', 'printing', 'shipped', owner.id],
      ['deliver', 'shipped', 'delivered', press.id],
    ]);
    const audit = await auditOf(itemId);
    expect(audit.map((a) => [a.action, a.staffId, a.before, a.after])).toEqual([
      ['item.approveFiles', press.id, { state: 'awaiting_review' }, { state: 'approved' }],
      ['item.print', press.id, { state: 'approved' }, { state: 'printing' }],
      [
        'item.ship',
        owner.id,
        { state: 'printing' },
        { state: 'shipped', carrier: 'UPS', trackingNo: '1Z999AA10123456784' },
      ],
      ['item.deliver', press.id, { state: 'shipped' }, { state: 'delivered' }],
    ]);
    expect(audit.every((a) => a.ip === '127.0.0.1')).toBe(true);

    const view = await call(app, api.getOrderDetail, { orderId: item.orderId }, { token: item.member.token });
    expect(view.data.dtl).toMatchObject({
      state: 'delivered',
      sta: 2,
      makelStaName: 'Delivered',
      shipment: { carrier: 'UPS', trackingNo: '1Z999AA10123456784' },
      proofs: [],
    });
  });

  it('refuses every move the line forbids with 409 naming the item’s state, changing nothing', async () => {
    const unpaid = await newItem({ paid: false });
    const paid = await newItem();
    const refusals: [typeof admin.printItem, object, string][] = [
      [admin.printItem, { itemId: paid.itemId }, 'This item cannot go to print: it is awaiting file review.'],
      [
        admin.deliverItem,
        { itemId: paid.itemId },
        'This item cannot be marked delivered: it is awaiting file review.',
      ],
      [
        admin.shipItem,
        { itemId: paid.itemId, carrier: 'UPS', trackingNo: '1Z' },
        'This item cannot be shipped: it is awaiting file review.',
      ],
    ];
    for (const [endpoint, input, msg] of refusals) {
      expect(await call(app, endpoint, input as { itemId: number }, as(press))).toMatchObject({
        status: 409,
        msg,
      });
    }
    // An unpaid order's items wait for the payment (unpaid.admin.api.test.ts has every move).
    expect(await call(app, admin.approveFiles, { itemId: unpaid.itemId }, as(press))).toMatchObject({
      status: 409,
      msg: 'This item cannot move on the production line: its order is not paid yet.',
    });
    expect((await call(app, admin.approveFiles, { itemId: unpaid.itemId }, as(press, 'zh'))).msg).toBe(
      '该商品无法进入生产流程：订单尚未付款。',
    );
    await advanceItem(app, press, paid.itemId, 'approved');
    expect(await call(app, admin.approveFiles, { itemId: paid.itemId }, as(press))).toMatchObject({
      status: 409,
      msg: 'The files of this item cannot be approved: it is approved for print.',
    });
    expect((await call(app, admin.deliverItem, { itemId: paid.itemId }, as(press, 'zh'))).msg).toBe(
      '无法将该商品标记为已送达：它已确认待印刷。',
    );
    expect(await itemRow(paid.itemId)).toMatchObject({ state: 'approved', stage: 0 });
    expect(await itemRow(unpaid.itemId)).toMatchObject({ state: 'awaiting_review', stage: 0 });
    expect(await eventsOf(paid.itemId)).toHaveLength(1);
    expect(await eventsOf(unpaid.itemId)).toEqual([]);
    expect(await auditOf(unpaid.itemId)).toEqual([]);
  });

  it('needs a carrier and a tracking number to ship, each within its length (400 naming the field)', async () => {
    const { itemId } = await newItem();
    await advanceItem(app, press, itemId, 'printing');
    const ship = (input: object, lang?: string) =>
      callUnchecked(app, admin.shipItem, { itemId, ...input }, as(press, lang));
    expect(await ship({ carrier: 'UPS' })).toMatchObject({
      status: 400,
      msg: 'Please enter the tracking number',
    });
    expect(await ship({ carrier: 'UPS', trackingNo: '   ' })).toMatchObject({
      status: 400,
      msg: 'Please enter the tracking number',
    });
    expect(await ship({ trackingNo: '1Z' })).toMatchObject({ status: 400, msg: 'Please enter the carrier' });
    expect((await ship({ carrier: 'UPS' }, 'zh')).msg).toBe('请输入运单号');
    expect(await ship({ carrier: 'x'.repeat(51), trackingNo: '1Z' })).toMatchObject({
      status: 400,
      msg: 'Carrier is too long (at most 50 characters)',
    });
    expect(await ship({ carrier: 'UPS', trackingNo: '1'.repeat(61) })).toMatchObject({
      status: 400,
      msg: 'Tracking number is too long (at most 60 characters)',
    });
    expect((await ship({ carrier: 'UPS', trackingNo: 5 })).status).toBe(400);
    expect(await itemRow(itemId)).toMatchObject({ state: 'printing', carrier: null, trackingNo: null });
  });

  it('answers 404 for an unknown item and 400 for an item id that is not one', async () => {
    expect(await call(app, admin.approveFiles, { itemId: 2_000_000_000 }, as(press))).toMatchObject({
      status: 404,
      msg: 'Order item not found',
    });
    expect((await callUnchecked(app, admin.printItem, { itemId: 'abc' }, as(press))).status).toBe(400);
    expect((await callUnchecked(app, admin.printItem, { itemId: 0 }, as(press))).status).toBe(400);
    expect((await callUnchecked(app, admin.itemTicket, { itemId: 2_000_000_000 }, as(press))).status).toBe(
      404,
    );
  });

  it('needs a staff session whose role may move items: 401 without one or with a customer token, 403 for support', async () => {
    const item = await newItem();
    const calls: [Endpoint, object][] = [
      [admin.approveFiles, { itemId: item.itemId }],
      [admin.printItem, { itemId: item.itemId }],
      [admin.shipItem, { itemId: item.itemId, carrier: 'UPS', trackingNo: '1Z' }],
      [admin.deliverItem, { itemId: item.itemId }],
      [admin.itemTicket, { itemId: item.itemId }],
    ];
    for (const [endpoint, input] of calls) {
      expect((await callUnchecked(app, endpoint, input)).status, endpoint.path).toBe(401);
      const customer = await callUnchecked(app, endpoint, input, { token: item.member.token });
      expect(customer.status, endpoint.path).toBe(401);
      expect(await callUnchecked(app, endpoint, input, as(support)), endpoint.path).toMatchObject({
        status: 403,
        msg: 'Your role may not do this',
      });
    }
    expect(await itemRow(item.itemId)).toMatchObject({ state: 'awaiting_review' });
    expect(await eventsOf(item.itemId)).toEqual([]);
  });

  it('lets exactly one of concurrent moves of one item win, with one history row', async () => {
    const { itemId } = await newItem();
    await advanceItem(app, press, itemId, 'approved');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) => call(app, admin.printItem, { itemId }, as(n % 2 ? press : owner))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.msg.endsWith('it is printing.'))).toBe(
      true,
    );
    const prints = (await eventsOf(itemId)).filter((e) => e.move === 'print');
    expect(prints).toHaveLength(1);
    expect(prints[0]).toMatchObject({ fromState: 'approved', toState: 'printing' });
    expect((await auditOf(itemId)).filter((a) => a.action === 'item.print')).toHaveLength(1);

    const ships = await Promise.all(
      ['DHL', 'UPS', 'FedEx'].map((carrier) =>
        call(app, admin.shipItem, { itemId, carrier, trackingNo: carrier }, as(press)),
      ),
    );
    expect(ships.filter((r) => r.status === 200)).toHaveLength(1);
    const row = await itemRow(itemId);
    expect(row.carrier).toBe(row.trackingNo);
    expect((await eventsOf(itemId)).map((e) => e.move)).toEqual(['approveFiles', 'print', 'ship']);
  });

  it('mails in the member’s language, and a mail that fails leaves the move done', async () => {
    const item = await newItem({ lang: 'zh' });
    await advanceItem(app, press, item.itemId, 'printing');
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe(item.member.email);
    expect(mail.subject).toMatch(new RegExp(`^订单 ${item.orderNo}：.*已开始印刷$`));
    expect(mail.text).toContain('墨折印刷');

    mailer.down = true;
    try {
      const shipped = await call(
        app,
        admin.shipItem,
        { itemId: item.itemId, carrier: 'UPS', trackingNo: '1Z' },
        as(press),
      );
      expect(shipped).toMatchObject({ status: 200, data: { state: 'shipped' } });
    } finally {
      mailer.down = false;
    }
    expect(await itemRow(item.itemId)).toMatchObject({ state: 'shipped' });
  });

  it('prints a job ticket: every detail escaped, in the staff member’s language, with a QR code of the item', async () => {
    const item = await newItem();
    await db
      .update(orders)
      .set({
        shippingAddress: {
          email: 'pat@example.com',
          firstname: '<script>alert(1)</script>',
          lastname: 'O"Neil & Co',
          companyName: 'Acme <b>',
          countryCode: 'US',
          provinceCode: 'CA',
          city: 'Los Angeles',
          postalcode: '90001',
          phone: '555',
          address: '1 Main',
          remark: '',
        },
      })
      .where(eq(orders.id, item.orderId));
    const res = await app.inject({ url: `/api/admin/items/${item.itemId}/ticket`, headers: press.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    const html = res.body;
    const detail = await call(
      app,
      api.getOrderDetail,
      { orderId: item.orderId },
      { token: item.member.token },
    );
    const { dtl } = detail.data;
    expect(html).toContain(item.orderNo);
    expect(html).toContain(dtl.productName);
    for (const option of dtl.productAttributeVOList) expect(html).toContain(`${option.key}: ${option.value}`);
    expect(html).toContain(`http://localhost:3000${dtl.filelist[0]}`);
    // The due day as the shop's clock shows it: after midnight UTC, California is still on the day before.
    expect(html).toContain(shopDay((await itemRow(item.itemId)).dueAt!, t.app.config.shopTimeZone));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; O&quot;Neil &amp; Co');
    expect(html).toContain('Acme &lt;b&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('@media print');
    const qr = await QRCode.toString(
      `http://localhost:3000/admin/orders/${item.orderId}#item-${item.itemId}`,
      {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      },
    );
    expect(html).toContain(qr);

    const zh = await app.inject({
      url: `/api/admin/items/${item.itemId}/ticket?lang=zh`,
      headers: owner.headers,
    });
    expect(zh.body).toContain('生产工单');
    expect(zh.body).toContain('<html lang="zh">');
  });
});
