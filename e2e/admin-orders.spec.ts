import type { Locator, Page } from '@playwright/test';
import type { Lang } from '@printshop/contract';
import { DEMO_STAFF, expectToast, loginAsStaff } from './admin';
import { callApi, callHref, isCall, sendCall } from './api-client';
import { expect, test } from './fixtures';
import { PNG } from './images';
import { type PlacedItem, placeOrder, sendProof } from './production-api';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

/** The production line an item of these tests goes along, from its files to the customer's door. */
const LINE = ['awaiting_review', 'proof_sent', 'approved', 'printing', 'shipped', 'delivered'] as const;

/** Confirms the move the open dialog asks about: its confirm button bears the move's name. */
async function confirmMove(page: Page, move: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: move, exact: true }).click();
}

/**
 * The order's one item as the back office's sentences name it, its product in `lang`: the page must
 * be logged in as staff (loginAsStaff).
 */
async function itemName(page: Page, { orderId, itemId }: PlacedItem, lang: Lang): Promise<string> {
  const order = await callApi(page.request, 'adminOrderDetail', { id: orderId }, { lang });
  return fill(ADMIN_TEXT[lang].activity.itemOfOrder, { product: order.items[0]!.productName, id: itemId });
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
  const text = ADMIN_TEXT[lang];

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
      await loginAsStaff(page, 'production');
      const item = await itemName(page, placed, lang);
      const { actions, done, files, proofForm, shipForm } = text.order;

      await open('/admin/orders');
      const filters = page.getByRole('form', { name: text.orders.filters.label });
      await filters.getByLabel(text.orders.filters.search).fill(member.email);
      await filters
        .getByLabel(text.orders.filters.payment)
        .selectOption({ label: text.paymentStatuses.paid });
      await filters.getByRole('button', { name: text.orders.filters.apply }).click();
      await expect(page.getByRole('status')).toHaveText(fill(text.orders.found, { count: 1 }));
      expect(new URL(page.url()).search).toBe(`?payment=paid&q=${encodeURIComponent(member.email)}`);
      await page.getByRole('table').locator('tbody tr').getByText(member.email).click();

      await expect(page).toHaveURL(new RegExp(`/admin/orders/${placed.orderId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(text.order.title, { orderNo: placed.orderNo }),
      );
      const { card, state } = itemCard(page);
      await expect(state).toContainText(text.itemStates.awaiting_review);
      const firstFile = fill(files.openNamed, { name: fill(files.designFile, { n: 1 }) });
      await expect(card.getByRole('link', { name: firstFile })).toHaveAttribute('href', /^\/uploads\//);

      await card
        .getByLabel(proofForm.file)
        .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
      await card.getByLabel(proofForm.message).fill('Please check the colours');
      await card.getByRole('button', { name: proofForm.send }).click();
      await expectToast(page, 'success', fill(done.sendProof, { version: 1 }));
      await expect(state).toContainText(text.itemStates.proof_sent);
      await expect(
        card.getByRole('listitem').filter({ hasText: fill(text.order.proofs.version, { version: 1 }) }),
      ).toContainText(text.proofStates.pending);

      const { dtl } = await callApi(page.request, 'getOrderDetail', { orderId: placed.orderId }, member);
      await callApi(page.request, 'approveProof', { proofId: dtl.proofs[0]!.id }, member);
      await open(page.url());
      await expect(state).toContainText(text.itemStates.approved);

      await card.getByRole('button', { name: actions.print }).click();
      await confirmMove(page, actions.print);
      await expectToast(page, 'success', done.print);
      await expect(state).toContainText(text.itemStates.printing);

      await card.getByLabel(shipForm.carrier).fill('UPS');
      await card.getByLabel(shipForm.trackingNo).fill('1Z999AA10123456784');
      await card.getByRole('button', { name: shipForm.send }).click();
      await expectToast(page, 'success', done.ship);
      await expect(state).toContainText(text.itemStates.shipped);
      await expect(card).toContainText('1Z999AA10123456784');

      await card.getByRole('button', { name: actions.deliver }).click();
      await confirmMove(page, actions.deliver);
      await expectToast(page, 'success', done.deliver);
      await expect(state).toContainText(text.itemStates.delivered);
      await expect(card.getByRole('button')).toHaveCount(0);

      const ticket = card.getByRole('link', { name: actions.ticket });
      await expect(ticket).toHaveAttribute('target', '_blank');
      const ticketHref = callHref('itemTicket', { itemId: placed.itemId }, lang);
      await expect(ticket).toHaveAttribute('href', ticketHref);
      const ticketPage = await page.request.get(ticketHref);
      expect(ticketPage.headers()['content-type']).toContain('text/html');
      expect(await ticketPage.text()).toContain(placed.orderNo);

      const timeline = page.getByRole('region', { name: text.order.timeline.title }).getByRole('listitem');
      const { moves, customer } = text.activity;
      const production = DEMO_STAFF.production.name;
      const proofSent = fill(moves.sendProof, { who: production, version: 1, item });
      await expect(timeline).toContainText([
        text.order.timeline.kinds.placed,
        text.order.timeline.kinds.paid,
        proofSent,
        fill(moves.approveProof, { who: customer, version: 1, item }),
        fill(moves.print, { who: production, item }),
        fill(moves.ship, { who: production, item }),
        fill(moves.deliver, { who: production, item }),
      ]);
      const moved = LINE.slice(1).map((to, step) =>
        fill(text.order.timeline.states, { from: text.itemStates[LINE[step]!], to: text.itemStates[to] }),
      );
      await expect(timeline.filter({ hasText: moved[0] })).toContainText(proofSent);
      await expect(timeline.filter({ hasText: '→' })).toContainText(moved);
      await expect(timeline.filter({ hasText: production })).toHaveCount(4);
      await expect(timeline.filter({ hasText: customer })).toHaveCount(1);

      const notes = page.getByRole('region', { name: text.order.notes.title });
      await notes.getByLabel(text.order.notes.text).fill('Packed with extra care');
      await notes.getByRole('button', { name: text.order.notes.add }).click();
      await expectToast(page, 'success', text.order.notes.added);
      await expect(notes.getByRole('listitem').first()).toContainText(
        ['Packed with extra care', production].join(''),
      );
    });

    test('the dashboard counts items per state, lists late items and charts 30 days; owners are warned of demo passwords', async ({
      page,
      open,
    }) => {
      const { dashboard } = text;
      await loginAsStaff(page, 'owner');
      await open('/admin');
      const states = page.getByRole('region', { name: dashboard.states }).getByRole('link');
      await expect(states).toHaveCount(8);
      const printing = states.filter({ hasText: text.itemStates.printing });
      await expect(printing).toHaveText(new RegExp(`^[1-9]\\d*${text.itemStates.printing}$`));
      await expect(page.getByRole('region', { name: dashboard.late.title })).toBeVisible();
      for (const name of [dashboard.sales.revenue, dashboard.sales.orders]) {
        await expect(page.getByRole('img', { name }).locator('rect')).toHaveCount(30);
      }
      await page.getByText(dashboard.sales.figures).click();
      await expect(page.getByRole('region').getByRole('table').locator('tbody tr')).toHaveCount(30);
      const warning = page.getByRole('alert').filter({ hasText: dashboard.demoPasswords.title });
      for (const staff of Object.values(DEMO_STAFF)) await expect(warning).toContainText(staff.email);
      await expect(warning.getByRole('link', { name: dashboard.demoPasswords.manage })).toHaveAttribute(
        'href',
        '/admin/staff',
      );

      await printing.click();
      await expect(page).toHaveURL(/\/admin\/orders\?state=printing$/);
      await expect(page.getByLabel(text.orders.filters.state)).toHaveValue('printing');

      await loginAsStaff(page, 'production');
      await open('/admin');
      await expect(page.getByRole('region', { name: dashboard.states })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('the owner reads a proof a staff member sent as a sentence, linked to the order', async ({
      page,
      open,
      signIn,
    }) => {
      const placed = await placeOrder(page, await signIn(), 'paid');
      const { orderNo } = placed;
      await loginAsStaff(page, 'production');
      await sendProof(page, placed.itemId, 'Please check the colours');

      await loginAsStaff(page, 'owner');
      await open('/admin');
      await page.getByRole('navigation').getByRole('link', { name: text.nav.audit }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.audit.title);
      const labels = text.audit.filters;
      const filters = page.getByRole('form', { name: labels.label });
      await filters.getByLabel(labels.orderNo).fill(orderNo);
      await filters.getByLabel(labels.staff).selectOption({
        label: `${DEMO_STAFF.production.name} (${DEMO_STAFF.production.email})`,
      });
      await filters.getByLabel(labels.action).selectOption({ label: text.audit.actions['item.sendProof'] });
      await filters.getByRole('button', { name: labels.apply }).click();
      await expect(page).toHaveURL(
        new RegExp(`/admin/audit\\?orderNo=${orderNo}&staff=\\d+&action=item\\.sendProof$`),
      );

      const entry = page.getByRole('row').filter({ hasText: orderNo });
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText(
        fill(text.activity.moves.sendProof, {
          who: DEMO_STAFF.production.name,
          version: 1,
          item: fill(text.activity.item, { id: placed.itemId, order: orderNo }),
        }),
      );
      await expect(entry).not.toContainText('{');
      await expect(entry.getByRole('link', { name: DEMO_STAFF.production.name })).toHaveAttribute(
        'href',
        /\/admin\/audit\?staff=\d+$/,
      );
      await entry.getByRole('link', { name: orderNo }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${placed.orderId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(text.order.title, { orderNo }));
    });
  });
}

test.describe("the back office's orders", () => {
  const text = ADMIN_TEXT.en;
  const { actions, done } = text.order;
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('a stale screen shows the server’s refusal, then the order as it is now', async ({
    page,
    open,
    signIn,
    guard,
  }) => {
    guard.allowHttpError(isCall('approveFiles'), 409);
    const placed = await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'production');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await expect(state).toContainText(text.itemStates.awaiting_review);

    // Someone else sends a proof meanwhile: the files can no longer be approved as sent.
    await sendProof(page, placed.itemId, 'From another screen');
    await card.getByRole('button', { name: actions.approveFiles }).click();
    await confirmMove(page, actions.approveFiles);
    await expectToast(
      page,
      'error',
      serverMessage('en', 'moveApproveFilesRefused', { state: serverMessage('en', 'stateProofSent') }),
    );
    await expect(state).toContainText(text.itemStates.proof_sent);
    await expect(card.getByRole('button', { name: actions.approveFiles })).toHaveCount(0);
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
    await callApi(page.request, 'approveProof', { proofId: proof.id }, member);
    await open(`/admin/orders/${placed.orderId}`);
    await expect(page.getByRole('link', { name: actions.printTickets })).toHaveAttribute(
      'href',
      callHref('itemTickets', { items: [placed.itemId] }, 'en'),
    );
    const [ticket] = await Promise.all([
      page.waitForEvent('popup'),
      itemCard(page).card.getByRole('link', { name: actions.ticket }).click(),
    ]);
    await expect(ticket.getByRole('heading', { name: serverMessage('en', 'ticketArtwork') })).toBeVisible();
    const artwork = ticket.locator('.artwork');
    const proofName = serverMessage('en', 'ticketProof', { version: 1 });
    await expect(artwork).toContainText(`${proofName} · ${serverMessage('en', 'ticketProofApproved')}`);
    await expect(artwork.getByRole('link')).toHaveText(new RegExp(`${proof.url}$`));
    const picture = artwork.getByRole('img', { name: proofName });
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
    const { confirm, moveBack: back } = text.order;
    const approved = text.itemStates.approved;
    const placed = await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'owner');
    const item = await itemName(page, placed, 'en');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await card.getByRole('button', { name: actions.approveFiles }).click();
    await expect(page.getByRole('dialog')).toContainText(confirm.approveFiles.body);
    await confirmMove(page, actions.approveFiles);
    await expectToast(page, 'success', done.approveFiles);
    await expect(state).toContainText(approved);

    const print = card.getByRole('button', { name: actions.print });
    await print.click();
    const asked = page.getByRole('dialog', { name: fill(confirm.print.title, { item }), exact: true });
    await expect(asked).toContainText(confirm.print.body);
    await asked.getByRole('button', { name: confirm.keep }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(state).toContainText(approved);

    await print.click();
    await confirmMove(page, actions.print);
    await expectToast(page, 'success', done.print);
    await expect(state).toContainText(text.itemStates.printing);

    await card.getByRole('button', { name: fill(back.open, { state: approved }) }).click();
    const moveBack = page.getByRole('dialog', {
      name: fill(back.title, { item, state: approved }),
      exact: true,
    });
    await expect(moveBack).toContainText(back.whatHappens.printing);
    await moveBack.getByRole('button', { name: back.confirm, exact: true }).click();
    await expect(moveBack.getByRole('alert')).toHaveText(back.reasonMissing);
    await moveBack.getByLabel(back.reason).fill('Wrong paper stock loaded');
    await moveBack.getByRole('button', { name: back.confirm, exact: true }).click();
    await expectToast(page, 'success', fill(back.done, { state: approved }));
    await expect(state).toContainText(approved);
    await expect(card.getByRole('button', { name: actions.print })).toBeVisible();

    const timeline = page.getByRole('region', { name: text.order.timeline.title }).getByRole('listitem');
    await expect(timeline.last()).toContainText(
      fill(text.activity.moves.moveBack, { who: DEMO_STAFF.owner.name, item, state: approved }),
    );
    await expect(timeline.last()).toContainText('Wrong paper stock loaded');
  });

  test('support reads the order and notes it, has no moves, and the server refuses one', async ({
    page,
    open,
    signIn,
    guard,
  }) => {
    guard.allowHttpError(isCall('adminAudit'), 403);
    guard.allowHttpError((url) => url.pathname === '/admin/audit', 403);
    const placed = await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'support');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await expect(state).toContainText(text.itemStates.awaiting_review);
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card.getByRole('link', { name: actions.ticket })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.order.cancel.open })).toHaveCount(0);
    await expect(
      page
        .getByRole('region', { name: text.order.notes.title })
        .getByRole('button', { name: text.order.notes.add }),
    ).toBeVisible();

    const refused = await sendCall(page.request, 'approveFiles', { itemId: placed.itemId });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 403, msg: serverMessage('en', 'staffForbidden') });

    // The audit log is the owner's: the address alone does not open it.
    expect((await open('/admin/audit'))?.status()).toBe(403);
    await expect(page.getByRole('alert')).toContainText(text.screenError.forbidden);
  });

  test('the owner sees an unpaid order wait for the payment, with no moves, then cancels it with a reason', async ({
    page,
    open,
    signIn,
  }) => {
    const { cancel } = text.order;
    const placed = await placeOrder(page, await signIn(), 'unpaid');
    await loginAsStaff(page, 'owner');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await expect(state).toContainText(text.order.item.awaitingPayment);
    await expect(card).toContainText(actions.awaitingPayment);
    await expect(card.getByRole('button')).toHaveCount(0);

    await page.getByRole('button', { name: cancel.open }).click();
    const dialog = page.getByRole('dialog', { name: fill(cancel.title, { orderNo: placed.orderNo }) });
    await expect(dialog).toContainText(cancel.noRefund);
    await dialog.getByRole('button', { name: cancel.confirm }).click();
    await expect(dialog.getByRole('alert')).toHaveText(cancel.reasonMissing);
    await dialog.getByLabel(cancel.reason).fill('The customer ordered the same cards twice');
    await dialog.getByRole('button', { name: cancel.confirm }).click();
    await expectToast(page, 'success', done.cancel);
    await expect(dialog).toBeHidden();

    const notice = page.getByRole('note');
    await expect(notice).toContainText('The customer ordered the same cards twice');
    await expect(notice).toContainText(text.order.cancelled.nothingRefunded);
    await expect(state).toContainText(text.itemStates.cancelled);
    await expect(page.getByRole('button', { name: cancel.open })).toHaveCount(0);
    await expect(card.getByRole('button')).toHaveCount(0);
  });

  test('filters, sort and page live in the address, and the CSV link exports the same view', async ({
    page,
    open,
    signIn,
  }) => {
    const labels = text.orders.filters;
    // An order of this test's own, which also gives the list a second page whatever ran before.
    const member = await signIn();
    const { orderNo } = await placeOrder(page, member, 'paid');
    await loginAsStaff(page, 'owner');
    await open('/admin/orders');
    const filters = page.getByRole('form', { name: labels.label });
    await filters.getByLabel(labels.state).selectOption({ label: text.itemStates.printing });
    await filters.getByRole('button', { name: labels.apply }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?state=printing$/);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    // Waits out the rows of the list before the filter, which stay on screen until the new ones come.
    await expect(rows.filter({ hasNotText: text.itemStates.printing })).toHaveCount(0);

    const total = page.getByRole('columnheader', { name: text.orders.columns.total });
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
    await expect(page.getByLabel(labels.state)).toHaveValue('printing');
    await expect(total).toHaveAttribute('aria-sort', 'ascending');

    await filters.getByLabel(labels.state).selectOption({ label: text.itemStates.awaiting_review });
    await filters.getByLabel(labels.search).fill(member.email);
    await filters.getByRole('button', { name: labels.apply }).click();
    await expect(page.getByRole('status')).toHaveText(fill(text.orders.found, { count: 1 }));
    const csvHref = callHref(
      'adminOrdersCsv',
      { state: 'awaiting_review', q: member.email, sort: 'total', dir: 'asc' },
      'en',
    );
    await expect(page.getByRole('link', { name: text.orders.csv })).toHaveAttribute('href', csvHref);
    const csv = await page.request.get(csvHref);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(orderNo);

    await page.getByRole('link', { name: labels.clear }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?sort=total&dir=asc$/);
    const pages = page.getByRole('navigation', { name: text.pager.label });
    await pages.getByRole('link', { name: text.pager.next }).click();
    await expect(page).toHaveURL(/\?sort=total&dir=asc&page=2$/);
    await expect(pages.getByRole('link', { name: fill(text.pager.page, { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe("the back office's order screen on a phone", { tag: '@phone' }, () => {
  const text = ADMIN_TEXT.en;
  const { actions } = text.order;
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('fits the screen, and its actions work', async ({ page, open, signIn }) => {
    const placed = await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'production');
    const item = await itemName(page, placed, 'en');
    await open(`/admin/orders/${placed.orderId}`);
    const { card, state } = itemCard(page);
    await expect(state).toContainText(text.itemStates.awaiting_review);
    await expectNoHorizontalScroll(page);

    await card.getByRole('button', { name: actions.approveFiles }).click();
    await confirmMove(page, actions.approveFiles);
    await expectToast(page, 'success', text.order.done.approveFiles);
    await expect(state).toContainText(text.itemStates.approved);
    await card.getByRole('button', { name: actions.print }).click();
    await confirmMove(page, actions.print);
    await expect(state).toContainText(text.itemStates.printing);
    await expect(page.getByRole('region', { name: text.order.timeline.title })).toContainText(
      fill(text.activity.moves.print, { who: DEMO_STAFF.production.name, item }),
    );
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
    const { columns } = text.orders;
    for (const label of [columns.states, columns.payment, columns.total, columns.due]) {
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
  const text = ADMIN_TEXT.en;
  const labels = text.order.notes;
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
    const notes = page.getByRole('region', { name: labels.title });
    const link = `https://example.com/${'a'.repeat(2000 - 'https://example.com/'.length)}`;
    await notes.getByLabel(labels.text).fill(link);
    await expect(notes).toContainText(fill(text.textLimit.count, { count: '2,000', max: '2,000' }));
    await notes.getByRole('button', { name: labels.add }).click();
    await expectToast(page, 'success', labels.added);
    await expect(notes).toContainText(fill(text.textLimit.count, { count: '0', max: '2,000' }));

    const shown = notes.getByRole('listitem').first().getByRole('link');
    await expect(shown).toHaveAttribute('href', link);
    await expect(shown).toHaveAttribute('target', '_blank');
    await expect(shown).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expectFitsWidth(page);

    await notes
      .getByLabel(labels.text)
      .fill('Not a link: javascript:alert(1), but https://example.com/ok is.');
    await notes.getByRole('button', { name: labels.add }).click();
    const second = notes.getByRole('listitem').first();
    await expect(second).toContainText('javascript:alert(1)');
    await expect(second.getByRole('link')).toHaveAttribute('href', 'https://example.com/ok');
  });
});

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = ADMIN_TEXT[lang];
  const labels = text.order.notes;
  // The server names the field as apps/server/src/i18n/fields.ts does, which texts.ts does not read.
  const field = { en: 'Note', zh: '备注' }[lang];

  test(`a note's field in ${lang} counts as it is typed, keeps a paste over its limit and shows the server's refusal`, {
    tag: '@desktop',
  }, async ({ page, open, signIn, guard, useLang }) => {
    guard.allowHttpError(isCall('addOrderNote'), 400);
    await useLang(lang);
    const placed = await placeOrder(page, await signIn(), 'paid');
    await loginAsStaff(page, 'support');
    await open(`/admin/orders/${placed.orderId}`);
    const notes = page.getByRole('region', { name: labels.title });
    const input = notes.getByLabel(labels.text);
    await input.fill('x'.repeat(1234));
    await expect(notes).toContainText(fill(text.textLimit.count, { count: '1,234', max: '2,000' }));
    await input.fill('x'.repeat(2001));
    await expect(input).toHaveValue('x'.repeat(2001));
    await expect(notes).toContainText(fill(text.textLimit.over, { count: '2,001', max: '2,000', over: 1 }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await notes.getByRole('button', { name: labels.add }).click();
    await expectToast(page, 'error', serverMessage(lang, 'fieldTooLong', { field, Field: field, max: 2000 }));
    await expect(input).toHaveValue('x'.repeat(2001));
    await expect(notes.getByRole('listitem')).toHaveCount(0);
  });
}
