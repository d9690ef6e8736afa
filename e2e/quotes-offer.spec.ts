import type { Browser, Locator, Page } from '@playwright/test';
import { type CallOutputOf, formatMoney } from '@printshop/contract';
import { loginAsStaff, visit } from './admin';
import { isCall } from './api-client';
import { expect, test, watchPage } from './fixtures';
import { PNG } from './images';
import { readOfferLink } from './mail';
import { ADMIN_TEXT, fill, SHOP_TEXT, serverMessage } from './texts';

/**
 * A custom quote from the form to the production line (docs/product.md#offers): a visitor asks,
 * support offers a price in the back office, the visitor opens the mailed link, registers from
 * the offer's page, accepts and pays, and the order waits for its files to be reviewed. The
 * shopper's side in Chinese on the phone, the back office in English at a desk (decision 079):
 * the story runs once, its words read from the catalogues.
 */
const shop = SHOP_TEXT.zh;
const office = ADMIN_TEXT.en;
const offerText = shop.offerPage;

const LINES = [
  { title: 'Kraft mailer boxes, one-colour logo', quantity: '500', price: '420' },
  { title: 'Cutting die', quantity: '1', price: '80.50' },
];
const TOTAL = 500.5;

/** The back office in its own desktop browser context, watched as the test's own page is. */
async function backOffice(browser: Browser, baseURL: string, problems: string[]): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watchPage(page, problems, () => false);
  await loginAsStaff(page, 'support');
  return page;
}

async function expectToast(page: Page, kind: 'success' | 'warning', message: string): Promise<void> {
  await expect(page.locator(`[data-kind="${kind}"]`).filter({ hasText: message })).toBeVisible();
}

/** Asks for a quote on /quotes, as a visitor, with one image; answers the quote's id. */
async function askForQuote(page: Page, email: string): Promise<number> {
  const { quote, upload } = shop.forms;
  const main = page.locator('main');
  const uploader = main.getByRole('group', { name: quote.files });
  await uploader
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(uploader.getByRole('img', { name: fill(upload.image, { number: 1 }) })).toBeVisible();
  await main.getByRole('textbox', { name: quote.name, exact: true }).fill('王小明');
  await main.getByRole('textbox', { name: quote.email, exact: true }).fill(email);
  await main.getByRole('textbox', { name: quote.remark }).fill('500 个牛皮纸邮寄盒，单色标志');
  const answer = page.waitForResponse((response) => isCall('addQuote')(new URL(response.url())));
  await main.getByRole('button', { name: quote.submit }).click();
  const { data } = (await (await answer).json()) as { data: CallOutputOf<'addQuote'> };
  await expectToast(page, 'success', serverMessage('zh', 'quoteSent'));
  return data.id;
}

