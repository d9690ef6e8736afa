import { LANG_TAGS } from '@printshop/contract';
import { callApi } from './api-client';
import { expect, test } from './fixtures';
import { SHOP_TEXT } from './texts';

const PRODUCT = 'BC-1001';

/** The path and query of a page's absolute link, which names the shop by PUBLIC_URL, not the test's host. */
function pathOf(href: string | null): string {
  const url = new URL(href!);
  return url.pathname + url.search;
}

// docs/decisions/093: each language has its own address, which a first visit opens in that language.
test('a visitor with nothing stored follows a Chinese link and stays in Chinese', async ({
  page,
  open,
  request,
  context,
}) => {
  const name = (await callApi(request, 'productDetail', { productNo: PRODUCT }, { lang: 'zh' })).productItem
    .productname;

  await open(`/product?no=${PRODUCT}`);
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS.en);
  const chineseLink = pathOf(
    await page.locator('link[rel="alternate"][hreflang="zh-Hans"]').getAttribute('href'),
  );
  expect(chineseLink).toBe(`/product?no=${PRODUCT}&lang=zh`);

  // A fresh browser, as one arriving from a search result: no cookie, nothing in local storage.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  let documents = 0;
  page.on('request', (sent) => {
    if (sent.isNavigationRequest()) documents += 1;
  });
  const response = await open(chineseLink);
  // The first paint is the server's HTML: already Chinese, not English switched afterwards.
  const html = await response!.text();
  expect(html).toContain(`<html lang="${LANG_TAGS.zh}"`);
  expect(html).toContain(name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/product\?no=BC-1001&lang=zh$/,
  );
  // Kept as the language switch keeps it, and without a reload.
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('zh');
  expect(documents).toBe(1);

  // A link without ?lang= leads on in Chinese. Followed from the keyboard: the sections above the
  // footer are laid out as they near the screen (docs/decisions/109), so a click at the footer's
  // place could land where it was a moment before.
  const about = SHOP_TEXT.zh.footer.about;
  await Promise.all([
    page.waitForURL('/article?no=10'),
    page.getByRole('contentinfo').getByRole('link', { name: about, exact: true }).press('Enter'),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about);
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS.zh);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/article\?no=10&lang=zh$/);
});

test('the language switch on a Chinese address leads to the English one', async ({ page, open }) => {
  await open('/?lang=zh');
  await Promise.all([
    page.waitForURL('/?lang=en'),
    page.getByRole('button', { name: SHOP_TEXT.zh.language.en, exact: true }).first().click(),
  ]);
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS.en);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});
