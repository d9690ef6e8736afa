import { admin, api } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { shopDay } from '../../lib/shop-days.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countQueries } from '../../test/database.ts';
import { call, callUnchecked, errorPageMessage } from '../../test/http.ts';
import { type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { newMember, placeTestOrder, putInCart, saveTestAddress, skuOf } from '../../test/shop.ts';
import { staffOfEveryRole, type TestStaff } from '../../test/staff.ts';
import { testImage, upload, useOwnDataDir } from '../../test/uploads.ts';

const ORIGIN = 'http://localhost:3000';

describe('job tickets', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let owner: TestStaff;
  let press: TestStaff;
  let support: TestStaff;

  beforeAll(async () => {
    useOwnDataDir();
    t = await createTestApp();
    ({ app, db } = t);
    ({ owner, production: press, support } = await staffOfEveryRole(db));
  });
  afterAll(() => t.close());

  async function paidItems(items = 1): Promise<OrderedItem[]> {
    const ordered = await orderedItems(db, { items });
    await payTestOrder(app, ordered[0]!.member, ordered[0]!.orderId);
    return ordered;
  }

  const ticket = (itemId: number, { staff = press, lang = 'en' } = {}) =>
    app.inject({ url: `/api/admin/items/${itemId}/ticket?lang=${lang}`, headers: staff.headers });
  const tickets = (items: string, { staff = press, lang = 'en' } = {}) =>
    app.inject({
      url: `/api/admin/tickets?items=${encodeURIComponent(items)}&lang=${lang}`,
      headers: staff.headers,
    });
  /** The part of a ticket under the heading of the artwork to print, up to the earlier files. */
  const artworkPart = (html: string, heading: string) => html.split(heading)[1]!.split('</section>')[0]!;

  async function sendProof(itemId: number) {
    const file = new File([new Uint8Array(await testImage('png'))], 'proof.png');
    const sent = await callUnchecked<typeof admin.sendProof>(
      app,
      admin.sendProof,
      { itemId, file },
      { headers: press.headers },
    );
    expect(sent.status).toBe(200);
    return sent.data;
  }

  it('prints the second proof approved after a change request, and lists v1 and both uploads as replaced', async () => {
    const [item] = await paidItems();
    const { itemId, member } = item!;
    const first = await sendProof(itemId);
    const changed = await upload(app, await testImage('webp'), { token: member.token });
    const asked = await call(
      app,
      api.requestChanges,
      { proofId: first.id, comment: 'Bigger logo', fileurl: changed.data.url },
      { token: member.token },
    );
    expect(asked.status).toBe(200);
    const second = await sendProof(itemId);
    expect(second.version).toBe(2);
    expect((await call(app, api.approveProof, { proofId: second.id }, { token: member.token })).status).toBe(
      200,
    );
    const detail = await call(app, admin.adminOrderDetail, { id: item!.orderId }, { headers: press.headers });
    const { files, proofs } = detail.data.items[0]!;
    const preview = proofs.find((proof) => proof.version === 2)!.previewUrl;

    const res = await ticket(itemId);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const toPrint = artworkPart(html, 'Artwork to print');
    expect(toPrint).toContain('Proof v2');
    expect(toPrint).toContain('approved by the customer');
    expect(toPrint).toContain(`<img src="${preview}" alt="Proof v2">`);
    expect(toPrint).toContain(`${ORIGIN}${second.url}`);
    expect(toPrint).not.toContain('Proof v1');
    const earlier = html.split('Earlier files and proofs')[1]!;
    expect(earlier).toContain(
      `Proof v1 · <span class="status">replaced</span><br><a href="${ORIGIN}${first.url}"`,
    );
    expect(earlier).toContain(
      `Customer's file 2 · <span class="status">replaced</span><br><a href="${ORIGIN}${files[1]}"`,
    );
    expect(files[1]).toBe(changed.data.url);
    expect(earlier).toContain(
      `Customer's file 1 · <span class="status">replaced</span><br><a href="${ORIGIN}${files[0]}"`,
    );

    const zh = (await ticket(itemId, { lang: 'zh' })).body;
    expect(artworkPart(zh, '印刷稿件')).toContain('校样第 2 版');
    expect(zh).toContain('校样第 1 版 · <span class="status">已替换</span>');
    expect(zh).toContain('客户已确认');
  });

  it('prints the customer’s latest file when the files were approved as sent', async () => {
    const [item] = await paidItems();
    await call(app, admin.approveFiles, { itemId: item!.itemId }, { headers: press.headers });
    const detail = await call(app, admin.adminOrderDetail, { id: item!.orderId }, { headers: press.headers });
    const [file] = detail.data.items[0]!.files;
    const html = (await ticket(item!.itemId)).body;
    const toPrint = artworkPart(html, 'Artwork to print');
    expect(toPrint).toContain(`<img src="${api.uploadPreviewUrl(file!)}" alt="Customer's file 1">`);
    expect(toPrint).toContain('files approved as sent');
    expect(toPrint).toContain(`${ORIGIN}${file}`);
    expect(html).not.toContain('Earlier files and proofs');
  });

  it('says nothing is approved yet while the item is in file review', async () => {
    const [item] = await paidItems();
    const html = (await ticket(item!.itemId)).body;
    expect(artworkPart(html, 'Artwork to print')).toContain(
      'Nothing is approved for print yet: do not print.',
    );
    expect(html).toContain('latest file, not approved yet');
  });

  it('shows one quantity, the pieces to print, beside the options, the due date and the named ship-to address', async () => {
    const member = await newMember(db);
    await saveTestAddress(db, member.id);
    const cartId = await putInCart(db, member.id, await skuOf(db, 'BC-1001'), 3, ['/uploads/a.png']);
    const order = await placeTestOrder(db, member, [{ cartId, productNum: 3 }]);
    await payTestOrder(app, member, order.id);
    const [line] = order.busOrderItemList;
    const pack = line!.productAttributeVOList.find((option) => option.key === 'Quantity')!;
    const pieces = (Number(pack.value.replaceAll(',', '')) * 3).toLocaleString('en-US');

    const html = (await ticket(line!.id)).body;
    expect(html.match(/Quantity/g)).toHaveLength(1);
    expect(html).toContain(`Quantity: ${pieces}</p>`);
    expect(html).not.toMatch(/×\s*\d/);
    for (const option of line!.productAttributeVOList.filter((o) => o !== pack)) {
      expect(html).toContain(`${option.key}: ${option.value}`);
    }
    const detail = await call(app, admin.adminOrderDetail, { id: order.id }, { headers: press.headers });
    expect(html).toContain(shopDay(new Date(detail.data.items[0]!.dueAt!), 'America/Los_Angeles'));
    const shipTo = detail.data.shippingAddress;
    expect(html).toContain(shipTo.country);
    expect(html).toContain([shipTo.city, shipTo.province, shipTo.postalcode].join(', '));

    const zh = (await ticket(line!.id, { lang: 'zh' })).body;
    const zhDetail = await call(
      app,
      admin.adminOrderDetail,
      { id: order.id },
      { headers: press.headers, lang: 'zh' },
    );
    const zhPack = zhDetail.data.items[0]!.attributes.find((option) => option.key === '数量')!;
    expect(zh).toContain(`数量：${pieces} ${zhPack.value.split(' ')[1]}`);
    expect(zh.match(/数量/g)).toHaveLength(1);
    for (const label of [
      '<html lang="zh">',
      '生产工单',
      '收货地址',
      '交期',
      '规格',
      '扫码打开后台订单页面',
    ]) {
      expect(zh).toContain(label);
    }
    expect(zh).toContain(zhDetail.data.shippingAddress.province);
    expect(zh).toContain(zhDetail.data.shippingAddress.country);
  });

  it('answers a missing session, a role without production, an unknown item and bad input with small HTML pages', async () => {
    const [item] = await paidItems();
    const page = async (res: Awaited<ReturnType<typeof ticket>>, status: number, message: string) => {
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).not.toContain('script-src');
      expect(errorPageMessage(res.body)).toBe(message);
    };
    const url = `/api/admin/items/${item!.itemId}/ticket`;
    await page(await app.inject({ url }), 401, 'Please log in to the back office');
    expect((await app.inject({ url })).body).toContain(
      '<a href="/admin/login">Log in to the back office</a>',
    );
    await page(
      await app.inject({ url, headers: { token: item!.member.token } }),
      401,
      'Please log in to the back office',
    );
    await page(await app.inject({ url: `${url}?lang=zh` }), 401, '请先登录后台');
    await page(await ticket(item!.itemId, { staff: support }), 403, 'Your role may not do this');
    await page(await ticket(item!.itemId, { staff: support, lang: 'zh' }), 403, '您的角色无权执行此操作');
    await page(await ticket(2_000_000_000), 404, 'No such order item: #2000000000');
    await page(await ticket(2_000_000_000, { lang: 'zh' }), 404, '订单商品不存在：#2000000000');
    await page(
      await app.inject({ url: '/api/admin/items/abc/ticket', headers: press.headers }),
      400,
      'Please choose order item',
    );
    expect((await ticket(item!.itemId, { staff: owner })).statusCode).toBe(200);
  });

  it('prints no ticket for a cancelled item: 409 as a page saying so', async () => {
    const [item] = await orderedItems(db);
    const cancelled = await call(
      app,
      admin.cancelOrder,
      { id: item!.orderId, reason: 'Customer changed their mind' },
      { headers: owner.headers },
    );
    expect(cancelled.status).toBe(200);
    const res = await ticket(item!.itemId);
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(errorPageMessage(res.body)).toBe(`A cancelled item gets no job ticket: #${item!.itemId}`);
    expect(errorPageMessage((await ticket(item!.itemId, { lang: 'zh' })).body)).toBe(
      `已取消的商品没有生产工单：#${item!.itemId}`,
    );
  });

  it('prints several items’ tickets as one page, one ticket a printed page, in the order asked', async () => {
    const [a, b] = await paidItems(2);
    const [c] = await paidItems();
    const ids = [c!.itemId, a!.itemId, b!.itemId];
    const res = await tickets(ids.join(','));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("img-src 'self'");
    const html = res.body;
    expect(html.match(/<article class="ticket">/g)).toHaveLength(3);
    expect(html).toContain('.ticket+.ticket{break-before:page');
    const at = ids.map((id) => html.indexOf(` · #${id}</p>`));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    expect(html).toContain(a!.orderNo);
    expect(html).toContain(c!.orderNo);
    // A repeated id prints once.
    expect((await tickets(`${a!.itemId},${a!.itemId}`)).body.match(/<article class="ticket">/g)).toHaveLength(
      1,
    );
  });

  it('reads the same number of queries for one ticket as for many', async () => {
    const items = await paidItems(3);
    const one = await countQueries(db, () => tickets(String(items[0]!.itemId)));
    const three = await countQueries(db, () => tickets(items.map((item) => item.itemId).join(',')));
    expect(three).toBe(one);
    // The staff session's two, then the items with their orders, their proofs, and the places' names.
    expect(one).toBe(5);
  });

  it('refuses a bad list of items with 400 naming the field, and unknown, cancelled or forbidden ones clearly', async () => {
    const [item] = await paidItems();
    const [gone] = await orderedItems(db);
    await call(
      app,
      admin.cancelOrder,
      { id: gone!.orderId, reason: 'Duplicate' },
      { headers: owner.headers },
    );
    const refused = async (items: string, status: number, message: string, options = {}) => {
      const res = await tickets(items, options);
      expect(res.statusCode, items).toBe(status);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(errorPageMessage(res.body), items).toBe(message);
    };
    await refused('', 400, 'Please choose order items');
    for (const items of ['1,abc', '1,0', '1.5']) await refused(items, 400, 'Please choose order items');
    await refused(
      Array.from({ length: 101 }, (_, n) => n + 1).join(','),
      400,
      'Please give at most 100 order items',
    );
    await refused('abc', 400, '请选择订单商品', { lang: 'zh' });
    await refused(
      `${item!.itemId},2000000000,2000000001`,
      404,
      'No such order item: #2000000000, #2000000001',
    );
    await refused(
      `${item!.itemId},${gone!.itemId}`,
      409,
      `A cancelled item gets no job ticket: #${gone!.itemId}`,
    );
    await refused(String(item!.itemId), 403, 'Your role may not do this', { staff: support });
    const anonymous = await app.inject({ url: `/api/admin/tickets?items=${item!.itemId}` });
    expect(anonymous.statusCode).toBe(401);
    expect(errorPageMessage(anonymous.body)).toBe('Please log in to the back office');
  });
});