/** Support finds the quote in the inbox and sends an offer of LINES. */
async function offerPrice(page: Page, email: string, reference: string): Promise<void> {
  const labels = office.quote;
  const form = labels.offerForm;
  await visit(page, `/admin/quotes?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('table').getByText(office.quotes.statuses.new)).toBeVisible();
  await page.getByRole('link', { name: fill(office.quotes.openLabel, { reference }) }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fill(labels.title, { reference }) }),
  ).toBeVisible();
  await expect(page.getByText('500 个牛皮纸邮寄盒，单色标志')).toBeVisible();
  await expect(
    page.getByRole('link', {
      name: fill(office.order.files.openNamed, { name: fill(labels.request.file, { n: 1 }) }),
    }),
  ).toBeVisible();

  const line = (n: number): Locator => page.getByRole('group', { name: fill(form.line, { n }) });
  await page.getByRole('button', { name: form.addLine }).click();
  for (const [index, values] of LINES.entries()) {
    const fields = line(index + 1);
    await fields.getByLabel(form.lineTitle, { exact: true }).fill(values.title);
    await fields.getByLabel(form.quantity, { exact: true }).fill(values.quantity);
    await fields.getByLabel(form.price, { exact: true }).fill(values.price);
  }
  await expect(page.getByText(fill(form.total, { amount: formatMoney(TOTAL, 'en') }))).toBeVisible();
  await page.getByLabel(form.message).fill('Printed on kraft board; ships two weeks after payment.');
  await page.getByRole('button', { name: form.send }).click();
  await expectToast(page, 'success', serverMessage('en', 'quoteOffered', { email }));
  await expect(page.getByRole('heading', { name: labels.offer.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: form.replaceTitle })).toBeVisible();
}

/** Registers in the offer page's modal, then logs in there, which brings the visitor back to the offer. */
async function registerFromOffer(page: Page, email: string, password: string): Promise<void> {
  const { auth } = shop;
  await page.getByRole('button', { name: offerText.account.register }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(auth.firstName, { exact: true }).fill('小明');
  await modal.getByLabel(auth.lastName, { exact: true }).fill('王');
  await modal.getByLabel(auth.mobile, { exact: true }).fill('415 555 0100');
  await modal.getByLabel(auth.email, { exact: true }).fill(email);
  await modal.getByLabel(auth.password, { exact: true }).fill(password);
  await modal.getByRole('button', { name: auth.registerSubmit, exact: true }).last().click();
  await expectToast(page, 'success', auth.registerSuccess);
  await expect(modal.getByRole('heading', { name: auth.loginTitle })).toBeVisible();
  await modal.getByLabel(auth.email, { exact: true }).fill(email);
  await modal.getByLabel(auth.password, { exact: true }).fill(password);
  await Promise.all([
    page.waitForEvent('load'),
    modal.getByRole('button', { name: auth.loginSubmit, exact: true }).last().click(),
  ]);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Adds the first delivery address in the offer's form, as at checkout. */
async function addAddress(page: Page): Promise<void> {
  const form = shop.accountPages.address.form;
  const field = (label: string) => page.getByRole('main').getByLabel(label, { exact: true });
  await expect(page.getByText(offerText.address.add)).toBeVisible();
  await field(form.country).selectOption('US');
  await field(form.street).fill('1 Market Street');
  await field(form.city).fill('San Francisco');
  await field(form.state).selectOption('CA');
  await field(form.zip).fill('94105');
  await field(form.phone).fill('415 555 0100');
  await page.getByRole('button', { name: shop.checkoutPage.shipping.continue }).click();
}

test.describe('a quote priced and paid', { tag: '@phone' }, () => {
  test('a visitor asks for a quote, support offers a price, the visitor registers from the link, accepts and pays, and the order awaits review', async ({
    page,
    open,
    useLang,
    browser,
    baseURL,
  }) => {
    test.slow();
    const email = `quote.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
    await useLang('zh');
    await open('/quotes');
    const id = await askForQuote(page, email);
    const reference = `Q${String(id).padStart(6, '0')}`;

    const problems: string[] = [];
    const staff = await backOffice(browser, baseURL!, problems);
    try {
      await offerPrice(staff, email, reference);

      // The mailed link opens the offer: its lines, its total, its last day and the message.
      const link = await readOfferLink(email);
      await open(link.pathname + link.search);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(
        fill(offerText.heading, { reference }),
      );
      for (const line of LINES) await expect(main.getByText(line.title)).toBeVisible();
      await expect(main.getByText('Printed on kraft board; ships two weeks after payment.')).toBeVisible();
      await expect(main.getByText(offerText.estimate)).toBeVisible();

      await registerFromOffer(page, email, 'quote-pass-123');
      await expect(page).toHaveURL(link.pathname + link.search);
      await addAddress(page);
      await expect(main.getByText('San Francisco')).toBeVisible();
      // Priced now for a Californian address, as checkout would: the total has its tax.
      const total = (await main.getByTestId('order-total').textContent())!;
      expect(total).not.toBe(formatMoney(TOTAL, 'zh'));
      const accept = main.getByRole('button', { name: fill(offerText.accept, { amount: total }) });

      // Accepting places the order, whose payment opens at once; the test card pays it.
      await accept.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const payment = shop.checkoutPage.payment;
      await dialog.getByLabel(payment.cardNumber).fill('4242 4242 4242 4242');
      await dialog.getByLabel(payment.expiry).fill('1239');
      await dialog.getByLabel(payment.cvc).fill('123');
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/payment-success'),
        dialog.getByRole('button', { name: fill(shop.checkoutPage.payOrder.pay, { amount: total }) }).click(),
      ]);
      const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
      expect(orderNo).toMatch(/^IP\d{14}$/);

      // The offer's page now shows the paid order; the production line has it, awaiting review.
      await open(link.pathname + link.search);
      await expect(main.getByText(fill(offerText.accepted.paid, { orderNo }))).toBeVisible();
      await visit(staff, `/admin/orders?state=awaiting_review&payment=paid&q=${orderNo}`);
      const row = staff.getByRole('table').locator('tbody tr');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link', { name: orderNo })).toBeVisible();
      await visit(staff, `/admin/quotes?q=${encodeURIComponent(email)}`);
      await expect(staff.getByRole('table').getByText(office.quotes.statuses.accepted)).toBeVisible();
    } finally {
      await staff.context().close();
    }
    expect(problems, 'the back office’s console errors, failed requests and HTTP errors').toEqual([]);
  });

  test('a link that opens no offer says so, and points to the contact page and the quote form', async ({
    page,
    open,
    useLang,
    guard,
  }) => {
    guard.allowHttpError(isCall('quoteOfferDetail'), 404);
    await useLang('zh');
    await open(`/quotes/offer?key=${'x'.repeat(43)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(offerText.notFound.title);
    await expect(main.getByText(offerText.notFound.body)).toBeVisible();
    await expect(main.getByRole('link', { name: offerText.contact })).toHaveAttribute('href', '/contact-us');
    await expect(main.getByRole('link', { name: offerText.askQuote })).toHaveAttribute('href', '/quotes');
  });
});
