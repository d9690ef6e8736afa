import { admin, api, REVIEW_LIMITS } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type CallInput, call, callUnchecked } from '../../test/http.ts';
import { itemInState, type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { newMember } from '../../test/shop.ts';
import { newStaff, type TestStaff } from '../../test/staff.ts';
import { products, reviews } from './tables.ts';

/** The product every test order is of (test/production.ts). */
const PRODUCT = 'BC-1001';

describe('a buyer’s review: POST /api/product/addReview', () => {
  let t: TestApp;
  let operator: TestStaff;
  let support: TestStaff;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await newStaff(t.db, 'production');
    support = await newStaff(t.db, 'support');
  });
  afterAll(() => t.close());

  const delivered = (lang: 'en' | 'zh' = 'en') => itemInState(t.app, operator, 'delivered', { lang });
  const written = (orderItemId: number, more: Partial<CallInput<typeof api.addReview>> = {}) => ({
    orderItemId,
    fraction: 4,
    title: 'Crisp and sturdy',
    content: 'The colours matched our proof exactly.',
    ...more,
  });
  const review = (token: string, input: CallInput<typeof api.addReview>, lang?: string) =>
    call(t.app, api.addReview, input, { token, lang });
  const rating = async () => (await call(t.app, api.productDetail, { productNo: PRODUCT })).data.productItem;
  const shownReviews = async (lang?: string) =>
    (await call(t.app, api.productReviews, { productNo: PRODUCT }, { lang })).data;
  /** The item as its order's page shows it to its buyer. */
  const itemPage = async ({ member, orderId, itemId }: OrderedItem) =>
    (await call(t.app, api.getOrderDetail, { orderId, orderItemId: itemId }, { token: member.token })).data
      .dtl;
  const reviewRows = (orderItemId: number) =>
    t.db.select().from(reviews).where(eq(reviews.orderItemId, orderItemId));

  it('shows at once on the product page with the badge, in its language, and moves the rating everywhere', async () => {
    // Read first, so the 60-second caches hold the product as it was.
    const before = await rating();
    const [tile] = (await call(t.app, api.productSearch, { productName: 'Classic Matte' })).data.list;
    const bought = await delivered('zh');
    const { member, itemId } = bought;
    expect(await itemPage(bought)).toMatchObject({ review: null, reviewable: true });

    const res = await review(member.token, written(itemId, { fraction: 1, title: '很好的名片' }), 'zh');
    expect(res.status).toBe(200);
    expect(res.msg).toBe('感谢您的评价！评价已显示在商品页面');
    expect(res.data).toMatchObject({
      fraction: 1,
      title: '很好的名片',
      author: 'Pat',
      verified: true,
      lang: 'zh',
    });

    const after = await rating();
    expect(after.plnum).toBe(before.plnum + 1);
    // One star pulls down an average of the demo's reviews, which are all above it.
    expect(after.startype).toBeLessThan(before.startype);
    expect((await shownReviews('zh'))[0]).toEqual(res.data);
    const [tileAfter] = (await call(t.app, api.productSearch, { productName: 'Classic Matte' })).data.list;
    expect(tileAfter).toMatchObject({ product_no: tile!.product_no, plnum: tile!.plnum + 1 });

    // The order's page shows the buyer their review instead of the form.
    expect(await itemPage(bought)).toMatchObject({ review: res.data, reviewable: false });
  });

  it('refuses an item of another member’s, or none, as 404, and writes nothing', async () => {
    const { itemId } = await delivered();
    const stranger = await newMember(t.db);
    for (const orderItemId of [itemId, 999_999_999]) {
      const res = await review(stranger.token, written(orderItemId));
      expect([res.status, res.msg]).toEqual([404, 'Order item not found']);
    }
    expect(await reviewRows(itemId)).toEqual([]);
  });

  it('refuses an item not delivered yet with 409, whatever its state', async () => {
    const [unpaid] = await orderedItems(t.db);
    const shipped = await itemInState(t.app, operator, 'shipped');
    for (const item of [unpaid!, shipped]) {
      expect((await itemPage(item)).reviewable).toBe(false);
      const res = await review(item.member.token, written(item.itemId), 'zh');
      expect([res.status, res.msg]).toEqual([409, '商品送达后才能评价']);
      expect(await reviewRows(item.itemId)).toEqual([]);
    }
  });

  it('takes one review per item: a second is a 409, and two at once make one', async () => {
    const first = await delivered();
    expect((await review(first.member.token, written(first.itemId))).status).toBe(200);
    const again = await review(first.member.token, written(first.itemId, { title: 'Again' }));
    expect([again.status, again.msg]).toEqual([409, 'You have already reviewed this item']);

    const raced = await delivered();
    const answers = await Promise.all(
      [1, 2, 3].map((fraction) => review(raced.member.token, written(raced.itemId, { fraction }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await reviewRows(raced.itemId)).toHaveLength(1);
  });

  it('refuses a product the shop no longer sells with 409', async () => {
    const bought = await delivered();
    const { member, itemId } = bought;
    await t.db.update(products).set({ active: false }).where(eq(products.productNo, PRODUCT));
    try {
      expect((await itemPage(bought)).reviewable).toBe(false);
      const res = await review(member.token, written(itemId));
      expect([res.status, res.msg]).toEqual([
        409,
        'This product is no longer sold, so it cannot be reviewed',
      ]);
    } finally {
      await t.db.update(products).set({ active: true }).where(eq(products.productNo, PRODUCT));
    }
    expect(await reviewRows(itemId)).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, and a visitor with 401', async () => {
    const { member, itemId } = await delivered();
    const cases: [Record<string, unknown>, string][] = [
      [{ fraction: 0 }, 'Please choose from 1 to 5 stars'],
      [{ fraction: 6 }, 'Please choose from 1 to 5 stars'],
      [{ fraction: 4.5 }, 'Please choose from 1 to 5 stars'],
      [{ fraction: undefined }, 'Please choose from 1 to 5 stars'],
      [{ title: '   ' }, 'Please give your review a title'],
      [
        { title: 'x'.repeat(REVIEW_LIMITS.title + 1) },
        `Review title is too long (at most ${REVIEW_LIMITS.title} characters)`,
      ],
      [{ content: '' }, 'Please write your review'],
      [{ orderItemId: 'first' }, 'Please choose order item'],
    ];
    for (const [change, message] of cases) {
      const res = await callUnchecked(
        t.app,
        api.addReview,
        { ...written(itemId), ...change },
        { token: member.token },
      );
      expect([res.status, res.msg]).toEqual([400, message]);
    }
    const visitor = await call(t.app, api.addReview, written(itemId));
    expect(visitor.status).toBe(401);
    expect(await reviewRows(itemId)).toEqual([]);
  });

  it('leaves a review staff hid out of the product page and its rating, but not out of its buyer’s order', async () => {
    const { member, orderId, itemId } = await delivered();
    const res = await review(member.token, written(itemId, { title: 'Hide me' }));
    const counted = await rating();
    const [row] = await reviewRows(itemId);
    const hidden = await call(t.app, admin.adminReviewHide, { id: row!.id }, { headers: support.headers });
    expect(hidden.status).toBe(200);

    expect((await rating()).plnum).toBe(counted.plnum - 1);
    expect((await shownReviews()).map((shown) => shown.title)).not.toContain('Hide me');
    const detail = await call(
      t.app,
      api.getOrderDetail,
      { orderId, orderItemId: itemId },
      { token: member.token },
    );
    expect(detail.data.dtl.review).toEqual(res.data);
  });

  it('shows no review on the order page of an item nobody reviewed', async () => {
    const [item] = await orderedItems(t.db);
    await payTestOrder(t.app, item!.member, item!.orderId);
    const detail = await call(
      t.app,
      api.getOrderDetail,
      { orderId: item!.orderId },
      { token: item!.member.token },
    );
    expect(detail.data.dtl.review).toBeNull();
  });
});
