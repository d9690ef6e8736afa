import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type api, type CallInputOf, formatMoney, type Lang, ORDER_FILTER } from '@printshop/contract';
import { callApi, isCall } from './api-client';
import { test as base, expect } from './fixtures';
import { fill, SHOP_TEXT } from './texts';

type Shop = (typeof SHOP_TEXT)[Lang];
/** The texts of the order pages. */
type Text = Shop['ordersPage'];
type FilterName = keyof typeof ORDER_FILTER;

const DEMO = { email: 'demo@inkfold.example', password: 'demo-password-1' } as const;

interface DemoSession {
  token: string;
  nickname: string;
}

/**
 * The seeded demo member, who has orders at every stage; the tests only read them. Each worker
 * logs them in once, through the log-in call (only failed log-ins count against its limits).
 */
const test = base.extend<{ demo: DemoSession }, { demoSession: DemoSession }>({
  demoSession: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const session = await callApi(request, 'login', DEMO);
      await request.dispose();
      await use(session);
    },
    { scope: 'worker' },
  ],
  /** Opens the following pages as the demo member. */
  demo: async ({ page, demoSession }, use) => {
    await page.addInitScript(
      (session) => {
        localStorage.setItem('token', session.token);
        localStorage.setItem('email', session.email);
        localStorage.setItem('nickname', session.nickname);
      },
      { ...demoSession, email: DEMO.email },
    );
    await use(demoSession);
  },
});

/** The demo member's orders under a filter, as the API serves them in a language. */
const orderList = (
  request: APIRequestContext,
  token: string,
  lang: Lang,
  input: CallInputOf<'queryOrderList'>,
) => callApi(request, 'queryOrderList', input, { token, lang });

/** The detail of one item of a member's order, as the API serves it in a language. */
const orderDetail = (
  request: APIRequestContext,
  token: string,
  lang: Lang,
  order: api.OrderSummary,
  item: api.OrderItem,
) => callApi(request, 'getOrderDetail', { orderId: order.id, orderItemId: item.id }, { token, lang });

/** The demo member's paid order whose items are at different stages. */
function mixedOrder(all: api.OrderList): api.OrderSummary {
  return all.list.find((order) => new Set(order.busOrderItemList.map((item) => item.sta)).size > 1)!;
}

/** The tracker's stages, in order (the keys of their names in the catalogue). */
const STAGES = ['fileReview', 'printing', 'shipping'] as const;

