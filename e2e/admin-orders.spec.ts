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
    awaitingPayment: 'Awaiting payment',
    productionWaits: 'Production starts once the order is paid.',
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
      'sent proof v1 of',
      'The customer approved proof v1 of',
      'started printing',
      'shipped',
      'delivered',
    ],
    /** Where each move left the item, in the same order. */
    moved: [
      'Awaiting file review → Proof sent',
      'Proof sent → Approved',
      'Approved → Printing',
      'Printing → Shipped',
      'Shipped → Delivered',
    ],
    customer: 'The customer',
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
    sentProof: 'Sent a proof',
    orderNo: 'Order number',
    proofSentSentence: (name: string, itemId: number, orderNo: string) =>
      `${name} sent proof v1 of item #${itemId} of order ${orderNo}`,
    forbidden: 'Your role may not do this',
    notAllowed: 'You are not allowed to see this',
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
    awaitingPayment: '待付款',
    productionWaits: '订单付款后才开始生产。',
    carrier: '承运商',
    trackingNo: '运单号',
    ship: '标记为已发货',
    shipped: '已标记为发货，运单号已通过邮件告知客户。',
    deliver: '标记为已送达',
    delivered: '已标记为送达。',
    ticket: '生产工单',
    timeline: '进度记录',
    history: ['下单', '付款成功', '发送了', '客户 确认了', '开始印刷', '发出了', '标记为已送达'],
    moved: [
      '待审核文件 → 已发送校样',
      '已发送校样 → 已确认',
      '已确认 → 印刷中',
      '印刷中 → 已发货',
      '已发货 → 已送达',
    ],
    customer: '客户',
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
    sentProof: '发送打样',
    orderNo: '订单号',
    proofSentSentence: (name: string, itemId: number, orderNo: string) =>
      `${name} 发送了订单 ${orderNo} 商品 #${itemId} 的校样 v1`,
    forbidden: '您的角色无权执行此操作',
    notAllowed: '您无权查看此内容',
  },
} as const;
type Text = (typeof TEXT)[Lang];

/** Confirms the move the open dialog asks about: its confirm button bears the move's name. */
async function confirmMove(page: Page, move: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: move, exact: true }).click();
}

async function expectToast(page: Page, kind: 'success' | 'error', message: string): Promise<void> {
  await expect(page.locator(`[data-kind="${kind}"]`).filter({ hasText: message })).toBeVisible();
}

