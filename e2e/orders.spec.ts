import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type api, formatMoney, type Lang, ORDER_FILTER } from '@printshop/contract';
import { test as base, expect } from './fixtures';

/** What the shopper reads, per language. Status and stage names come from the API. */
const TEXT = {
  en: {
    title: 'My orders',
    greeting: 'Hi, Alex',
    tabs: 'Your account',
    tabOrders: 'My orders',
    tabAccount: 'My account',
    filter: 'Show',
    filters: { onHold: 'Orders on hold', open: 'Open orders', all: 'All orders' },
    searchBox: 'Search your orders',
    searchButton: 'Search',
    noMatch: (q: string) => `No order number or product name matches “${q}”.`,
    noOrders: 'No orders found',
    noOrdersYet: 'You have not placed an order yet.',
    pastEnd: 'There are no orders on this page.',
    clearSearch: 'Clear search',
    shop: 'Continue shopping',
    orderNo: (no: string) => `Order ${no}`,
    placed: (date: string) => `Placed ${date}`,
    viewDetails: (name: string) => `View details of ${name}`,
    pages: 'Pages',
    total: (count: number) => `Total ${count}`,
    page: (page: number) => `Page ${page}`,
    loadFailed: 'We could not load this page.',
    retry: 'Try again',
    back: 'Back to my orders',
    detailTitle: 'Order details',
    placedOn: (date: string) => `Placed on ${date}`,
    paidOn: (date: string) => `Paid on ${date}.`,
    pending: 'On hold: this order goes to print once it is paid.',
    failed: 'On hold: the last payment attempt did not go through.',
    tracker: 'Production progress',
    stages: ['File review', 'Printing', 'Shipping'],
    reached: '(done)',
    current: '(in progress)',
    ahead: '(not yet)',
    summary: 'Order summary',
    discount: (code: string) => `Discount (${code})`,
    shippingAddress: 'Shipping address',
    billingAddress: 'Billing address',
    phone: (phone: string) => `Phone: ${phone}`,
    remarks: 'Order remarks',
    otherItems: 'Also in this order',
    notFound: 'We could not find this order',
  },
  zh: {
    title: '我的订单',
    greeting: '您好，Alex',
    tabs: '您的账户',
    tabOrders: '我的订单',
    tabAccount: '我的账户',
    filter: '显示',
    filters: { onHold: '待处理订单', open: '进行中订单', all: '全部订单' },
    searchBox: '搜索订单',
    searchButton: '搜索',
    noMatch: (q: string) => `没有订单号或产品名称与“${q}”匹配。`,
    noOrders: '没有找到订单',
    noOrdersYet: '您还没有下过订单。',
    pastEnd: '此页没有订单。',
    clearSearch: '清除搜索',
    shop: '继续购物',
    orderNo: (no: string) => `订单 ${no}`,
    placed: (date: string) => `下单于${date}`,
    viewDetails: (name: string) => `查看${name}的详情`,
    pages: '分页',
    total: (count: number) => `共 ${count} 条`,
    page: (page: number) => `第 ${page} 页`,
    loadFailed: '无法加载此页面。',
    retry: '重试',
    back: '返回我的订单',
    detailTitle: '订单详情',
    placedOn: (date: string) => `下单日期：${date}`,
    paidOn: (date: string) => `已于${date}付款。`,
    pending: '待处理：订单付款后即开始印刷。',
    failed: '待处理：上次付款未能成功。',
    tracker: '生产进度',
    stages: ['文件审核', '印刷', '发货'],
    reached: '(已完成)',
    current: '(进行中)',
    ahead: '(未开始)',
    summary: '订单摘要',
    discount: (code: string) => `优惠（${code}）`,
    shippingAddress: '收货地址',
    billingAddress: '账单地址',
    phone: (phone: string) => `电话：${phone}`,
    remarks: '订单备注',
    otherItems: '本订单中的其他产品',
    notFound: '找不到该订单',
  },
} as const;

type Text = (typeof TEXT)[Lang];
type FilterName = keyof Text['filters'];

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
      const login = await request.post('/api/token/login', { form: DEMO });
      const body = (await login.json()) as { code: number; data: DemoSession };
      expect(body.code).toBe(200);
      await request.dispose();
      await use({ token: body.data.token, nickname: body.data.nickname });
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

