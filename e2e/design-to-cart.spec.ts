import type { Page } from '@playwright/test';
import { type api, type DesignElement, formatMoney, type Lang } from '@printshop/contract';
import { loginAsStaff } from './admin';
import { callApi } from './api-client';
import { newShopper } from './database-fixtures';
import { expect, type Member, test } from './fixtures';
import { cartLines, checkoutSummary, memberOrders, saveDeliveryAddress } from './shop-api';
import { fillCard, logInFromModal, openCheckoutAtPayment } from './steps';
import { ADMIN_TEXT, fill, SHOP_TEXT } from './texts';

/**
 * From the design editor to a paid order (features/design's Add to cart): a visitor fills a
 * business card's template with a Chinese and an English name, is asked to log in, and the design
 * goes into the cart as a print-ready PDF, paid for at checkout, that staff open in file review. And the member's designs
 * on /user: renamed, duplicated and deleted. In English on a desktop, in Chinese on a phone.
 */

const PRODUCT = 'BC-1001';
const NAMES = '李雷 Li Lei';

async function firstTemplate(page: Page, lang: Lang): Promise<api.DesignTemplate> {
  const { list } = await callApi(page.request, 'designTemplates', { productNo: PRODUCT }, { lang });
  return list.find((template) => template.layout.sides.length === 1)!;
}

const textField = (template: api.DesignTemplate): DesignElement =>
  template.layout.sides[0]!.elements.find((element) => element.kind === 'text' && element.label)!;

function designToCart(lang: Lang) {
  return async ({ page, open }: { page: Page; open: (path: string) => Promise<unknown> }) => {
    test.slow();
    const words = SHOP_TEXT[lang].designEditor;
    const member = await newShopper(page.request, 'Designer');
    await saveDeliveryAddress(page.request, member);
    const template = await firstTemplate(page, lang);
    const field = textField(template);

    await open(`/design?productNo=${PRODUCT}&template=${template.id}`);
    const label = field.kind === 'text' ? field.label![lang] : '';
    await page
      .getByRole('region', { name: words.layers.label })
      .getByRole('button', { name: label, exact: true })
      .click();
    await page.getByRole('textbox', { name: words.text.text }).fill(NAMES);
    await expect(page).toHaveURL(/&design=\d+$/);

    // A visitor is asked to log in; the design waits, and is added once the page is back.
    const panel = page.getByRole('region', { name: words.cart.title });
    await panel.getByRole('button', { name: words.cart.add }).click();
    await expect(page.getByText(words.cart.loginToAdd)).toBeVisible();
    await logInFromModal(page, lang, member);
    const added = page.getByTestId('design-cart-added');
    await expect(added).toBeVisible({ timeout: 45_000 });
    await expect(added).toContainText(words.cart.added);
    await expect(page.getByRole('banner').getByTestId('cart-count')).toHaveText('1');

    // The cart holds the line with its PDF.
    const [line] = await cartLines(page.request, member, lang);
    expect(line!.productNo).toBe(PRODUCT);
    const pdf = line!.fileurllist[0]!;
    expect(pdf).toMatch(/^\/uploads\/.+\.pdf$/);
    await expect(added.getByRole('link', { name: words.cart.pdf })).toHaveAttribute('href', pdf);
    const file = await page.request.get(pdf);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await added.getByRole('link', { name: words.cart.toCart }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.locator(`a[href="${pdf}"]`).first()).toBeAttached();

    // Paid at checkout with the test card, and staff find its PDF, to download, in file review.
    const { total } = await checkoutSummary(page.request, member, lang);
    const step = await openCheckoutAtPayment(page, open, lang);
    await fillCard(step, lang, '4242 4242 4242 4242');
    const { place } = SHOP_TEXT[lang].checkoutPage.payment;
    await Promise.all([
      page.waitForURL(/\/payment-success\?/),
      step.getByRole('button', { name: fill(place, { amount: formatMoney(total, lang) }) }).click(),
    ]);
    const [order] = await memberOrders(page.request, member, lang);
    expect(order?.paymentStatus).toBe('paid');
    await loginAsStaff(page, 'production');
    await open(`/admin/orders/${order!.id}`);
    const { files } = ADMIN_TEXT[lang].order;
    const link = page
      .getByRole('main')
      .getByRole('link', { name: fill(files.downloadNamed, { name: fill(files.designFile, { n: 1 }) }) });
    await expect(link).toHaveAttribute('href', pdf);
  };
}

function designList(lang: Lang) {
  return async ({
    page,
    open,
    signIn,
  }: {
    page: Page;
    open: (path: string) => Promise<unknown>;
    signIn: (name?: string) => Promise<Member>;
  }) => {
    const texts = SHOP_TEXT[lang].accountPages.designs;
    const member = await signIn();
    const template = await firstTemplate(page, lang);
    const design = await callApi(
      page.request,
      'designCreate',
      { productNo: PRODUCT, templateId: template.id, name: 'Card one', layout: template.layout },
      { token: member.token, lang },
    );

    await open('/user');
    const section = page.getByRole('region', { name: texts.title });
    const rows = section.getByTestId('saved-design');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('link', { name: texts.open })).toHaveAttribute(
      'href',
      `/design?productNo=${PRODUCT}&design=${design.id}&template=${template.id}`,
    );

    await rows.first().getByRole('button', { name: texts.rename }).click();
    await rows.first().getByLabel(texts.name).fill('名片 Card');
    await rows.first().getByRole('button', { name: texts.save }).click();
    await expect(rows.first().getByRole('heading')).toHaveText('名片 Card');

    await rows.first().getByRole('button', { name: texts.duplicate }).click();
    await expect(rows).toHaveCount(2);

    await rows.first().getByRole('button', { name: texts.delete }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: texts.delete }).click();
    await expect(rows).toHaveCount(1);
    const { list } = await callApi(page.request, 'designList', {}, { token: member.token, lang });
    expect(list).toHaveLength(1);
  };
}

test.describe('from the design editor to the cart in en', () => {
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });
  test(
    'a visitor names a business card in Chinese and English, logs in, adds it, pays, and staff open its PDF',
    designToCart('en'),
  );
  test('a member renames, duplicates and deletes designs on /user', designList('en'));
});

test.describe('from the design editor to the cart on a phone in zh', { tag: '@phone' }, () => {
  test.beforeEach(async ({ useLang }) => {
    await useLang('zh');
  });
  test(
    'a visitor names a business card in Chinese and English, logs in, adds it, pays, and staff open its PDF',
    designToCart('zh'),
  );
  test('a member renames, duplicates and deletes designs on /user', designList('zh'));
});
