import type { Page } from '@playwright/test';
import { loginAsStaff } from './admin';
import { CALL_ROUTES } from './api-client';
import { expect, test } from './fixtures';
import { placeOrder } from './production-api';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

const text = ADMIN_TEXT.en;
const selectOrder = (orderNo: string) => fill(text.orders.select.row, { orderNo });

/** The list's row of an order, by its number's link. */
const rowOf = (page: Page, orderNo: string) =>
  page
    .getByRole('table')
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: orderNo }) });

/**
 * A link of the selection, as the list writes it: its ids joined by commas in one field, which the
 * contract's input types as a list (callHref would repeat the field).
 */
function selectionHref(name: 'itemTickets' | 'adminOrdersCsv', fields: Record<string, string>): string {
  return `${CALL_ROUTES[name].path}?${new URLSearchParams({ ...fields, lang: 'en' })}`;
}

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
    const { bulk } = text.orders;

    await open(`/admin/orders?q=${encodeURIComponent(member.email)}`);
    await page.getByRole('columnheader', { name: text.orders.columns.due }).getByRole('button').click();
    await expect(page).toHaveURL(/[?&]sort=due&dir=asc/);
    // Paid one after the other: the first is due first.
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(first.orderNo);

    await page.getByRole('checkbox', { name: selectOrder(first.orderNo) }).check();
    await expect(page.getByText(fill(bulk.selected, { count: 1 }))).toBeVisible();
    await page.getByRole('checkbox', { name: text.orders.select.page }).check();
    await expect(page.getByRole('checkbox', { name: selectOrder(second.orderNo) })).toBeChecked();
    await expect(page.getByText(fill(bulk.selected, { count: 2 }))).toBeVisible();

    const tickets = page.getByRole('link', { name: fill(bulk.tickets, { count: 2 }) });
    await expect(tickets).toHaveAttribute(
      'href',
      selectionHref('itemTickets', { items: `${first.itemId},${second.itemId}` }),
    );
    await expect(page.getByRole('link', { name: bulk.csv })).toHaveAttribute(
      'href',
      selectionHref('adminOrdersCsv', { ids: `${first.orderId},${second.orderId}`, sort: 'due', dir: 'asc' }),
    );

    await page.getByRole('button', { name: fill(bulk.print, { count: 2 }) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(fill(bulk.confirmTitle, { count: 2 }));
    await dialog.getByRole('button', { name: bulk.confirm, exact: true }).click();
    await expect(
      page
        .locator('[data-kind="success"]')
        .filter({ hasText: serverMessage('en', 'itemsPrintStarted', { printed: 2, count: 2 }) }),
    ).toBeVisible();

    for (const { orderNo } of [first, second]) {
      await expect(rowOf(page, orderNo)).toContainText(text.itemStates.printing);
      await expect(rowOf(page, orderNo)).not.toContainText(text.itemStates.approved);
      await expect(page.getByRole('checkbox', { name: selectOrder(orderNo) })).not.toBeChecked();
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
    const box = page.getByRole('checkbox', { name: selectOrder(order.orderNo) });
    await box.click();
    await expect(box).toBeChecked();
    await expect(page.getByRole('checkbox', { name: text.orders.select.page })).toBeVisible();
    await expect(
      page.getByRole('button', { name: fill(text.orders.bulk.print, { count: 1 }) }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});
