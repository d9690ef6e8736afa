import type { Page } from '@playwright/test';
import { expectToast, loginAsStaff, visit } from './admin';
import { sendCall } from './api-client';
import { makeFixture, newShopper } from './database-fixtures';
import { expect, test } from './fixtures';
import { ADMIN_TEXT, fill, SHOP_TEXT, serverMessage } from './texts';

const { shell, nav, customers, customer, order: orderText, screenError } = ADMIN_TEXT.en;
const { auth, accountPages } = SHOP_TEXT.en;

/** Logs the shopper's own browser in as the member, as a log-in leaves it (docs/product.md). */
async function signInShopper(shopper: Page, session: { token: string; email: string; nickname: string }) {
  await shopper.addInitScript((saved) => {
    if (sessionStorage.getItem('signed-in')) return;
    sessionStorage.setItem('signed-in', '1');
    localStorage.setItem('token', saved.token);
    localStorage.setItem('email', saved.email);
    localStorage.setItem('nickname', saved.nickname);
  }, session);
}

/** Sends the storefront's log-in form the page shows. */
async function submitShopLogIn(shopper: Page, member: { email: string; password: string }) {
  const form = shopper.locator('form').filter({ has: shopper.getByLabel(auth.password) });
  await form.getByLabel(auth.email).fill(member.email);
  await form.getByLabel(auth.password).fill(member.password);
  await form.getByRole('button', { name: auth.loginSubmit, exact: true }).click();
}

test.describe("the back office's customers in en", { tag: '@desktop' }, () => {
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('support finds a customer by email, notes them and disables the account: the customer’s session ends and log-in is refused until support enables it again', async ({
    page,
    open,
    request,
    browser,
    baseURL,
  }) => {
    const name = `Casey${Date.now().toString(36)}`;
    const member = await newShopper(request, name);
    const { email } = member;
    const order = await makeFixture(request, 'order', { token: member.token, state: 'paid' });
    const note = `Asked for invoices by mail ${Date.now()}`;

    // The customer, logged in on their own browser.
    const shopperContext = await browser.newContext({ baseURL });
    let customerId: number | undefined;
    try {
      const shopper = await shopperContext.newPage();
      await signInShopper(shopper, member);
      await visit(shopper, '/user');
      await expect(shopper.getByLabel(accountPages.user.firstName)).toHaveValue(name);

      await loginAsStaff(page, 'support');
      await open('/admin');
      await page
        .getByRole('navigation', { name: shell.navLabel })
        .getByRole('link', { name: nav.customers })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(customers.title);

      // Found by their email, whatever its case.
      await page.getByLabel(customers.search.field).fill(email.toUpperCase());
      await page.getByRole('button', { name: customers.search.apply }).click();
      await expect(page.getByRole('status')).toHaveText(fill(customers.found, { count: 1 }));
      const row = page.getByRole('row').filter({ hasText: email });
      await expect(row.getByRole('cell').nth(0)).toHaveText(`${name} Buyer`);
      await expect(row.getByRole('cell').nth(2)).toHaveText('1');
      await expect(row.getByRole('cell').nth(5)).toHaveText(customers.active);
      await row.getByRole('link', { name: fill(customers.openLabel, { email }) }).click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Buyer`);
      customerId = Number(new URL(page.url()).pathname.split('/').at(-1));
      const orders = page.getByRole('region', { name: customer.orders.title });
      await expect(orders.getByRole('link', { name: order.orderNo })).toHaveAttribute(
        'href',
        `/admin/orders/${order.orderId}`,
      );

      const notes = page.getByRole('region', { name: orderText.notes.title });
      await notes.getByLabel(orderText.notes.text).fill(note);
      await notes.getByRole('button', { name: orderText.notes.add }).click();
      await expectToast(page, 'success', orderText.notes.added);
      await expect(notes.getByRole('listitem').first()).toContainText(note);
      await expect(notes.getByRole('listitem').first()).toContainText('Hannah Lee');

      // Disabling says what it does first.
      await page.getByRole('button', { name: customer.account.disable }).click();
      const dialog = page.getByRole('dialog', { name: fill(customer.account.disableTitle, { email }) });
      await expect(dialog).toContainText(customer.account.disableBody);
      await dialog.getByRole('button', { name: customer.account.disable }).click();
      await expectToast(page, 'success', serverMessage('en', 'customerDisabled', { email }));
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('note')).toBeVisible();
      await expect(page.getByRole('button', { name: customer.account.enable })).toBeVisible();

      // The customer's session has ended: their next page sends them to log in, which is refused.
      await shopper.reload();
      await expect(shopper).toHaveURL(/\/login\?/);
      await expect(shopper.getByRole('status').filter({ hasText: accountPages.login.expired })).toBeVisible();
      await submitShopLogIn(shopper, member);
      await expect(
        shopper.locator('[data-kind="error"]').filter({ hasText: serverMessage('en', 'accountDisabled') }),
      ).toBeVisible();
      await expect(shopper).toHaveURL(/\/login\?/);

      await page.getByRole('button', { name: customer.account.enable }).click();
      await expectToast(page, 'success', serverMessage('en', 'customerEnabled', { email }));
      await expect(page.getByRole('button', { name: customer.account.disable })).toBeVisible();
      await expect(page.getByRole('note')).toHaveCount(0);

      // Enabled, the customer logs in again and goes back where they were.
      await Promise.all([shopper.waitForURL(/\/user$/), submitShopLogIn(shopper, member)]);
    } finally {
      // Whatever happened, the customer leaves enabled (a 409 if they already are).
      if (customerId) await sendCall(page.request, 'enableCustomer', { id: customerId });
      await shopperContext.close();
    }
  });

  test('an id that names no customer shows the not-found screen, with the way back to the list', async ({
    page,
    open,
    guard,
  }) => {
    guard.allowHttpError((url) => url.pathname.startsWith('/api/admin/customers/'), 404);
    // The page itself answers 404 too (decision 078), and its screen says why.
    guard.allowHttpError((url) => url.pathname === '/admin/customers/999999999', 404);
    await loginAsStaff(page, 'support');
    await open('/admin/customers/999999999');
    const missing = page.getByRole('alert');
    await expect(missing.getByRole('heading', { level: 1 })).toHaveText(screenError.customerNotFound);
    await missing.getByRole('link', { name: customer.back }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(customers.title);
  });
});
