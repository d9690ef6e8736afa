import { loginAsStaff } from './admin';
import { expect, test } from './fixtures';
import { placeOrder } from './production-api';

test('an owner refunds part of a paid order by amount and by item, and every screen reads it true', async ({
  page,
  open,
  signIn,
  guard,
}) => {
  const member = await signIn();
  const placed = await placeOrder(page, member, 'paid');
  await loginAsStaff(page, 'owner');
  await open(`/admin/orders/${placed.orderId}`);
  const header = page.getByRole('main').locator('header').first();
  await expect(header).toContainText('Paid');

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give an amount or choose items, and say why.');
  await dialog.getByLabel('Amount in US dollars').fill('5');
  await dialog.getByLabel(/^Reason/).fill('The colours came out dull');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.locator('[data-kind="success"]').filter({ hasText: 'Refunded $5.00.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(header).toContainText('Partly refunded');
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('The colours came out dull');
  await expect(payment).toContainText('$5.00 by Olivia Park');

  // More than is left is refused with what is left, and nothing changes.
  guard.allowHttpError(/\/api\/admin\/orders\/\d+\/refunds$/, 409);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await dialog.getByLabel('Amount in US dollars').fill('100000');
  await dialog.getByLabel(/^Reason/).fill('Too much');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(
    page.locator('[data-kind="error"]').filter({ hasText: /can still be refunded/ }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await dialog.getByLabel('Some items (their share of what was paid)').check();
  await dialog.getByRole('checkbox').check();
  await dialog.getByLabel(/^Reason/).fill('Reprinted elsewhere');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(header).toContainText('Partly refunded');

  await open(`/orderDetail?no=${placed.orderId}&oid=${placed.itemId}`);
  await expect(page.getByTestId('tracker-state')).toContainText('refunded');
});

test('an owner has a delivered item printed again at no charge, and it goes back to printing', async ({
  page,
  open,
  signIn,
}) => {
  const placed = await placeOrder(page, await signIn(), 'delivered');
  await loginAsStaff(page, 'owner');
  await open(`/admin/orders/${placed.orderId}`);
  const card = page.getByRole('main').getByRole('article');
  await expect(card.locator('header')).toContainText('Delivered');

  await card.getByRole('button', { name: 'Reprint at no charge' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reprint', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why the item is printed again.');
  await dialog.getByLabel(/^Reason/).fill('The cards arrived bent');
  await dialog.getByRole('button', { name: 'Reprint', exact: true }).click();
  await expect(
    page.locator('[data-kind="success"]').filter({ hasText: 'The item is being printed again.' }),
  ).toBeVisible();
  await expect(card.locator('header')).toContainText('Printing');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('back to be printed again');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('The cards arrived bent');
});
