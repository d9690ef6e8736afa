import type { Locator, Page } from '@playwright/test';
import type { Lang } from '@printshop/contract';
import { expect, type Member } from './fixtures';
import { PNG } from './images';
import { fill, SHOP_TEXT } from './texts';

/** The design uploader of the product page open in `page`. */
export function designUploader(page: Page, lang: Lang): Locator {
  return page.getByRole('group', { name: SHOP_TEXT[lang].storefront.product.designUpload });
}

/** The preview of the `n`th design in the product page's uploader. */
function designPreview(page: Page, lang: Lang, n: number): Locator {
  return designUploader(page, lang).getByRole('img', {
    name: fill(SHOP_TEXT[lang].forms.upload.image, { number: n }),
  });
}

/**
 * Uploads a design image through the product page's uploader, as a shopper does, and waits for
 * its preview, the `n`th image there; answers the preview.
 */
export async function uploadDesignOnProductPage(
  page: Page,
  lang: Lang,
  { name = 'art.png', n = 1 }: { name?: string; n?: number } = {},
): Promise<Locator> {
  await designUploader(page, lang)
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  const preview = designPreview(page, lang, n);
  await expect(preview).toBeVisible();
  return preview;
}

/** Logs in through the shop's login modal a page opened, and waits for the page to load again. */
export async function logInFromModal(page: Page, lang: Lang, member: Member): Promise<void> {
  const { auth } = SHOP_TEXT[lang];
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(auth.email).fill(member.email);
  await dialog.getByLabel(auth.password).fill(member.password);
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: auth.loginSubmit, exact: true }).last().click(),
  ]);
}

/** Opens checkout with the member's saved address and goes on to the payment step. */
export async function openCheckoutAtPayment(
  page: Page,
  open: (path: string) => Promise<unknown>,
  lang: Lang,
): Promise<Locator> {
  const { steps, shipping, payment } = SHOP_TEXT[lang].checkoutPage;
  await open('/checkout');
  await page
    .getByRole('region', { name: steps.shipping })
    .getByRole('button', { name: shipping.continue })
    .click();
  const step = page.getByRole('region', { name: steps.payment });
  await expect(step.getByLabel(payment.cardNumber)).toBeVisible();
  return step;
}

/** Types a card into the payment step: its number, and an expiry and CVC the test provider takes. */
export async function fillCard(step: Locator, lang: Lang, number: string): Promise<void> {
  const payment = SHOP_TEXT[lang].checkoutPage.payment;
  await step.getByLabel(payment.cardNumber).fill(number);
  await step.getByLabel(payment.expiry).fill('1239');
  await step.getByLabel(payment.cvc).fill('123');
}
