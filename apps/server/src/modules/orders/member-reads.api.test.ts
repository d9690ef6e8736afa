import { ADDRESS_TYPE, api, type Endpoint } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productData } from '../../seed/catalog/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { countQueries } from '../../test/database.ts';
import { type CallInput, call } from '../../test/http.ts';
import {
  newMember,
  placeTestOrder,
  putInCart,
  saveTestAddress,
  skuOf,
  type TestMember,
} from '../../test/shop.ts';
import { members, sessions } from '../identity/tables.ts';

/**
 * The member calls that read the database at every request (issue 24: p99 within 100 ms at 50
 * connections, `npm run bench`) keep a fixed number of statements however full the cart and long
 * the history: one, reading the session with the page's rows and everything they show.
 */
describe('the queries of a member’s cart, order list and checkout', () => {
  let t: TestApp;
  let few: TestMember;
  let many: TestMember;

  /** A member with a delivery and a billing address, `orders` orders of one to three items and `lines` cart lines. */
  async function member(orders: number, lines: number): Promise<TestMember> {
    const m = await newMember(t.db);
    await saveTestAddress(t.db, m.id);
    await saveTestAddress(t.db, m.id, { countryCode: 'CA', provinceCode: 'ON' }, ADDRESS_TYPE.billing);
    const skus = await Promise.all(productData.slice(0, 8).map((product) => skuOf(t.db, product.productNo)));
    for (let n = 0; n < orders; n++) {
      const ordered = [];
      for (let item = 0; item <= n % 3; item++) {
        ordered.push({ cartId: await putInCart(t.db, m.id, skus[(n + item) % skus.length]!), productNum: 1 });
      }
      await placeTestOrder(t.db, m, ordered);
    }
    for (let n = 0; n < lines; n++) await putInCart(t.db, m.id, skus[n % skus.length]!, 1 + n);
    return m;
  }

  beforeAll(async () => {
    t = await createTestApp();
    few = await member(1, 1);
    many = await member(14, 8);
  });
  afterAll(() => t.close());

  /** The statements one call sends, once the shop's calendar is kept (the first call reads it). */
  async function queriesOf<E extends Endpoint>(endpoint: E, input: CallInput<E>, m: TestMember) {
    await call(t.app, endpoint, input, { token: m.token });
    let status = 0;
    const queries = await countQueries(t.db, async () => {
      status = (await call(t.app, endpoint, input, { token: m.token })).status;
    });
    expect(status).toBe(200);
    return queries;
  }

  it('reads the cart in one: the session with the lines, their SKUs and options', async () => {
    expect(await queriesOf(api.cartList, {}, few)).toBe(1);
    expect(await queriesOf(api.cartList, {}, many)).toBe(1);
    expect((await call(t.app, api.cartList, {}, { token: many.token })).data.list).toHaveLength(8);
  });

  it('reads a page of orders in one, with the session, their items and places; a page past the last counts them in a second', async () => {
    expect(await queriesOf(api.queryOrderList, {}, few)).toBe(1);
    expect(await queriesOf(api.queryOrderList, {}, many)).toBe(1);
    expect(await queriesOf(api.queryOrderList, { queryparam: 'card', sta: 2 }, many)).toBe(1);
    expect(await queriesOf(api.queryOrderList, { pageNum: 3 }, many)).toBe(2);
    const page = await call(t.app, api.queryOrderList, {}, { token: many.token });
    expect(page.data).toMatchObject({ total: 14 });
    expect(page.data.list).toHaveLength(10);
    const past = await call(t.app, api.queryOrderList, { pageNum: 3 }, { token: many.token });
    expect(past.data).toEqual({ list: [], total: 14 });
  });

  it('answers 401 for a session expired, logged out or of a disabled account, as before the page was read with it', async () => {
    const reads = [
      (m: TestMember) => call(t.app, api.cartList, {}, { token: m.token }),
      (m: TestMember) => call(t.app, api.queryOrderList, {}, { token: m.token }),
      (m: TestMember) => call(t.app, api.toOrder, {}, { token: m.token }),
      // A refused input without a live session is a 401 too, not a 400.
      (m: TestMember) => call(t.app, api.queryOrderList, { pageNum: 'x' } as never, { token: m.token }),
    ];
    const expired = await member(1, 1);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.memberId, expired.id));
    const loggedOut = await member(1, 1);
    await call(t.app, api.logout, {}, { token: loggedOut.token });
    const disabled = await member(1, 1);
    await t.db.update(members).set({ disabledAt: new Date() }).where(eq(members.id, disabled.id));
    for (const m of [expired, loggedOut, disabled, { ...few, token: 'no-such-token' }]) {
      for (const read of reads) expect((await read(m)).status).toBe(401);
    }
  });

  it('shows each member their own cart and orders only', async () => {
    const [mine, theirs] = await Promise.all([
      call(t.app, api.cartList, {}, { token: few.token }),
      call(t.app, api.cartList, {}, { token: many.token }),
    ]);
    expect(mine.data.list).toHaveLength(1);
    expect(theirs.data.list).toHaveLength(8);
    expect((await call(t.app, api.toOrder, {}, { token: few.token })).data.cartAdvancedList).toEqual(
      mine.data.list,
    );
    expect((await call(t.app, api.queryOrderList, {}, { token: few.token })).data.total).toBe(1);
  });

  it('prices the checkout in one: the session with the lines, the delivery address, its tax and its shipping', async () => {
    expect(await queriesOf(api.toOrder, {}, few)).toBe(1);
    expect(await queriesOf(api.toOrder, {}, many)).toBe(1);
  });
});
