import { admin, api, type Lang } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { payTestOrder } from '../../test/production.ts';
import { newMember, putInCart, saveTestAddress, skuOf, type TestMember } from '../../test/shop.ts';
import { newStaff, type TestStaff } from '../../test/staff.ts';
import { testImage, useOwnDataDir } from '../../test/uploads.ts';
import { members } from '../identity/tables.ts';
import { orders } from '../orders/tables.ts';

/**
 * Every mail to a customer is in the language of the order it is about (kept on the order when it
 * is placed), whatever language the staff member who moved it reads or the account was made in;
 * account mails follow the language the member last shopped in.
 */
describe('mails in the customer’s language', () => {
  const mailer = new MemoryMailer();
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let owner: TestStaff;

  beforeAll(async () => {
    useOwnDataDir();
    t = await createTestApp({ mailer });
    ({ app, db } = t);
    owner = await newStaff(db, 'owner');
  });
  afterAll(() => t.close());

  const lastSubject = () => mailer.sent.at(-1)!.subject;
  const setAccountLanguage = (member: TestMember, lang: Lang) =>
    db.update(members).set({ lang }).where(eq(members.id, member.id));

  /** A member whose account reads `accountLang`, with one paid order placed through checkout in `orderLang`. */
  async function paidOrderIn(orderLang: Lang, accountLang: Lang) {
    const member = await newMember(db, accountLang);
    await saveTestAddress(db, member.id);
    const cartId = await putInCart(db, member.id, await skuOf(db, 'BC-1001'), 1, [
      `/uploads/${'c'.repeat(32)}.png`,
    ]);
    const placed = await call(
      app,
      api.createOrder,
      { cartjson: [{ cartId, productNum: 1 }], remark: '' },
      { token: member.token, lang: orderLang },
    );
    expect(placed.status).toBe(200);
    const confirmation = lastSubject();
    // Since then the member shopped in the other language: the order's mails keep its own.
    await setAccountLanguage(member, accountLang);
    await payTestOrder(app, member, placed.data!.id);
    const itemId = placed.data!.busOrderItemList[0]!.id;
    return { member, orderId: placed.data!.id, itemId, confirmation };
  }

  const move = (endpoint: typeof admin.printItem | typeof admin.deliverItem, itemId: number) =>
    call(app, endpoint, { itemId }, { headers: owner.headers });

  async function sendProof(itemId: number) {
    const file = new File([new Uint8Array(await testImage('png'))], 'proof.png', { type: 'image/png' });
    const res = await callUnchecked(
      app,
      admin.sendProof,
      { itemId, message: 'v1', file },
      { headers: owner.headers },
    );
    expect(res.status).toBe(200);
    return (res.data as { id: number }).id;
  }

  it('keeps the language of the checkout on the order', async () => {
    const { orderId, confirmation } = await paidOrderIn('zh', 'en');
    const [row] = await db.select({ lang: orders.lang }).from(orders).where(eq(orders.id, orderId));
    expect(row!.lang).toBe('zh');
    expect(confirmation).toMatch(/^您的墨折印刷订单 IP\d+$/);
  });

  it('writes the proof, printing and shipped mails of a Chinese order in Chinese to an English account', async () => {
    const { member, itemId } = await paidOrderIn('zh', 'en');
    const proofId = await sendProof(itemId);
    expect(lastSubject()).toMatch(/^订单 IP\d+：.+的校样已就绪$/);
    const approved = await call(app, api.approveProof, { proofId }, { token: member.token, lang: 'en' });
    expect(approved.status).toBe(200);
    expect((await move(admin.printItem, itemId)).status).toBe(200);
    expect(lastSubject()).toMatch(/^订单 IP\d+：.+已开始印刷$/);
    const shipped = await call(
      app,
      admin.shipItem,
      { itemId, carrier: 'UPS', trackingNo: '1Z999AA10123456784' },
      { headers: owner.headers },
    );
    expect(shipped.status).toBe(200);
    expect(lastSubject()).toMatch(/^订单 IP\d+：.+已发货$/);
  });

  it('writes an English order’s mails in English to a Chinese account', async () => {
    const { itemId } = await paidOrderIn('en', 'zh');
    await sendProof(itemId);
    expect(lastSubject()).toMatch(/^Order IP\d+: your proof of .+ is ready$/);
  });

  it('tells of a cancellation in the order’s language', async () => {
    const { orderId } = await paidOrderIn('zh', 'en');
    const res = await call(
      app,
      admin.cancelOrder,
      { id: orderId, reason: 'Duplicate order' },
      { headers: owner.headers },
    );
    expect(res.status).toBe(200);
    expect(lastSubject()).toMatch(/^订单 IP\d+ 已取消$/);
  });

  it('writes a reset mail in the language the member last logged in with, not the one it is asked in', async () => {
    const member = await newMember(db, 'en');
    const login = await call(
      app,
      api.login,
      { email: member.email, password: 'test-password-1' },
      { lang: 'zh' },
    );
    expect(login.status).toBe(200);
    await call(app, api.forgotPassword, { email: member.email }, { lang: 'en' });
    expect(lastSubject()).toBe('重置您的墨折印刷密码');
  });
});
