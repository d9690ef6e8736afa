import type { Locator, Page } from '@playwright/test';
import type { api, Lang } from '@printshop/contract';
import { DEMO_STAFF, loginAsStaff, shopOrigin } from './admin';
import { expect, type Member, test } from './fixtures';
import { PNG } from './images';
import { type PlacedItem, placeOrder, sendProof } from './production-api';
import { apiData } from './shop-api';

/** What staff read, per language; the refusals are the server's messages. */
const TEXT = {
  en: {
    filterOrders: 'Filter orders',
    search: 'Search',
    itemState: 'Item state',
    payment: 'Payment',
    paid: 'Paid',
    apply: 'Apply',
    found: (count: number) => `Orders found: ${count}`,
    orderTitle: (orderNo: string) => `Order ${orderNo}`,
    states: {
      awaiting_review: 'Awaiting file review',
      proof_sent: 'Proof sent',
      approved: 'Approved',
      printing: 'Printing',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    },
    openFile: 'Open File 1',
    proofFile: 'Proof file (image or PDF)',
    proofMessage: 'Message to the customer',
    sendProof: 'Send proof',
    proofSent: 'Proof version 1 sent to the customer.',
    proofVersion: 'Proof version 1',
    proofWaiting: 'Waiting for the customer',
    approveFiles: 'Approve files as sent',
    filesApproved: 'Files approved.',
    print: 'Start printing',
    printing: 'Printing started.',
    waitsForPayment: 'Printing waits until the order is paid.',
    carrier: 'Carrier',
    trackingNo: 'Tracking number',
    ship: 'Mark shipped',
    shipped: 'Marked shipped; the customer is mailed the tracking number.',
    deliver: 'Mark delivered',
    delivered: 'Marked delivered.',
    ticket: 'Job ticket',
    timeline: 'Timeline',
    history: [
      'Order placed',
      'Order paid',
      'proof sent (Awaiting file review → Proof sent)',
      'proof approved by the customer (Proof sent → Approved)',
      'printing started (Approved → Printing)',
      'shipped (Printing → Shipped)',
      'delivered (Shipped → Delivered)',
    ],
    byStaff: (name: string) => `by ${name}`,
    byCustomer: 'by the customer',
    notes: 'Internal notes',
    newNote: 'New note',
    addNote: 'Add note',
    noteAdded: 'Note added.',
    staleApproval:
      'The files of this item cannot be approved: it is waiting for the customer to answer a proof.',
    cancel: 'Cancel order',
    cancelTitle: (orderNo: string) => `Cancel order ${orderNo}?`,
    nothingToRefund: 'Nothing was paid, so nothing is refunded.',
    reason: 'Reason',
    confirmCancel: 'Cancel the order',
    reasonMissing: 'Say why the order is cancelled.',
    cancelled: 'Order cancelled.',
    nothingRefunded: 'Nothing had been paid; nothing was refunded.',
    itemsPerState: 'Items per state',
    lateItems: 'Late items',
    revenue: 'Revenue',
    paidOrders: 'Paid orders',
    figures: 'Show the figures',
    demoPasswords: 'Staff still using a demo password',
    manageStaff: 'Manage staff accounts',
    total: 'Total',
    csv: 'Export CSV',
    clear: 'Clear',
    pages: 'Pages',
    nextPage: 'Next page',
    audit: 'Audit log',
    filterAudit: 'Filter the audit log',
    staffMember: 'Staff member',
    action: 'Action',
    printStarted: 'Started printing',
    orderItem: (id: number) => `Order item #${id}`,
    fullChanges: 'Before and after in full',
    forbidden: 'Your role may not do this',
  },
  zh: {
    filterOrders: '筛选订单',
    search: '搜索',
    itemState: '商品状态',
    payment: '付款',
    paid: '已付款',
    apply: '筛选',
    found: (count: number) => `共找到 ${count} 个订单`,
    orderTitle: (orderNo: string) => `订单 ${orderNo}`,
    states: {
      awaiting_review: '待审核文件',
      proof_sent: '已发送校样',
      approved: '已确认',
      printing: '印刷中',
      shipped: '已发货',
      delivered: '已送达',
      cancelled: '已取消',
    },
    openFile: '打开文件 1',
    proofFile: '校样文件（图片或 PDF）',
    proofMessage: '给客户的留言',
    sendProof: '发送校样',
    proofSent: '已将校样第 1 版发送给客户。',
    proofVersion: '校样第 1 版',
    proofWaiting: '等待客户确认',
    approveFiles: '按原文件确认',
    filesApproved: '文件已确认。',
    print: '开始印刷',
    printing: '已开始印刷。',
    waitsForPayment: '订单付款后才能开始印刷。',
    carrier: '承运商',
    trackingNo: '运单号',
    ship: '标记为已发货',
    shipped: '已标记为发货，运单号已通过邮件告知客户。',
    deliver: '标记为已送达',
    delivered: '已标记为送达。',
    ticket: '生产工单',
    timeline: '进度记录',
    history: [
      '下单',
      '付款成功',
      '发送校样 (待审核文件 → 已发送校样)',
      '客户确认校样 (已发送校样 → 已确认)',
      '开始印刷 (已确认 → 印刷中)',
      '发货 (印刷中 → 已发货)',
      '送达 (已发货 → 已送达)',
    ],
    byStaff: (name: string) => `操作人：${name}`,
    byCustomer: '操作人：客户',
    notes: '内部备注',
    newNote: '新备注',
    addNote: '添加备注',
    noteAdded: '备注已添加。',
    staleApproval: '无法确认该商品的文件：它等待客户确认校样。',
    cancel: '取消订单',
    cancelTitle: (orderNo: string) => `取消订单 ${orderNo}？`,
    nothingToRefund: '订单尚未付款，无需退款。',
    reason: '取消原因',
    confirmCancel: '取消订单',
    reasonMissing: '请填写取消订单的原因。',
    cancelled: '订单已取消。',
    nothingRefunded: '订单未付款，没有退款。',
    itemsPerState: '各状态的商品数',
    lateItems: '逾期商品',
    revenue: '收入',
    paidOrders: '已付款订单',
    figures: '查看数据',
    demoPasswords: '仍在使用演示密码的员工',
    manageStaff: '管理员工账号',
    total: '合计',
    csv: '导出 CSV',
    clear: '清除',
    pages: '分页',
    nextPage: '下一页',
    audit: '操作日志',
    filterAudit: '筛选操作日志',
    staffMember: '员工',
    action: '操作',
    printStarted: '开始印刷',
    orderItem: (id: number) => `订单商品 #${id}`,
    fullChanges: '查看完整的变更前后内容',
    forbidden: '您的角色无权执行此操作',
  },
} as const;
type Text = (typeof TEXT)[Lang];

