import type { Page } from '@playwright/test';
import { loginAsStaff } from './admin';
import { expect, test } from './fixtures';
import { placeOrder } from './production-api';

/** What staff read on the list, in English. */
const TEXT = {
  due: 'Due',
  approved: 'Approved',
  printing: 'Printing',
  selectPage: 'Select every order on this page',
  selectOrder: (orderNo: string) => `Select order ${orderNo}`,
  startPrinting: (count: number) => `Start printing (${count})`,
  confirmTitle: (count: number) => `Start printing ${count} items?`,
  confirm: 'Start printing',
  started: (printed: number, count: number) => `${printed} of ${count} items started printing.`,
  tickets: (count: number) => `Print tickets (${count})`,
  exportSelected: 'Export selected',
  selected: (count: number) => `${count} selected`,
};

/** The list's row of an order, by its number's link. */
const rowOf = (page: Page, orderNo: string) =>
  page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: orderNo }) });

test.describe('the order list as an operator’s queue', () => {
  test('sorts by due date, then starts printing two approved orders at once after confirming', async ({
    page,
    open,
    signIn,
  }) => {
    const member = await signIn();
    await loginAsStaff(page, 'owner');
    const first = await placeOrder(page, member, 'approved');
    const second = await placeOrder(page, member, 'approved');

    await open(`/admin/orders?q=${encodeURIComponent(member.email)}`);
    await page.getByRole('columnheader', { name: TEXT.due }).getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=due&dir=asc/);
    // Paid one after the other: the first is due first.
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(first.orderNo);

    await page.getByRole('checkbox', { name: TEXT.selectOrder(first.orderNo) }).check();
    await expect(page.getByText(TEXT.selected(1))).toBeVisible();
    await page.getByRole('checkbox', { name: TEXT.selectPage }).check();
    await expect(page.getByRole('checkbox', { name: TEXT.selectOrder(second.orderNo) })).toBeChecked();
    await expect(page.getByText(TEXT.selected(2))).toBeVisible();

    const tickets = page.getByRole('link', { name: TEXT.tickets(2) });
    await expect(tickets).toHaveAttribute(
      'href',
      `/api/admin/tickets?items=${encodeURIComponent(`${first.itemId},${second.itemId}`)}&lang=en`,
    );
    await expect(page.getByRole('link', { name: TEXT.exportSelected })).toHaveAttribute(
      'href',
      `/api/admin/orders.csv?ids=${encodeURIComponent(`${first.orderId},${second.orderId}`)}&sort=due&dir=asc&lang=en`,
    );

    await page.getByRole('button', { name: TEXT.startPrinting(2) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(TEXT.confirmTitle(2));
    await dialog.getByRole('button', { name: TEXT.confirm, exact: true }).click();
    await expect(page.locator('[data-kind="success"]').filter({ hasText: TEXT.started(2, 2) })).toBeVisible();

    for (const { orderNo } of [first, second]) {
      await expect(rowOf(page, orderNo)).toContainText(TEXT.printing);
      await expect(rowOf(page, orderNo)).not.toContainText(TEXT.approved);
      await expect(page.getByRole('checkbox', { name: TEXT.selectOrder(orderNo) })).not.toBeChecked();
    }
  });

  test('on a phone, each card has its checkbox and the actions fit', { tag: '@phone' }, async ({
    page,
    open,
    signIn,
  }) => {
    const member = await signIn();
    await loginAsStaff(page, 'owner');
    const order = await placeOrder(page, member, 'approved');

    await open(`/admin/orders?q=${encodeURIComponent(member.email)}&sort=due&dir=asc`);
    const box = page.getByRole('checkbox', { name: TEXT.selectOrder(order.orderNo) });
    await box.click();
    await expect(box).toBeChecked();
    await expect(page.getByRole('checkbox', { name: TEXT.selectPage })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXT.startPrinting(1) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
