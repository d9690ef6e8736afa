import { DEMO_STAFF, loginAsStaff } from './admin';
import { callApi, isCall } from './api-client';
import { expect, test } from './fixtures';
import { placeOrder } from './production-api';
import { ADMIN_TEXT, fill, SHOP_TEXT, serverMessage } from './texts';

const text = ADMIN_TEXT.en;

/** Stands for words a test cannot know (a time, the amount left) in a text given to `matching`. */
const ANY = '\u0000';

/** The text as a pattern in which each ANY matches any words. */
function matching(words: string): RegExp {
  const parts = words.split(ANY).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('.+'));
}

test('an owner refunds part of a paid order by amount and by item, and every screen reads it true', async ({
  page,
  open,
  signIn,
  guard,
}) => {
  const { refund } = text.order;
  const member = await signIn();
  const placed = await placeOrder(page, member, 'paid');
  await loginAsStaff(page, 'owner');
  await open(`/admin/orders/${placed.orderId}`);
  const header = page.getByRole('main').locator('header').first();
  await expect(header).toContainText(text.paymentStatuses.paid);

  await page.getByRole('button', { name: refund.open, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: refund.confirm, exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(refund.missing);
  await dialog.getByLabel(refund.amount).fill('5');
  await dialog.getByLabel(refund.reason).fill('The colours came out dull');
  await dialog.getByRole('button', { name: refund.confirm, exact: true }).click();
  await expect(
    page
      .locator('[data-kind="success"]')
      .filter({ hasText: fill(text.order.done.refund, { amount: '$5.00' }) }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(header).toContainText(text.refundStandings.partlyRefunded);
  const payment = page.getByRole('region', { name: text.order.payment.title });
  await expect(payment).toContainText('The colours came out dull');
  await expect(payment).toContainText(
    matching(
      fill(text.order.payment.refundLine, { amount: '$5.00', name: DEMO_STAFF.owner.name, time: ANY }),
    ),
  );

  // More than is left is refused with what is left, and nothing changes.
  guard.allowHttpError(isCall('refundOrder'), 409);
  await page.getByRole('button', { name: refund.open, exact: true }).click();
  await dialog.getByLabel(refund.amount).fill('100000');
  await dialog.getByLabel(refund.reason).fill('Too much');
  await dialog.getByRole('button', { name: refund.confirm, exact: true }).click();
  await expect(
    page
      .locator('[data-kind="error"]')
      .filter({ hasText: matching(serverMessage('en', 'refundTooMuch', { refundable: ANY })) }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: refund.keep }).click();

  await page.getByRole('button', { name: refund.open, exact: true }).click();
  await dialog.getByLabel(refund.byItems).check();
  await dialog.getByRole('checkbox').check();
  await dialog.getByLabel(refund.reason).fill('Reprinted elsewhere');
  await dialog.getByRole('button', { name: refund.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(header).toContainText(text.refundStandings.partlyRefunded);

  await open(`/orderDetail?no=${placed.orderId}&oid=${placed.itemId}`);
  await expect(page.getByTestId('tracker-state')).toContainText(
    matching(fill(SHOP_TEXT.en.ordersPage.tracker.refunded, { amount: ANY })),
  );
});

test('an owner has a delivered item printed again at no charge, and it goes back to printing', async ({
  page,
  open,
  signIn,
}) => {
  const { reprint } = text.order;
  const placed = await placeOrder(page, await signIn(), 'delivered');
  await loginAsStaff(page, 'owner');
  const order = await callApi(page.request, 'adminOrderDetail', { id: placed.orderId });
  await open(`/admin/orders/${placed.orderId}`);
  const card = page.getByRole('main').getByRole('article');
  await expect(card.locator('header')).toContainText(text.itemStates.delivered);

  await card.getByRole('button', { name: reprint.open }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: reprint.confirm, exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(reprint.reasonMissing);
  await dialog.getByLabel(reprint.reason).fill('The cards arrived bent');
  await dialog.getByRole('button', { name: reprint.confirm, exact: true }).click();
  await expect(page.locator('[data-kind="success"]').filter({ hasText: reprint.done })).toBeVisible();
  await expect(card.locator('header')).toContainText(text.itemStates.printing);
  const timeline = page.getByRole('region', { name: text.order.timeline.title });
  await expect(timeline).toContainText(
    fill(text.activity.moves.reprint, {
      who: DEMO_STAFF.owner.name,
      item: fill(text.activity.itemOfOrder, { product: order.items[0]!.productName, id: placed.itemId }),
    }),
  );
  await expect(timeline).toContainText('The cards arrived bent');
});