async function expectToast(page: Page, kind: 'success' | 'error', message: string): Promise<void> {
  await expect(page.locator(`[data-kind="${kind}"]`).filter({ hasText: message })).toBeVisible();
}

/** The customer's view of their order, for its number and the proofs sent to them. */
function customerOrder(page: Page, member: Member, { orderId }: PlacedItem): Promise<api.OrderDetail> {
  return apiData(page.request.get(`/api/order/getOrderDtl?orderId=${orderId}`, { headers: member.headers }));
}

/** A staff move through the API, as the page's logged-in staff member. */
function staffMove(page: Page, itemId: number, move: 'approve-files' | 'print'): Promise<unknown> {
  return apiData(
    page.request.post(`/api/admin/items/${itemId}/${move}`, { headers: { origin: shopOrigin() }, data: {} }),
  );
}

/** The item's card on the order screen (each order of these tests has one item) and its state chip. */
function itemCard(page: Page): { card: Locator; state: Locator } {
  const card = page.getByRole('main').getByRole('article');
  return { card, state: card.locator('header') };
}

/** Against the viewport's width: on a phone, window.innerWidth grows with a page that overflows. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text: Text = TEXT[lang];

  test.describe(`the back office's orders in ${lang}`, () => {
    test.skip(({ isMobile }) => isMobile, 'desktop screens; the phone has its own check below');
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('production finds a paid order, proofs, prints, ships and delivers it, and reads it all in the timeline', async ({
      page,
      open,
      signIn,
    }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, true);
      const { orderNo } = (await customerOrder(page, member, placed)).orderMain;
      await loginAsStaff(page, 'production');

      await open('/admin/orders');
      const filters = page.getByRole('form', { name: text.filterOrders });
      await filters.getByLabel(text.search).fill(member.email);
      await filters.getByLabel(text.payment).selectOption({ label: text.paid });
      await filters.getByRole('button', { name: text.apply }).click();
      await expect(page.getByRole('status')).toHaveText(text.found(1));
      expect(new URL(page.url()).search).toBe(`?payment=paid&q=${encodeURIComponent(member.email)}`);
      await page.getByRole('table').locator('tbody tr').getByText(member.email).click();

      await expect(page).toHaveURL(new RegExp(`/admin/orders/${placed.orderId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.orderTitle(orderNo));
      const { card, state } = itemCard(page);
      await expect(state).toContainText(text.states.awaiting_review);
      await expect(card.getByRole('link', { name: text.openFile })).toHaveAttribute('href', /^\/uploads\//);

      await card
        .getByLabel(text.proofFile)
        .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
      await card.getByLabel(text.proofMessage).fill('Please check the colours');
      await card.getByRole('button', { name: text.sendProof }).click();
      await expectToast(page, 'success', text.proofSent);
      await expect(state).toContainText(text.states.proof_sent);
      await expect(card.getByRole('listitem').filter({ hasText: text.proofVersion })).toContainText(
        text.proofWaiting,
      );

      const [proof] = (await customerOrder(page, member, placed)).dtl.proofs;
      await apiData(
        page.request.post('/api/order/approveProof', {
          headers: member.headers,
          data: { proofId: proof?.id },
        }),
      );
      await open(page.url());
      await expect(state).toContainText(text.states.approved);

      await card.getByRole('button', { name: text.print }).click();
      await expectToast(page, 'success', text.printing);
      await expect(state).toContainText(text.states.printing);

      await card.getByLabel(text.carrier).fill('UPS');
      await card.getByLabel(text.trackingNo).fill('1Z999AA10123456784');
      await card.getByRole('button', { name: text.ship }).click();
      await expectToast(page, 'success', text.shipped);
      await expect(state).toContainText(text.states.shipped);
      await expect(card).toContainText('1Z999AA10123456784');

      await card.getByRole('button', { name: text.deliver }).click();
      await expectToast(page, 'success', text.delivered);
      await expect(state).toContainText(text.states.delivered);
      await expect(card.getByRole('button')).toHaveCount(0);

      const ticket = card.getByRole('link', { name: text.ticket });
      await expect(ticket).toHaveAttribute('target', '_blank');
      const ticketHref = `/api/admin/items/${placed.itemId}/ticket?lang=${lang}`;
      await expect(ticket).toHaveAttribute('href', ticketHref);
      const ticketPage = await page.request.get(ticketHref);
      expect(ticketPage.headers()['content-type']).toContain('text/html');
      expect(await ticketPage.text()).toContain(orderNo);

      const timeline = page.getByRole('region', { name: text.timeline }).getByRole('listitem');
      await expect(timeline).toContainText([...text.history]);
      await expect(timeline.filter({ hasText: text.byStaff(DEMO_STAFF.production.name) })).toHaveCount(4);
      await expect(timeline.filter({ hasText: text.byCustomer })).toHaveCount(1);

      const notes = page.getByRole('region', { name: text.notes });
      await notes.getByLabel(text.newNote).fill('Packed with extra care');
      await notes.getByRole('button', { name: text.addNote }).click();
      await expectToast(page, 'success', text.noteAdded);
      await expect(notes.getByRole('listitem').first()).toContainText(
        ['Packed with extra care', DEMO_STAFF.production.name].join(''),
      );
    });

    test('the dashboard counts items per state, lists late items and charts 30 days; owners are warned of demo passwords', async ({
      page,
      open,
    }) => {
      await loginAsStaff(page, 'owner');
      await open('/admin');
      const states = page.getByRole('region', { name: text.itemsPerState }).getByRole('link');
      await expect(states).toHaveCount(8);
      const printing = states.filter({ hasText: text.states.printing });
      await expect(printing).toHaveText(new RegExp(`^[1-9]\\d*${text.states.printing}$`));
      await expect(page.getByRole('region', { name: text.lateItems })).toBeVisible();
      for (const name of [text.revenue, text.paidOrders]) {
        await expect(page.getByRole('img', { name }).locator('rect')).toHaveCount(30);
      }
      await page.getByText(text.figures).click();
      await expect(page.getByRole('region').getByRole('table').locator('tbody tr')).toHaveCount(30);
      const warning = page.getByRole('alert').filter({ hasText: text.demoPasswords });
      for (const staff of Object.values(DEMO_STAFF)) await expect(warning).toContainText(staff.email);
      await expect(warning.getByRole('link', { name: text.manageStaff })).toHaveAttribute(
        'href',
        '/admin/staff',
      );

      await printing.click();
      await expect(page).toHaveURL(/\/admin\/orders\?state=printing$/);
      await expect(page.getByLabel(text.itemState)).toHaveValue('printing');

      await loginAsStaff(page, 'production');
      await open('/admin');
      await expect(page.getByRole('region', { name: text.itemsPerState })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('the owner opens the audit log and finds a production move, with what it changed', async ({
      page,
      open,
      signIn,
    }) => {
      const placed = await placeOrder(page, await signIn(), true);
      await loginAsStaff(page, 'production');
      await staffMove(page, placed.itemId, 'approve-files');
      await staffMove(page, placed.itemId, 'print');

      await loginAsStaff(page, 'owner');
      await open('/admin');
      await page.getByRole('navigation').getByRole('link', { name: text.audit }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.audit);
      const filters = page.getByRole('form', { name: text.filterAudit });
      await filters.getByLabel(text.staffMember).selectOption({
        label: `${DEMO_STAFF.production.name} (${DEMO_STAFF.production.email})`,
      });
      await filters.getByLabel(text.action).selectOption({ label: text.printStarted });
      await filters.getByRole('button', { name: text.apply }).click();
      await expect(page).toHaveURL(/\/admin\/audit\?staff=\d+&action=item\.print$/);

      const entry = page.getByRole('row').filter({ hasText: text.orderItem(placed.itemId) });
      await expect(entry).toContainText(text.printStarted);
      await expect(entry).toContainText(DEMO_STAFF.production.name);
      await expect(entry).toContainText('state: approved → printing');
      await entry.getByText(text.fullChanges).click();
      await expect(entry.locator('pre').first()).toHaveText(/"state": "approved"/);

      // The record links to the item's order.
      await entry.getByRole('link', { name: text.orderItem(placed.itemId) }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${placed.orderId}$`));
    });
  });
}

test.describe("the back office's orders", () => {
  test.skip(({ isMobile }) => isMobile, 'desktop screens; the phone has its own check below');
  const text = TEXT.en;
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('a stale screen shows the server’s refusal, then the order as it is now', async ({
    page,
    open,
    signIn,
    guard,
  }) => {
    guard.allowHttpError((url) => url.pathname.endsWith('/approve-files'), 409);
    const placed = await placeOrder(page, await signIn(), true);
    await loginAsStaff(page, 'production');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await expect(state).toContainText(text.states.awaiting_review);

    // Someone else sends a proof meanwhile: the files can no longer be approved as sent.
    await sendProof(page, placed.itemId, 'From another screen');
    await card.getByRole('button', { name: text.approveFiles }).click();
    await expectToast(page, 'error', text.staleApproval);
    await expect(state).toContainText(text.states.proof_sent);
    await expect(card.getByRole('button', { name: text.approveFiles })).toHaveCount(0);
  });

  test('support reads the order and notes it, has no moves, and the server refuses one', async ({
    page,
    open,
    signIn,
    guard,
  }) => {
    guard.allowHttpError((url) => url.pathname === '/api/admin/audit', 403);
    const placed = await placeOrder(page, await signIn(), true);
    await loginAsStaff(page, 'support');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await expect(state).toContainText(text.states.awaiting_review);
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.getByRole('link', { name: text.ticket })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: text.notes }).getByRole('button', { name: text.addNote }),
    ).toBeVisible();

    const refused = await page.request.post(`/api/admin/items/${placed.itemId}/approve-files`, {
      headers: { origin: shopOrigin() },
      data: {},
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 403, msg: text.forbidden });

    // The audit log is the owner's: the address alone does not open it.
    await open('/admin/audit');
    await expect(page.getByRole('alert')).toContainText(text.forbidden);
  });

  test('the owner sees printing wait for the payment, then cancels the unpaid order with a reason', async ({
    page,
    open,
    signIn,
  }) => {
    const member = await signIn();
    const placed = await placeOrder(page, member, false);
    const { orderNo } = (await customerOrder(page, member, placed)).orderMain;
    await loginAsStaff(page, 'owner');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await card.getByRole('button', { name: text.approveFiles }).click();
    await expectToast(page, 'success', text.filesApproved);
    const print = card.getByRole('button', { name: text.print });
    await expect(print).toBeDisabled();
    await expect(print).toHaveAccessibleDescription(text.waitsForPayment);

    await page.getByRole('button', { name: text.cancel }).click();
    const dialog = page.getByRole('dialog', { name: text.cancelTitle(orderNo) });
    await expect(dialog).toContainText(text.nothingToRefund);
    await dialog.getByRole('button', { name: text.confirmCancel }).click();
    await expect(dialog.getByRole('alert')).toHaveText(text.reasonMissing);
    await dialog.getByLabel(text.reason).fill('The customer ordered the same cards twice');
    await dialog.getByRole('button', { name: text.confirmCancel }).click();
    await expectToast(page, 'success', text.cancelled);
    await expect(dialog).toBeHidden();

    const notice = page.getByRole('note');
    await expect(notice).toContainText('The customer ordered the same cards twice');
    await expect(notice).toContainText(text.nothingRefunded);
    await expect(state).toContainText(text.states.cancelled);
    await expect(page.getByRole('button', { name: text.cancel })).toHaveCount(0);
    await expect(card.getByRole('button')).toHaveCount(0);
  });

  test('filters, sort and page live in the address, and the CSV link exports the same view', async ({
    page,
    open,
    signIn,
  }) => {
    // An order of this test's own, which also gives the list a second page whatever ran before.
    const member = await signIn();
    const { orderNo } = (await customerOrder(page, member, await placeOrder(page, member, false))).orderMain;
    await loginAsStaff(page, 'owner');
    await open('/admin/orders');
    const filters = page.getByRole('form', { name: text.filterOrders });
    await filters.getByLabel(text.itemState).selectOption({ label: text.states.printing });
    await filters.getByRole('button', { name: text.apply }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?state=printing$/);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText(text.states.printing);

    const total = page.getByRole('columnheader', { name: text.total });
    await total.getByRole('button').click();
    await expect(page).toHaveURL(/\?state=printing&sort=total$/);
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await total.getByRole('button').click();
    await expect(page).toHaveURL(/\?state=printing&sort=total&dir=asc$/);
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    const amounts = (await rows.locator('td:last-child').allTextContents()).map((cell) =>
      Number(cell.replace(/[^\d.]/g, '')),
    );
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    await open(page.url());
    await expect(page.getByLabel(text.itemState)).toHaveValue('printing');
    await expect(total).toHaveAttribute('aria-sort', 'ascending');

    await filters.getByLabel(text.itemState).selectOption({ label: text.states.awaiting_review });
    await filters.getByLabel(text.search).fill(member.email);
    await filters.getByRole('button', { name: text.apply }).click();
    await expect(page.getByRole('status')).toHaveText(text.found(1));
    const csvHref = `/api/admin/orders.csv?state=awaiting_review&q=${encodeURIComponent(member.email)}&sort=total&dir=asc&lang=en`;
    await expect(page.getByRole('link', { name: text.csv })).toHaveAttribute('href', csvHref);
    const csv = await page.request.get(csvHref);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(orderNo);

    await page.getByRole('link', { name: text.clear }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?sort=total&dir=asc$/);
    const pages = page.getByRole('navigation', { name: text.pages });
    await pages.getByRole('link', { name: text.nextPage }).click();
    await expect(page).toHaveURL(/\?sort=total&dir=asc&page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe("the back office's order screen on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone check');
  const text = TEXT.en;
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('fits the screen, and its actions work', async ({ page, open, signIn }) => {
    const placed = await placeOrder(page, await signIn(), true);
    await loginAsStaff(page, 'production');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await expect(state).toContainText(text.states.awaiting_review);
    await expectNoHorizontalScroll(page);

    await card.getByRole('button', { name: text.approveFiles }).click();
    await expectToast(page, 'success', text.filesApproved);
    await expect(state).toContainText(text.states.approved);
    await card.getByRole('button', { name: text.print }).click();
    await expect(state).toContainText(text.states.printing);
    await expect(page.getByRole('region', { name: text.timeline })).toContainText('printing started');
    await expectNoHorizontalScroll(page);

    await open('/admin/orders');
    await expectNoHorizontalScroll(page);
  });
});