/** A page's title: its own, then the shop's. */
function titled(title: string): RegExp {
  return new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `);
}

/** An API time as the day the page shows: the browser's own time zone, the page's language. */
function day(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', {
    year: 'numeric',
    month: lang === 'zh' ? 'long' : 'short',
    day: 'numeric',
  }).format(new Date(iso));
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** The order numbers of the cards shown, top to bottom. */
function cardHeadings(page: Page): Locator {
  return page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
}

async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Picks a filter the way the screen offers it: links on a wide screen, the dropdown on a phone. */
async function chooseFilter(page: Page, text: Text, isMobile: boolean, filter: FilterName): Promise<void> {
  const nav = page.getByRole('navigation', { name: text.filter.label });
  const sta = ORDER_FILTER[filter];
  const landed = (url: URL) =>
    url.pathname === '/order' && (url.searchParams.get('sta') ?? String(ORDER_FILTER.all)) === String(sta);
  if (isMobile) {
    await expect(nav).toBeHidden();
    await Promise.all([
      page.waitForURL(landed),
      page.getByRole('combobox', { name: text.filter.label }).selectOption({ label: text.filter[filter] }),
    ]);
  } else {
    await Promise.all([
      page.waitForURL(landed),
      nav.getByRole('link', { name: text.filter[filter] }).click(),
    ]);
  }
  await hydrated(page);
  if (isMobile) {
    await expect(
      page.getByRole('combobox', { name: text.filter.label }).locator('option:checked'),
    ).toHaveText(text.filter[filter]);
  } else {
    await expect(nav.getByRole('link', { name: text.filter[filter] })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
}

async function search(page: Page, text: Text, query: string, by: 'enter' | 'button'): Promise<void> {
  const box = page.getByRole('main').getByRole('searchbox', { name: text.search.label });
  await box.fill(query);
  const landed = (url: URL) => url.pathname === '/order' && url.searchParams.get('q') === query;
  await Promise.all([
    page.waitForURL(landed),
    by === 'enter'
      ? box.press('Enter')
      : page.getByRole('main').getByRole('button', { name: text.search.button, exact: true }).click(),
  ]);
  await hydrated(page);
}

/** Checks the detail page against the API's answer for the same order and item. */
async function expectDetail(page: Page, shop: Shop, lang: Lang, detail: api.OrderDetail): Promise<void> {
  const { ordersPage: text, accountPages } = shop;
  const { orderMain: order, dtl: item, sAddress, bAddress } = detail;
  const main = page.getByRole('main');
  await expect(page).toHaveTitle(titled(text.detail.title));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    fill(text.detail.heading, { no: order.orderNo }),
  );
  await expect(
    main.getByText(fill(text.detail.placedOn, { date: day(order.createTime, lang) })),
  ).toBeVisible();

  const banner = main.getByTestId('order-status');
  await expect(banner).toContainText(order.orderStatusName);
  const note =
    order.paymentStatus === 'paid'
      ? fill(text.payment.paidOn, { date: day(order.paidTime!, lang) })
      : text.payment[order.paymentStatus];
  await expect(banner).toContainText(note);

  await expect(main.getByRole('heading', { level: 3, name: item.productName })).toBeVisible();
  const attributes = main.getByTestId('order-attributes');
  for (const { key, value } of detail.attributeslist) {
    await expect(attributes.getByText(key, { exact: true })).toBeVisible();
    await expect(attributes.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(main.getByTestId('item-subtotal')).toHaveText(formatMoney(item.subtotalAmount, lang));
  await expect(main.getByTestId('order-total')).toHaveText(formatMoney(order.totalAmount, lang));
  const summary = main.getByRole('region', { name: text.detail.summary });
  await expect(summary).toContainText(formatMoney(order.tax, lang));
  await expect(summary).toContainText(formatMoney(order.deliveryfee, lang));
  if (order.coupon)
    await expect(summary).toContainText(fill(text.detail.discountCode, { code: order.coupon }));

  const shipping = main.getByRole('region', { name: text.detail.shippingAddress });
  for (const line of [`${sAddress.firstname} ${sAddress.lastname}`, sAddress.address, sAddress.city]) {
    await expect(shipping).toContainText(line);
  }
  await expect(shipping).toContainText(fill(accountPages.address.phone, { value: sAddress.phone }));
  await expect(main.getByRole('region', { name: text.detail.billingAddress })).toHaveCount(bAddress ? 1 : 0);
  if (order.remark)
    await expect(main.getByRole('region', { name: text.detail.remarks })).toContainText(order.remark);

  // docs/product.md#production: a stage is done once the item has moved past it and the stage it
  // is in is the current step; an order on hold (unpaid, or cancelled) has none done or current.
  const held = order.cancelTime !== null || (order.paymentStatus !== 'paid' && item.state !== 'proof_sent');
  const at = held ? -1 : item.state === 'delivered' ? STAGES.length : item.sta;
  const stages = main.getByRole('list', { name: text.tracker.label }).getByRole('listitem');
  await expect(stages).toHaveCount(3);
  for (const [threshold, name] of STAGES.entries()) {
    const stage = stages.nth(threshold);
    await expect(stage).toContainText(text.tracker[name]);
    const status = threshold < at ? 'done' : threshold === at ? 'current' : 'ahead';
    await expect(stage).toContainText(`(${text.tracker[status]})`);
    if (threshold === at) await expect(stage).toHaveAttribute('aria-current', 'step');
    else await expect(stage).not.toHaveAttribute('aria-current');
  }
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const shop = SHOP_TEXT[lang];
  const text = shop.ordersPage;
  const { pagination } = shop.storefront;
  /** An order card's heading. */
  const orderNo = (order: api.OrderSummary) => fill(text.card.orderNo, { no: order.orderNo });

  test.describe(`order pages in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('a visitor is sent to log in, and comes back to the same address', async ({ page }) => {
      for (const path of ['/order?sta=1', '/orderDetail?no=1&oid=1']) {
        await page.goto(path);
        await page.waitForURL(
          (url) => url.pathname === '/login' && url.searchParams.get('redirect') === path,
        );
        await hydrated(page);
      }
    });

    test('my orders greets the member and lists every order with its items, on one page', async ({
      page,
      open,
      request,
      demo,
    }) => {
      const all = await orderList(request, demo.token, lang, { sta: ORDER_FILTER.all });
      await open('/order');
      const main = page.getByRole('main');
      await expect(page).toHaveTitle(titled(text.title));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(main.getByTestId('orders-greeting')).toHaveText(
        fill(text.greeting, { name: demo.nickname }),
      );
      const tabs = main.getByRole('navigation', { name: text.tabsLabel });
      await expect(tabs.getByRole('link', { name: text.tabOrders })).toHaveAttribute('aria-current', 'page');
      await expect(tabs.getByRole('link', { name: text.tabAccount })).toHaveAttribute('href', '/user');

      // Eight demo orders fit one page of ten: both pagers show the total and page 1 alone.
      expect(all.total).toBeLessThanOrEqual(10);
      await expect(cardHeadings(page)).toHaveText(all.list.map(orderNo));
      const pagers = main.getByRole('navigation', { name: pagination.label });
      await expect(pagers).toHaveCount(2);
      for (const pager of await pagers.all()) {
        await expect(pager).toContainText(fill(pagination.total, { count: all.total }));
        await expect(
          pager.getByRole('link', { name: fill(pagination.page, { page: 1 }), exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await expect(
          pager.getByRole('link', { name: fill(pagination.page, { page: 2 }), exact: true }),
        ).toHaveCount(0);
      }

      for (const order of all.list) {
        const card = main.getByRole('article', { name: orderNo(order) });
        await expect(card).toContainText(fill(text.card.placed, { date: day(order.createTime, lang) }));
        await expect(card).toContainText(order.orderStatusName);
        await expect(card).toContainText(formatMoney(order.totalAmount, lang));
        await expect(card).toContainText(`${order.sAddressbo.firstname} ${order.sAddressbo.lastname}`);
        await expect(card).toContainText(order.sAddressbo.city);
        for (const item of order.busOrderItemList) {
          const row = card
            .getByRole('listitem')
            .filter({ has: page.getByRole('heading', { name: item.productName }) });
          await expect(row).toContainText(item.makelStaName);
          for (const { key, value } of item.productAttributeVOList)
            await expect(row).toContainText(`${key}: ${value}`);
          await expect(
            row.getByRole('link', { name: fill(text.card.viewDetailsOf, { name: item.productName }) }),
          ).toHaveAttribute('href', `/orderDetail?no=${order.id}&oid=${item.id}`);
        }
      }
      await expectNoSideways(page);
    });

    test('the filters list the orders on hold, open and all, from page 1', { tag: '@layout' }, async ({
      page,
      open,
      request,
      demo,
      isMobile,
    }) => {
      const expected = async (filter: FilterName) =>
        (await orderList(request, demo.token, lang, { sta: ORDER_FILTER[filter] })).list.map(orderNo);

      // Past the last page; a new filter starts again at page 1.
      await open('/order?page=2');
      await expect(page.getByRole('main').getByText(text.empty.pastEnd)).toBeVisible();
      for (const filter of ['onHold', 'open', 'all'] as const) {
        await chooseFilter(page, text, isMobile, filter);
        expect(new URL(page.url()).searchParams.get('page')).toBeNull();
        const orders = await expected(filter);
        expect(orders.length).toBeGreaterThan(0);
        await expect(cardHeadings(page)).toHaveText(orders);
      }
      const onHold = await expected('onHold');
      const openOrders = await expected('open');
      // Unpaid orders are on hold, never open.
      expect(onHold.filter((no) => openOrders.includes(no))).toEqual([]);
      await expectNoSideways(page);
    });

    test('search finds orders by number and by product name, within the filter', async ({
      page,
      open,
      request,
      demo,
      isMobile,
    }) => {
      const all = await orderList(request, demo.token, lang, { sta: ORDER_FILTER.all });
      const target = all.list.find((order) => order.busOrderItemList.length > 1)!;
      await open('/order');
      const box = page.getByRole('main').getByRole('searchbox', { name: text.search.label });
      await expect(box).toHaveAttribute('maxlength', '70');

      await search(page, text, target.orderNo, 'enter');
      await expect(cardHeadings(page)).toHaveText([orderNo(target)]);
      await expect(box).toHaveValue(target.orderNo);

      // A product name in the page's language, searched within the open orders.
      await chooseFilter(page, text, isMobile, 'open');
      expect(new URL(page.url()).searchParams.get('q')).toBe(target.orderNo);
      const name = target.busOrderItemList[0]!.productName;
      await search(page, text, name, 'button');
      expect(new URL(page.url()).searchParams.get('sta')).toBe(String(ORDER_FILTER.open));
      const found = await orderList(request, demo.token, lang, { sta: ORDER_FILTER.open, queryparam: name });
      expect(found.total).toBeGreaterThan(0);
      await expect(cardHeadings(page)).toHaveText(found.list.map(orderNo));
    });

    test('a search that matches nothing says so, and clearing it lists the filter’s orders again', async ({
      page,
      open,
      request,
      demo,
    }) => {
      await open(`/order?sta=${ORDER_FILTER.open}`);
      const nothing = 'no-such-order-zz';
      await search(page, text, nothing, 'enter');
      expect(new URL(page.url()).searchParams.get('sta')).toBe(String(ORDER_FILTER.open));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: text.empty.title })).toBeVisible();
      await expect(main.getByText(fill(text.empty.search, { q: nothing }))).toBeVisible();
      await expect(main.getByRole('link', { name: text.empty.shop })).toHaveAttribute('href', '/');
      await expect(main.getByRole('article')).toHaveCount(0);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/order' && !url.searchParams.has('q')),
        main.getByRole('link', { name: text.clearSearch }).click(),
      ]);
      await hydrated(page);
      await expect(cardHeadings(page)).toHaveText(
        (await orderList(request, demo.token, lang, { sta: ORDER_FILTER.open })).list.map(orderNo),
      );
    });

    test('hostile parameters in the address list every order, as the plain address does', async ({
      page,
      open,
      request,
      demo,
    }) => {
      const all = await orderList(request, demo.token, lang, { sta: ORDER_FILTER.all });
      await open('/order?q=IP%00&sta=%00&page=%00');
      await expect(cardHeadings(page)).toHaveText(all.list.map(orderNo));
      await expect(page.getByRole('main').getByRole('searchbox', { name: text.search.label })).toHaveValue(
        '',
      );
    });

    test('a list that does not load offers a retry', async ({ page, open, demo: _demo, guard }) => {
      guard.allowHttpError(isCall('queryOrderList'), 500);
      let failures = 1;
      await page.route(isCall('queryOrderList'), async (route) => {
        if (failures-- > 0) {
          await route.fulfill({ status: 500, json: { code: 500, msg: '', data: null } });
        } else {
          await route.fallback();
        }
      });
      await open('/order');
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(shop.accountPages.loadFailed);
      await alert.getByRole('button', { name: shop.accountPages.retry }).click();
      await expect(alert).toBeHidden();
      await expect(cardHeadings(page).first()).toBeVisible();
    });

    test('an order’s detail, opened from its card, shows its status, item, totals, addresses and tracker', async ({
      page,
      open,
      request,
      demo,
    }) => {
      const all = await orderList(request, demo.token, lang, { sta: ORDER_FILTER.all });

      // From a card: the paid order whose items are at different stages.
      const mixed = mixedOrder(all);
      const first = mixed.busOrderItemList[0]!;
      await open('/order');
      await Promise.all([
        page.waitForURL(`/orderDetail?no=${mixed.id}&oid=${first.id}`),
        page
          .getByRole('main')
          .getByRole('article', { name: orderNo(mixed) })
          .getByRole('link', { name: fill(text.card.viewDetailsOf, { name: first.productName }) })
          .click(),
      ]);
      await hydrated(page);
      await expectDetail(page, shop, lang, await orderDetail(request, demo.token, lang, mixed, first));
      await expectNoSideways(page);
    });

    test('an order’s detail links to its other items, and back to my orders', async ({
      page,
      open,
      request,
      demo,
    }) => {
      const all = await orderList(request, demo.token, lang, { sta: ORDER_FILTER.all });
      const mixed = mixedOrder(all);
      const [first, second] = mixed.busOrderItemList as [api.OrderItem, api.OrderItem];
      await open(`/orderDetail?no=${mixed.id}&oid=${first.id}`);

      // The order's other item is a link away.
      const others = page.getByRole('main').getByRole('region', { name: text.detail.otherItems });
      await Promise.all([
        page.waitForURL(`/orderDetail?no=${mixed.id}&oid=${second.id}`),
        others.getByRole('link', { name: second.productName }).click(),
      ]);
      await hydrated(page);
      await expectDetail(page, shop, lang, await orderDetail(request, demo.token, lang, mixed, second));

      await Promise.all([
        page.waitForURL('/order'),
        page.getByRole('main').getByRole('link', { name: text.detail.back }).click(),
      ]);
      await hydrated(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(text.title);
    });

    test('an unpaid order, a coupon and remarks each show on the detail', async ({
      page,
      open,
      request,
      demo,
    }) => {
      const all = await orderList(request, demo.token, lang, { sta: ORDER_FILTER.all });
      // Unpaid, with a coupon, with remarks: each shows what it has.
      const pending = all.list.find((order) => order.paymentStatus === 'pending')!;
      const failed = all.list.find((order) => order.paymentStatus === 'failed')!;
      const coupon = all.list.find((order) => order.coupon)!;
      const remark = all.list.find((order) => order.remark)!;
      for (const order of [pending, failed, coupon, remark]) {
        const item = order.busOrderItemList[0]!;
        await open(`/orderDetail?no=${order.id}&oid=${item.id}`);
        await expectDetail(page, shop, lang, await orderDetail(request, demo.token, lang, order, item));
      }
    });

    test('a missing, malformed or unknown order number shows that the order was not found', async ({
      page,
      open,
      demo: _demo,
      guard,
    }) => {
      guard.allowHttpError(isCall('getOrderDetail'), 404);
      for (const path of ['/orderDetail', '/orderDetail?no=abc', '/orderDetail?no=999999&oid=1']) {
        await open(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.detail.notFoundTitle);
        await expect(main.getByRole('link', { name: text.detail.back })).toHaveAttribute('href', '/order');
      }
    });

    test('another member sees no orders, and not the demo member’s', async ({
      page,
      open,
      request,
      signIn,
      guard,
      demoSession,
    }) => {
      guard.allowHttpError(isCall('getOrderDetail'), 404);
      const [order] = (await orderList(request, demoSession.token, lang, { sta: ORDER_FILTER.all })).list;
      const member = await signIn('Noor');
      await open('/order');
      const main = page.getByRole('main');
      await expect(main.getByTestId('orders-greeting')).toHaveText(
        fill(text.greeting, { name: member.nickname }),
      );
      await expect(main.getByRole('heading', { name: text.empty.title })).toBeVisible();
      await expect(main.getByText(text.empty.all)).toBeVisible();
      await expect(main.getByRole('navigation', { name: pagination.label })).toHaveCount(0);

      await open(`/orderDetail?no=${order!.id}&oid=${order!.busOrderItemList[0]!.id}`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.detail.notFoundTitle);
    });
  });
}