/** The customer's view of their order, for its number and the proofs sent to them. */
function customerOrder(page: Page, member: Member, { orderId }: PlacedItem): Promise<api.OrderDetail> {
  return apiData(page.request.get(`/api/order/getOrderDtl?orderId=${orderId}`, { headers: member.headers }));
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

  test.describe(`the back office's orders in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('production finds a paid order, proofs, prints, ships and delivers it, and reads it all in the timeline', async ({
      page,
      open,
      signIn,
    }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, 'paid');
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
      await confirmMove(page, text.print);
      await expectToast(page, 'success', text.printing);
      await expect(state).toContainText(text.states.printing);

      await card.getByLabel(text.carrier).fill('UPS');
      await card.getByLabel(text.trackingNo).fill('1Z999AA10123456784');
      await card.getByRole('button', { name: text.ship }).click();
      await expectToast(page, 'success', text.shipped);
      await expect(state).toContainText(text.states.shipped);
      await expect(card).toContainText('1Z999AA10123456784');

      await card.getByRole('button', { name: text.deliver }).click();
      await confirmMove(page, text.deliver);
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
      await expect(timeline.filter({ hasText: text.moved[0] })).toContainText(`v1`);
      await expect(timeline.filter({ hasText: '→' })).toContainText([...text.moved]);
      await expect(timeline.filter({ hasText: DEMO_STAFF.production.name })).toHaveCount(4);
      await expect(timeline.filter({ hasText: text.customer })).toHaveCount(1);

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

    test('the owner reads a proof a staff member sent as a sentence, linked to the order', async ({
      page,
      open,
      signIn,
    }) => {
      const member = await signIn();
      const placed = await placeOrder(page, member, 'paid');
      const { orderNo } = (await customerOrder(page, member, placed)).orderMain;
      await loginAsStaff(page, 'production');
      await sendProof(page, placed.itemId, 'Please check the colours');

      await loginAsStaff(page, 'owner');
      await open('/admin');
      await page.getByRole('navigation').getByRole('link', { name: text.audit }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.audit);
      const filters = page.getByRole('form', { name: text.filterAudit });
      await filters.getByLabel(text.orderNo).fill(orderNo);
      await filters.getByLabel(text.staffMember).selectOption({
        label: `${DEMO_STAFF.production.name} (${DEMO_STAFF.production.email})`,
      });
      await filters.getByLabel(text.action).selectOption({ label: text.sentProof });
      await filters.getByRole('button', { name: text.apply }).click();
      await expect(page).toHaveURL(
        new RegExp(`/admin/audit\\?orderNo=${orderNo}&staff=\\d+&action=item\\.sendProof$`),
      );

      const entry = page.getByRole('row').filter({ hasText: orderNo });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(
        text.proofSentSentence(DEMO_STAFF.production.name, placed.itemId, orderNo),
      );
      await expect(entry).not.toContainText('{');
      await expect(entry.getByRole('link', { name: DEMO_STAFF.production.name })).toHaveAttribute(
        'href',
        /\/admin\/audit\?staff=\d+$/,
      );
      await entry.getByRole('link', { name: orderNo }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${placed.orderId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.orderTitle(orderNo));
    });
  });
}

test.describe("the back office's orders", () => {
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
    const placed = await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'production');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await expect(state).toContainText(text.states.awaiting_review);

    // Someone else sends a proof meanwhile: the files can no longer be approved as sent.
    await sendProof(page, placed.itemId, 'From another screen');
    await card.getByRole('button', { name: text.approveFiles }).click();
    await confirmMove(page, text.approveFiles);
    await expectToast(page, 'error', text.staleApproval);
    await expect(state).toContainText(text.states.proof_sent);
    await expect(card.getByRole('button', { name: text.approveFiles })).toHaveCount(0);
  });

  test('the job ticket opens in a new tab with the approved proof as the artwork to print', async ({
    page,
    open,
    signIn,
  }) => {
    const member = await signIn();
    const placed = await placeOrder(page, member, 'paid');
    await loginAsStaff(page, 'production');
    const proof = await sendProof(page, placed.itemId, 'Please check the colours');
    await apiData(
      page.request.post('/api/order/approveProof', { headers: member.headers, data: { proofId: proof.id } }),
    );
    await open(`/admin/orders/${placed.orderId}`);
    await expect(page.getByRole('link', { name: 'Print tickets' })).toHaveAttribute(
      'href',
      `/api/admin/tickets?items=${placed.itemId}&lang=en`,
    );
    const [ticket] = await Promise.all([
      page.waitForEvent('popup'),
      itemCard(page).card.getByRole('link', { name: text.ticket }).click(),
    ]);
    await expect(ticket.getByRole('heading', { name: 'Artwork to print' })).toBeVisible();
    const artwork = ticket.locator('.artwork');
    await expect(artwork).toContainText('Proof v1 · approved by the customer');
    await expect(artwork.getByRole('link')).toHaveText(new RegExp(`${proof.url}$`));
    const picture = artwork.getByRole('img', { name: 'Proof v1' });
    await expect(picture).toBeVisible();
    // Loaded, not refused by the ticket's policy.
    const loaded = await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
    await ticket.close();
  });

  test('start printing asks first, and the owner moves the item back to approved with a reason', async ({
    page,
    open,
    signIn,
  }) => {
    const placed = await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'owner');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await card.getByRole('button', { name: text.approveFiles }).click();
    await expect(page.getByRole('dialog')).toContainText('No proof goes to the customer');
    await confirmMove(page, text.approveFiles);
    await expectToast(page, 'success', text.filesApproved);
    await expect(state).toContainText(text.states.approved);

    const print = card.getByRole('button', { name: text.print });
    await print.click();
    const asked = page.getByRole('dialog', { name: /^Start printing .+ \(item #\d+\)\?$/ });
    await expect(asked).toContainText('The customer will be mailed that printing has started.');
    await asked.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(state).toContainText(text.states.approved);

    await print.click();
    await confirmMove(page, text.print);
    await expectToast(page, 'success', text.printing);
    await expect(state).toContainText(text.states.printing);

    await card.getByRole('button', { name: 'Move back to “Approved”' }).click();
    const moveBack = page.getByRole('dialog', { name: /back to “Approved”\?$/ });
    await expect(moveBack).toContainText('The customer will be mailed that printing is on hold');
    await moveBack.getByRole('button', { name: 'Move back', exact: true }).click();
    await expect(moveBack.getByRole('alert')).toHaveText('Say why the item moves back.');
    await moveBack.getByLabel('Reason').fill('Wrong paper stock loaded');
    await moveBack.getByRole('button', { name: 'Move back', exact: true }).click();
    await expectToast(page, 'success', 'Moved back to “Approved”.');
    await expect(state).toContainText(text.states.approved);
    await expect(card.getByRole('button', { name: text.print })).toBeVisible();

    const timeline = page.getByRole('region', { name: text.timeline }).getByRole('listitem');
    await expect(timeline.last()).toContainText('back to “Approved”');
    await expect(timeline.last()).toContainText('Wrong paper stock loaded');
    await expect(timeline.last()).toContainText(DEMO_STAFF.owner.name);
  });

  test('support reads the order and notes it, has no moves, and the server refuses one', async ({
    page,
    open,
    signIn,
    guard,
  }) => {
    guard.allowHttpError((url) => url.pathname === '/api/admin/audit', 403);
    guard.allowHttpError((url) => url.pathname === '/admin/audit', 403);
    const placed = await placeOrder(page, await signIn(), 'paid');
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
    expect((await open('/admin/audit'))?.status()).toBe(403);
    await expect(page.getByRole('alert')).toContainText(text.notAllowed);
  });

  test('the owner sees an unpaid order wait for the payment, with no moves, then cancels it with a reason', async ({
    page,
    open,
    signIn,
  }) => {
    const member = await signIn();
    const placed = await placeOrder(page, member, 'unpaid');
    const { orderNo } = (await customerOrder(page, member, placed)).orderMain;
    await loginAsStaff(page, 'owner');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await expect(state).toContainText(text.awaitingPayment);
    await expect(card).toContainText(text.productionWaits);
    await expect(card.getByRole('button')).toHaveCount(0);

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
    const { orderNo } = (await customerOrder(page, member, await placeOrder(page, member, 'paid'))).orderMain;
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

test.describe("the back office's order screen on a phone", { tag: '@phone' }, () => {
  const text = TEXT.en;
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('fits the screen, and its actions work', async ({ page, open, signIn }) => {
    const placed = await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'production');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await expect(state).toContainText(text.states.awaiting_review);
    await expectNoHorizontalScroll(page);

    await card.getByRole('button', { name: text.approveFiles }).click();
    await confirmMove(page, text.approveFiles);
    await expectToast(page, 'success', text.filesApproved);
    await expect(state).toContainText(text.states.approved);
    await card.getByRole('button', { name: text.print }).click();
    await confirmMove(page, text.print);
    await expect(state).toContainText(text.states.printing);
    await expect(page.getByRole('region', { name: text.timeline })).toContainText('started printing');
    await expectNoHorizontalScroll(page);

    await open('/admin/orders');
    await expectNoHorizontalScroll(page);
  });

  test('lists orders as cards: the first one’s state, payment, total and due date inside the screen', async ({
    page,
    open,
    signIn,
  }) => {
    await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'owner');
    await open('/admin/orders');
    const first = page.locator('table tbody tr').first();
    await first.scrollIntoViewIfNeeded();
    const columns = { states: 'Items', payment: 'Payment', total: 'Total', due: 'Due' };
    for (const label of Object.values(columns)) {
      const cell = first.locator(`td[data-label="${label}"]`);
      await expect(cell).not.toBeEmpty();
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    await expectNoHorizontalScroll(page);
  });
});

/** The page is no wider than the screen (measured against the viewport, as above). */
async function expectFitsWidth(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
  await expectNoHorizontalScroll(page);
}

test.describe("the back office's long texts", { tag: '@layout' }, () => {
  const text = TEXT.en;
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('a 2,000-character link in a note keeps the order screen its width, and is a safe link', async ({
    page,
    open,
    signIn,
  }) => {
    const placed = await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'support');
    await open(`/admin/orders/${placed.orderId}`);
    const notes = page.getByRole('region', { name: text.notes });
    const link = `https://example.com/${'a'.repeat(2000 - 'https://example.com/'.length)}`;
    await notes.getByLabel(text.newNote).fill(link);
    await expect(notes).toContainText('2,000 / 2,000');
    await notes.getByRole('button', { name: text.addNote }).click();
    await expectToast(page, 'success', text.noteAdded);
    await expect(notes).toContainText('0 / 2,000');

    const shown = notes.getByRole('listitem').first().getByRole('link');
    await expect(shown).toHaveAttribute('href', link);
    await expect(shown).toHaveAttribute('target', '_blank');
    await expect(shown).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expectFitsWidth(page);

    await notes
      .getByLabel(text.newNote)
      .fill('Not a link: javascript:alert(1), but https://example.com/ok is.');
    await notes.getByRole('button', { name: text.addNote }).click();
    const second = notes.getByRole('listitem').first();
    await expect(second).toContainText('javascript:alert(1)');
    await expect(second.getByRole('link')).toHaveAttribute('href', 'https://example.com/ok');
  });
});

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text: Text = TEXT[lang];
  const overBy = { en: '2,001 / 2,000: over the limit by 1', zh: '2,001 / 2,000，超出 1 个字符' }[lang];
  const refusal = {
    en: 'Note is too long (at most 2000 characters)',
    zh: '备注过长（最多 2000 个字符）',
  }[lang];

  test(`a note's field in ${lang} counts as it is typed, keeps a paste over its limit and shows the server's refusal`, {
    tag: '@desktop',
  }, async ({ page, open, signIn, guard, useLang }) => {
    guard.allowHttpError((url) => url.pathname.endsWith('/notes'), 400);
    await useLang(lang);
    const placed = await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'support');
    await open(`/admin/orders/${placed.orderId}`);
    const notes = page.getByRole('region', { name: text.notes });
    const field = notes.getByLabel(text.newNote);
    await field.fill('x'.repeat(1234));
    await expect(notes).toContainText('1,234 / 2,000');
    await field.fill('x'.repeat(2001));
    await expect(field).toHaveValue('x'.repeat(2001));
    await expect(notes).toContainText(overBy);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await notes.getByRole('button', { name: text.addNote }).click();
    await expectToast(page, 'error', refusal);
    await expect(field).toHaveValue('x'.repeat(2001));
    await expect(notes.getByRole('listitem')).toHaveCount(0);
  });
}
