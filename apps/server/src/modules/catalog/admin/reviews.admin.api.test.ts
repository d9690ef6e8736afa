import { admin, api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditRows } from '../../../test/audit.ts';
import { type CallInput, call, callUnchecked } from '../../../test/http.ts';
import { itemInState } from '../../../test/production.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { reviews } from '../tables.ts';

/** The product of every test order (test/production.ts). */
const PRODUCT = 'BC-1001';

describe('review moderation: /api/admin/reviews', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  /** A buyer's review of PRODUCT, written for these tests. */
  let bought: admin.AdminReview;
  let orderNo: string;

  const list = (input: CallInput<typeof admin.adminReviewList> = {}, who = staff.support) =>
    call(t.app, admin.adminReviewList, input, { headers: who.headers });
  const hide = (id: number, who = staff.support, lang?: string) =>
    call(t.app, admin.adminReviewHide, { id }, { headers: who.headers, lang });
  const show = (id: number, who = staff.support) =>
    call(t.app, admin.adminReviewShow, { id }, { headers: who.headers });
  const shop = async () => {
    const [detail, shown] = await Promise.all([
      call(t.app, api.productDetail, { productNo: PRODUCT }),
      call(t.app, api.productReviews, { productNo: PRODUCT }),
    ]);
    return { plnum: detail.data.productItem.plnum, titles: shown.data.map((review) => review.title) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOfEveryRole(t.db);
    const item = await itemInState(t.app, staff.production, 'delivered');
    orderNo = item.orderNo;
    const input = {
      orderItemId: item.itemId,
      fraction: 2,
      title: 'Corners bent',
      content: 'Packed loosely.',
    };
    await call(t.app, api.addReview, input, { token: item.member.token });
    bought = (await list({ productNo: PRODUCT })).data.list[0]!;
  });
  afterAll(() => t.close());

  it('lists reviews newest first, buyers’ with their order, the demo’s with none', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.data.total).toBeGreaterThan(100);
    expect(res.data.list).toHaveLength(admin.ADMIN_PAGE_SIZE);
    expect(res.data.list[0]).toEqual(bought);
    expect(bought).toMatchObject({
      productNo: PRODUCT,
      productName: 'Classic Matte Business Cards',
      fraction: 2,
      title: 'Corners bent',
      author: 'Pat',
      verified: true,
      hidden: false,
      order: { orderNo },
    });
    expect(res.data.list[1]!.order).toBeNull();
    const times = res.data.list.map((review) => review.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by product (in any case), stars and whether shown, a page at a time', async () => {
    const ofProduct = await list({ productNo: PRODUCT.toLowerCase() });
    expect(ofProduct.data.list.every((review) => review.productNo === PRODUCT)).toBe(true);
    const twoStars = await list({ productNo: PRODUCT, stars: 2 });
    expect(twoStars.data.list.map((review) => review.id)).toContain(bought.id);
    expect(twoStars.data.list.every((review) => review.fraction === 2)).toBe(true);
    expect((await list({ visibility: 'hidden' })).data.total).toBe(0);
    expect((await list({ productNo: 'NO-SUCH' })).data).toEqual({ list: [], total: 0 });
    const second = await list({ page: 2, size: 5 });
    expect(second.data.list[0]!.id).toBe((await list({ size: 10 })).data.list[5]!.id);
  });

  it('hides a review from the product page and its count at once, audited, and shows it again', async () => {
    const before = await shop();
    expect(before.titles).toContain('Corners bent');

    const hidden = await hide(bought.id, staff.support, 'zh');
    expect([hidden.status, hidden.msg]).toEqual([200, '评价“Corners bent”已从商品页面隐藏']);
    expect(hidden.data).toEqual({ ...bought, productName: '经典哑光名片', hidden: true });
    expect(await shop()).toEqual({
      plnum: before.plnum - 1,
      titles: before.titles.filter((title) => title !== 'Corners bent'),
    });
    expect((await list({ visibility: 'hidden' })).data.list).toEqual([{ ...bought, hidden: true }]);
    const [hideEntry] = await auditRows(t.db, 'review.hide', bought.id);
    expect(hideEntry).toMatchObject({
      staffId: staff.support.id,
      entity: 'review',
      before: { productNo: PRODUCT, title: 'Corners bent', hidden: false },
      after: { productNo: PRODUCT, title: 'Corners bent', hidden: true },
    });

    const shown = await show(bought.id, staff.owner);
    expect([shown.status, shown.msg]).toEqual([
      200,
      'The review “Corners bent” is shown on the product page again',
    ]);
    expect(await shop()).toEqual(before);
    expect(await auditRows(t.db, 'review.show', bought.id)).toHaveLength(1);
  });

  it('changes nothing, and records nothing, when the review is already as asked', async () => {
    const [demo] = (await list({ visibility: 'shown', productNo: 'TT-1001' })).data.list;
    expect((await show(demo!.id)).data).toEqual(demo);
    expect((await hide(demo!.id)).status).toBe(200);
    expect((await hide(demo!.id)).data.hidden).toBe(true);
    expect(await auditRows(t.db, 'review.hide', demo!.id)).toHaveLength(1);
    expect(await auditRows(t.db, 'review.show', demo!.id)).toHaveLength(0);
    await show(demo!.id);
  });

  it('answers 404 for no such review, and 400 for bad input, changing nothing', async () => {
    for (const move of [admin.adminReviewHide, admin.adminReviewShow]) {
      const missing = await call(t.app, move, { id: 999_999_999 }, { headers: staff.support.headers });
      expect([missing.status, missing.msg]).toEqual([404, 'No such review']);
      const bad = await callUnchecked(t.app, move, { id: 'first' }, { headers: staff.support.headers });
      expect([bad.status, bad.msg]).toEqual([400, 'Please choose review']);
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ stars: 7 }, 'Please choose from 1 to 5 stars'],
      [{ visibility: 'gone' }, 'Please choose shown or hidden'],
      [{ productNo: 'x'.repeat(51) }, 'Product number is too long (at most 50 characters)'],
    ];
    for (const [input, message] of cases) {
      const res = await callUnchecked(t.app, admin.adminReviewList, input, {
        headers: staff.support.headers,
      });
      expect([res.status, res.msg]).toEqual([400, message]);
    }
    const [row] = await t.db
      .select({ hidden: reviews.hidden })
      .from(reviews)
      .where(eq(reviews.id, bought.id));
    expect(row!.hidden).toBe(false);
  });

  it('is for support and owners: production is refused with 403, a visitor with 401', async () => {
    expect((await list({}, staff.owner)).status).toBe(200);
    expect((await list({}, staff.production)).status).toBe(403);
    expect((await hide(bought.id, staff.production)).status).toBe(403);
    expect((await call(t.app, admin.adminReviewList, {})).status).toBe(401);
    expect((await shop()).titles).toContain('Corners bent');
  });
});