/** `data` of a member's GET call, as the API serves it in a language. */
async function memberData<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  query: Record<string, string | number>,
  lang: Lang,
): Promise<T> {
  const params = new URLSearchParams({ lang });
  for (const [name, value] of Object.entries(query)) params.set(name, String(value));
  const response = await request.get(`${path}?${params}`, { headers: { token } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

const orderList = (
  request: APIRequestContext,
  token: string,
  lang: Lang,
  query: Record<string, string | number>,
) => memberData<api.OrderList>(request, token, '/api/order/queryOrderList', query, lang);

/** The detail of one item of a member's order, as the API serves it in a language. */
const orderDetail = (
  request: APIRequestContext,
  token: string,
  lang: Lang,
  order: api.OrderSummary,
  item: api.OrderItem,
) =>
  memberData<api.OrderDetail>(
    request,
    token,
    '/api/order/getOrderDtl',
    { orderId: order.id, orderItemId: item.id },
    lang,
  );

/** The demo member's paid order whose items are at different stages. */
function mixedOrder(all: api.OrderList): api.OrderSummary {
  return all.list.find((order) => new Set(order.busOrderItemList.map((item) => item.sta)).size > 1)!;
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
  const nav = page.getByRole('navigation', { name: text.filter });
  const sta = ORDER_FILTER[filter];
  const landed = (url: URL) =>
    url.pathname === '/order' && (url.searchParams.get('sta') ?? String(ORDER_FILTER.all)) === String(sta);
  if (isMobile) {
    await expect(nav).toBeHidden();
    await Promise.all([
      page.waitForURL(landed),
      page.getByRole('combobox', { name: text.filter }).selectOption({ label: text.filters[filter] }),
    ]);
  } else {
    await Promise.all([
      page.waitForURL(landed),
      nav.getByRole('link', { name: text.filters[filter] }).click(),
    ]);
  }
  await hydrated(page);
  if (isMobile) {
    await expect(page.getByRole('combobox', { name: text.filter }).locator('option:checked')).toHaveText(
      text.filters[filter],
    );
  } else {
    await expect(nav.getByRole('link', { name: text.filters[filter] })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
}

async function search(page: Page, text: Text, query: string, by: 'enter' | 'button'): Promise<void> {
  const box = page.getByRole('main').getByRole('searchbox', { name: text.searchBox });
  await box.fill(query);
  const landed = (url: URL) => url.pathname === '/order' && url.searchParams.get('q') === query;
  await Promise.all([
    page.waitForURL(landed),
    by === 'enter'
      ? box.press('Enter')
      : page.getByRole('main').getByRole('button', { name: text.searchButton, exact: true }).click(),
  ]);
  await hydrated(page);
}

/** Checks the detail page against the API's answer for the same order and item. */
async function expectDetail(page: Page, text: Text, lang: Lang, detail: api.OrderDetail): Promise<void> {
  const { orderMain: order, dtl: item, sAddress, bAddress } = detail;
  const main = page.getByRole('main');
  await expect(page).toHaveTitle(new RegExp(`^${text.detailTitle} \\| `));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.orderNo(order.orderNo));
  await expect(main.getByText(text.placedOn(day(order.createTime, lang)))).toBeVisible();

  const banner = main.getByTestId('order-status');
  await expect(banner).toContainText(order.orderStatusName);
  const note =
    order.paymentStatus === 'paid' ? text.paidOn(day(order.paidTime!, lang)) : text[order.paymentStatus];
  await expect(banner).toContainText(note);

  await expect(main.getByRole('heading', { level: 3, name: item.productName })).toBeVisible();
  const attributes = main.getByTestId('order-attributes');
  for (const { key, value } of detail.attributeslist) {
    await expect(attributes.getByText(key, { exact: true })).toBeVisible();
    await expect(attributes.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(main.getByTestId('item-subtotal')).toHaveText(formatMoney(item.subtotalAmount, lang));
  await expect(main.getByTestId('order-total')).toHaveText(formatMoney(order.totalAmount, lang));
  const summary = main.getByRole('region', { name: text.summary });
  await expect(summary).toContainText(formatMoney(order.tax, lang));
  await expect(summary).toContainText(formatMoney(order.deliveryfee, lang));
  if (order.coupon) await expect(summary).toContainText(text.discount(order.coupon));

  const shipping = main.getByRole('region', { name: text.shippingAddress });
  for (const line of [`${sAddress.firstname} ${sAddress.lastname}`, sAddress.address, sAddress.city]) {
    await expect(shipping).toContainText(line);
  }
  await expect(shipping).toContainText(text.phone(sAddress.phone));
  await expect(main.getByRole('region', { name: text.billingAddress })).toHaveCount(bAddress ? 1 : 0);
  if (order.remark)
    await expect(main.getByRole('region', { name: text.remarks })).toContainText(order.remark);

  // docs/product.md#production: a stage is done once the item has moved past it and the stage it
  // is in is the current step; an order on hold (unpaid, or cancelled) has none done or current.
  const held = order.cancelTime !== null || (order.paymentStatus !== 'paid' && item.state !== 'proof_sent');
  const at = held ? -1 : item.state === 'delivered' ? text.stages.length : item.sta;
  const stages = main.getByRole('list', { name: text.tracker }).getByRole('listitem');
  await expect(stages).toHaveCount(3);
  for (const [threshold, name] of text.stages.entries()) {
    const stage = stages.nth(threshold);
    await expect(stage).toContainText(name);
    await expect(stage).toContainText(
      threshold < at ? text.reached : threshold === at ? text.current : text.ahead,
    );
    if (threshold === at) await expect(stage).toHaveAttribute('aria-current', 'step');
    else await expect(stage).not.toHaveAttribute('aria-current');
  }
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = TEXT[lang];

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
      await expect(page).toHaveTitle(new RegExp(`^${text.title} \\| `));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(main.getByTestId('orders-greeting')).toHaveText(text.greeting);
      const tabs = main.getByRole('navigation', { name: text.tabs });
      await expect(tabs.getByRole('link', { name: text.tabOrders })).toHaveAttribute('aria-current', 'page');
      await expect(tabs.getByRole('link', { name: text.tabAccount })).toHaveAttribute('href', '/user');

      // Eight demo orders fit one page of ten: both pagers show the total and page 1 alone.
      expect(all.total).toBeLessThanOrEqual(10);
      await expect(cardHeadings(page)).toHaveText(all.list.map((order) => text.orderNo(order.orderNo)));
      const pagers = main.getByRole('navigation', { name: text.pages });
      await expect(pagers).toHaveCount(2);
      for (const pager of await pagers.all()) {
        await expect(pager).toContainText(text.total(all.total));
        await expect(pager.getByRole('link', { name: text.page(1), exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(pager.getByRole('link', { name: text.page(2), exact: true })).toHaveCount(0);
      }

      for (const order of all.list) {
        const card = main.getByRole('article', { name: text.orderNo(order.orderNo) });
        await expect(card).toContainText(text.placed(day(order.createTime, lang)));
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
          await expect(row.getByRole('link', { name: text.viewDetails(item.productName) })).toHaveAttribute(
            'href',
            `/orderDetail?no=${order.id}&oid=${item.id}`,
          );
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
      const expected = async (sta: number) =>
        (await orderList(request, demo.token, lang, { sta })).list.map((order) =>
          text.orderNo(order.orderNo),
        );

      // Past the last page; a new filter starts again at page 1.
      await open('/order?page=2');
      await expect(page.getByRole('main').getByText(text.pastEnd)).toBeVisible();
      for (const filter of ['onHold', 'open', 'all'] as const) {
        await chooseFilter(page, text, isMobile, filter);
        expect(new URL(page.url()).searchParams.get('page')).toBeNull();
        const orders = await expected(ORDER_FILTER[filter]);
        expect(orders.length).toBeGreaterThan(0);
        await expect(cardHeadings(page)).toHaveText(orders);
      }
      const onHold = await expected(ORDER_FILTER.onHold);
      const openOrders = await expected(ORDER_FILTER.open);
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
      const box = page.getByRole('main').getByRole('searchbox', { name: text.searchBox });
      await expect(box).toHaveAttribute('maxlength', '70');

      await search(page, text, target.orderNo, 'enter');
      await expect(cardHeadings(page)).toHaveText([text.orderNo(target.orderNo)]);
      await expect(box).toHaveValue(target.orderNo);

      // A product name in the page's language, searched within the open orders.
      await chooseFilter(page, text, isMobile, 'open');
      expect(new URL(page.url()).searchParams.get('q')).toBe(target.orderNo);
      const name = target.busOrderItemList[0]!.productName;
      await search(page, text, name, 'button');
      expect(new URL(page.url()).searchParams.get('sta')).toBe(String(ORDER_FILTER.open));
      const found = await orderList(request, demo.token, lang, { sta: ORDER_FILTER.open, queryparam: name });
      expect(found.total).toBeGreaterThan(0);
      await expect(cardHeadings(page)).toHaveText(found.list.map((order) => text.orderNo(order.orderNo)));
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
      await expect(main.getByRole('heading', { name: text.noOrders })).toBeVisible();
      await expect(main.getByText(text.noMatch(nothing))).toBeVisible();
      await expect(main.getByRole('link', { name: text.shop })).toHaveAttribute('href', '/');
      await expect(main.getByRole('article')).toHaveCount(0);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/order' && !url.searchParams.has('q')),
        main.getByRole('link', { name: text.clearSearch }).click(),
      ]);
      await hydrated(page);
      await expect(cardHeadings(page)).toHaveText(
        (await orderList(request, demo.token, lang, { sta: ORDER_FILTER.open })).list.map((order) =>
          text.orderNo(order.orderNo),
        ),
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
      await expect(cardHeadings(page)).toHaveText(all.list.map((order) => text.orderNo(order.orderNo)));
      await expect(page.getByRole('main').getByRole('searchbox', { name: text.searchBox })).toHaveValue('');
    });

    test('a list that does not load offers a retry', async ({ page, open, demo: _demo, guard }) => {
      guard.allowHttpError(/^\/api\/order\/queryOrderList/, 500);
      let failures = 1;
      await page.route('**/api/order/queryOrderList**', async (route) => {
        if (failures-- > 0) {
          await route.fulfill({ status: 500, json: { code: 500, msg: '', data: null } });
        } else {
          await route.fallback();
        }
      });
      await open('/order');
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(text.loadFailed);
      await alert.getByRole('button', { name: text.retry }).click();
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
          .getByRole('article', { name: text.orderNo(mixed.orderNo) })
          .getByRole('link', { name: text.viewDetails(first.productName) })
          .click(),
      ]);
      await hydrated(page);
      await expectDetail(page, text, lang, await orderDetail(request, demo.token, lang, mixed, first));
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
      const others = page.getByRole('main').getByRole('region', { name: text.otherItems });
      await Promise.all([
        page.waitForURL(`/orderDetail?no=${mixed.id}&oid=${second.id}`),
        others.getByRole('link', { name: second.productName }).click(),
      ]);
      await hydrated(page);
      await expectDetail(page, text, lang, await orderDetail(request, demo.token, lang, mixed, second));

      await Promise.all([
        page.waitForURL('/order'),
        page.getByRole('main').getByRole('link', { name: text.back }).click(),
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
        await expectDetail(page, text, lang, await orderDetail(request, demo.token, lang, order, item));
      }
    });

    test('a missing, malformed or unknown order number shows that the order was not found', async ({
      page,
      open,
      demo: _demo,
      guard,
    }) => {
      guard.allowHttpError(/^\/api\/order\/getOrderDtl/, 404);
      for (const path of ['/orderDetail', '/orderDetail?no=abc', '/orderDetail?no=999999&oid=1']) {
        await open(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
        await expect(main.getByRole('link', { name: text.back })).toHaveAttribute('href', '/order');
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
      guard.allowHttpError(/^\/api\/order\/getOrderDtl/, 404);
      const [order] = (await orderList(request, demoSession.token, lang, { sta: ORDER_FILTER.all })).list;
      await signIn('Noor');
      await open('/order');
      const main = page.getByRole('main');
      await expect(main.getByTestId('orders-greeting')).toHaveText(text.greeting.replace('Alex', 'Noor'));
      await expect(main.getByRole('heading', { name: text.noOrders })).toBeVisible();
      await expect(main.getByText(text.noOrdersYet)).toBeVisible();
      await expect(main.getByRole('navigation', { name: text.pages })).toHaveCount(0);

      await open(`/orderDetail?no=${order!.id}&oid=${order!.busOrderItemList[0]!.id}`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
    });
  });
}
