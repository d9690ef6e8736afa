import type { Locator, Page } from '@playwright/test';
import { ARTICLE, type CallInputOf } from '@printshop/contract';
import { callApi, isCall } from './api-client';
import { expect, test } from './fixtures';
import { PNG } from './images';
import { fill, SHOP_TEXT, serverMessage } from './texts';

/** Waits until a toast of this kind with exactly this text shows. */
async function expectToast(
  page: Page,
  kind: 'success' | 'warning' | 'error',
  message: string,
): Promise<void> {
  await expect(
    page.locator(`[data-kind="${kind}"]`).filter({ has: page.getByText(message, { exact: true }) }),
  ).toBeVisible();
}

/** Submits, checks that the warning shows, fixes its field, and so on in `steps` order. */
async function expectWarningsInOrder(
  page: Page,
  submit: Locator,
  steps: readonly [message: string, fix: () => Promise<void>][],
): Promise<void> {
  for (const [message, fix] of steps) {
    await submit.click();
    await expectToast(page, 'warning', message);
    await fix();
  }
}

/** Holds each upload's answer back a little, so its progress bar can be seen. */
async function slowUploads(page: Page): Promise<void> {
  await page.route(isCall('uploadFile'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
}

for (const lang of ['en', 'zh'] as const) {
  const shop = SHOP_TEXT[lang];
  const { contact, quote, upload } = shop.forms;
  const image = (number: number) => fill(upload.image, { number });
  const remove = (number: number) => fill(upload.remove, { number });

  test.describe(`forms in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the contact page shows article 11 and its form asks for name, phone, email and message in turn', async ({
      page,
      open,
      request,
    }) => {
      const article = await callApi(request, 'queryArticle', { type: ARTICLE.contact }, { lang });
      await open('/contact-us');
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      await expect(
        main.getByRole('navigation').getByRole('link', { name: shop.storefront.common.home }),
      ).toHaveAttribute('href', '/');
      await expect(main.getByRole('table')).toBeVisible();

      const form = main.getByRole('form', { name: contact.formHeading });
      const name = form.getByRole('textbox', { name: contact.name, exact: true });
      const phone = form.getByRole('textbox', { name: contact.phone });
      const company = form.getByRole('textbox', { name: contact.company });
      const email = form.getByRole('textbox', { name: contact.email });
      const message = form.getByRole('textbox', { name: contact.message });
      await expect(phone).toHaveAttribute('placeholder', contact.phonePlaceholder);
      await expect(name).toHaveAttribute('maxlength', '20');
      await expect(phone).toHaveAttribute('maxlength', '14');
      await expect(company).toHaveAttribute('maxlength', '50');

      const submit = form.getByRole('button', { name: contact.submit });
      await expectWarningsInOrder(page, submit, [
        [contact.required.name, () => name.fill('Lin Wei')],
        [contact.required.mobile, () => phone.fill('(555)010-0142')],
        [contact.required.email, () => email.fill(`contact-${lang}@example.com`)],
        [contact.required.content, () => message.fill('Do you print on recycled card?')],
      ]);
      await submit.click();
      await expectToast(page, 'success', serverMessage(lang, 'messageSent'));
      for (const field of [name, phone, company, email, message]) await expect(field).toHaveValue('');
    });

    test('the quote uploader shows each image’s progress and preview, and deletes one', async ({
      page,
      open,
    }) => {
      await open('/quotes');
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1, name: quote.title })).toBeVisible();
      await expect(main.getByRole('navigation').getByText(quote.title)).toHaveAttribute(
        'aria-current',
        'page',
      );

      const uploader = main.getByRole('group', { name: quote.files });
      await expect(uploader).toBeVisible();
      await slowUploads(page);
      const input = uploader.locator('input[type="file"]');
      await expect(input).toHaveAttribute('accept', /application\/pdf/);

      await input.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: PNG });
      await expect(uploader.getByRole('progressbar')).toBeVisible();
      await expect(uploader.getByRole('img', { name: image(1) })).toBeVisible();
      await expect(uploader.getByRole('progressbar')).toHaveCount(0);
      await input.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: PNG });
      await expect(uploader.getByRole('img', { name: image(2) })).toBeVisible();
      const first = await uploader.getByRole('img', { name: image(1) }).getAttribute('src');
      const second = await uploader.getByRole('img', { name: image(2) }).getAttribute('src');
      expect(first).toMatch(/^\/uploads\/[0-9a-f]{32}\.preview\.webp$/);

      await uploader.getByRole('button', { name: remove(1) }).click();
      await expect(uploader.getByRole('img')).toHaveCount(1);
      await expect(uploader.getByRole('img', { name: image(1) })).toHaveAttribute('src', second!);
    });

    test('the quote form asks for name, email and remark in turn, sends the images kept and returns home', async ({
      page,
      open,
    }) => {
      await open('/quotes');
      const main = page.locator('main');
      const uploader = main.getByRole('group', { name: quote.files });
      const input = uploader.locator('input[type="file"]');
      await input.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: PNG });
      await expect(uploader.getByRole('img', { name: image(1) })).toBeVisible();
      await input.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: PNG });
      await expect(uploader.getByRole('img', { name: image(2) })).toBeVisible();
      const second = await uploader.getByRole('link', { name: image(2) }).getAttribute('href');
      await uploader.getByRole('button', { name: remove(1) }).click();
      await expect(uploader.getByRole('img')).toHaveCount(1);

      const submit = main.getByRole('button', { name: quote.submit });
      await expectWarningsInOrder(page, submit, [
        [
          quote.required.name,
          () => main.getByRole('textbox', { name: quote.name, exact: true }).fill('Ada Lovelace'),
        ],
        [
          quote.required.email,
          () =>
            main.getByRole('textbox', { name: quote.email, exact: true }).fill(`quote-${lang}@example.com`),
        ],
        [
          quote.required.content,
          () =>
            main.getByRole('textbox', { name: quote.remark }).fill('500 kraft boxes with a one-colour logo'),
        ],
      ]);

      // The home page has its own tests; here it only has to be where the shopper lands.
      await page.route(
        (url) => url.pathname === '/',
        (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>home</title>' }),
      );
      const sent = page.waitForRequest((request) => isCall('addQuote')(new URL(request.url())));
      await submit.click();
      const body = (await sent).postDataJSON() as CallInputOf<'addQuote'>;
      expect(body).toMatchObject({ appellation: 'Ada Lovelace', fileurl: second });
      await expectToast(page, 'success', serverMessage(lang, 'quoteSent'));
      const shownAt = Date.now();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
      expect(Date.now() - shownAt).toBeGreaterThan(1000);
    });

    test('the uploader refuses a file that is neither an image nor a PDF, by its type and by its bytes', async ({
      page,
      open,
      guard,
    }) => {
      await open('/quotes');
      const uploader = page.locator('main').getByRole('group', { name: quote.files });
      const input = uploader.locator('input[type="file"]');

      let sent = 0;
      page.on('request', (request) => {
        if (isCall('uploadFile')(new URL(request.url()))) sent += 1;
      });
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expectToast(page, 'warning', fill(upload.notDesign, { name: 'notes.txt' }));
      expect(sent).toBe(0);

      guard.allowHttpError(isCall('uploadFile'), 415);
      await input.setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a picture'),
      });
      await expectToast(page, 'error', serverMessage(lang, 'uploadNotDesign'));
      expect(sent).toBe(1);
      await expect(uploader.getByRole('img')).toHaveCount(0);
      await expect(uploader.getByRole('progressbar')).toHaveCount(0);
    });
  });
}
