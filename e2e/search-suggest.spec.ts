import type { Locator, Page } from '@playwright/test';
import type { Lang } from '@printshop/contract';
import { isCall } from './api-client';
import { expect, test } from './fixtures';
import { fill, SHOP_TEXT } from './texts';

/**
 * The header's search box suggests as the shopper types (docs/decisions/096): a misspelt word chosen
 * with the keyboard on a desktop; a Chinese word by a click or a tap, its list laid out on the phone
 * and the desktop in both languages; and a search that finds nothing offers categories instead.
 */

/**
 * Puts `text` into the visible header box at once (one suggestion asked, so none for a shorter
 * text can arrive after it) and waits for its suggestions.
 */
async function typeInHeader(page: Page, lang: Lang, text: string): Promise<{ box: Locator; list: Locator }> {
  const { header } = SHOP_TEXT[lang];
  const box = page.getByRole('combobox', { name: header.searchLabel }).filter({ visible: true });
  const answered = page.waitForResponse(
    (response) =>
      isCall('productSuggest')(new URL(response.url())) &&
      new URL(response.url()).searchParams.get('productName') === text,
  );
  await box.fill(text);
  await answered;
  const list = page.getByRole('listbox', { name: header.suggestionsLabel }).filter({ visible: true });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  return { box, list };
}

/** The suggestions lie under the box and inside the screen, whatever its width. */
async function expectUnderBox(page: Page, box: Locator, list: Locator): Promise<void> {
  const boxRect = (await box.boundingBox())!;
  const listRect = (await list.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(listRect.y).toBeGreaterThanOrEqual(boxRect.y + boxRect.height - 1);
  expect(listRect.x).toBeGreaterThanOrEqual(0);
  expect(listRect.x + listRect.width).toBeLessThanOrEqual(width);
}

/**
 * Other tests add and hide products named like these for a moment, so a test reads the options
 * the page shows rather than an answer of its own from before.
 */
const han = /\p{Script=Han}/u;

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { header } = SHOP_TEXT[lang];
  /** Names in the page's language: Chinese on a Chinese page, none on an English one. */
  const inPageLanguage = (name: string) => han.test(name) === (lang === 'zh');

  test.describe(`search suggestions in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('a misspelt word suggests products and categories, chosen with the arrows and Enter', async ({
      page,
      open,
    }) => {
      await open('/');
      const { box, list } = await typeInHeader(page, lang, 'bussiness');

      const products = list.getByRole('group', { name: header.suggestedProducts }).getByRole('option');
      const categories = list.getByRole('group', { name: header.suggestedCategories }).getByRole('option');
      const productNames = await products.allTextContents();
      expect(productNames.length).toBeGreaterThan(1);
      expect(productNames.every(inPageLanguage)).toBe(true);
      if (lang === 'en') for (const name of productNames) expect(name).toMatch(/business/i);
      await expect(categories.first()).toHaveText(lang === 'en' ? 'Business Cards' : '名片');
      const options = list.getByRole('option');
      await expect(
        page.getByText(fill(header.suggestionsCount_other, { count: await options.count() })),
      ).toBeAttached();
      await expectUnderBox(page, box, list);

      // Escape closes the list; an arrow opens it again.
      await box.press('Escape');
      await expect(list).toBeHidden();
      await box.press('ArrowDown');
      await expect(options.first()).toBeVisible();

      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
      // Up from the first goes round to the last, and down again to the first.
      await box.press('ArrowUp');
      await box.press('ArrowUp');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');

      await Promise.all([page.waitForURL((url) => url.pathname === '/product'), box.press('Enter')]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(productNames[1]!);
    });

    test('名片 suggests in the page’s language; a click or tap opens a category', {
      tag: '@layout',
    }, async ({ page, open, isMobile }) => {
      await open('/');
      const { box, list } = await typeInHeader(page, lang, '名片');

      const products = list.getByRole('group', { name: header.suggestedProducts }).getByRole('option');
      const categories = list.getByRole('group', { name: header.suggestedCategories }).getByRole('option');
      const names = [...(await products.allTextContents()), ...(await categories.allTextContents())];
      expect(names.length).toBeGreaterThan(2);
      expect(names.every(inPageLanguage)).toBe(true);
      await expectUnderBox(page, box, list);

      const category = categories.first();
      const name = (await category.textContent())!;
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/category'),
        isMobile ? category.tap() : category.click(),
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    });

    test('a search that finds nothing offers categories named like its words', async ({ page, open }) => {
      const { search } = SHOP_TEXT[lang].storefront;
      await open(`/search?${new URLSearchParams({ search: 'bussiness qwxz' })}`);
      const instead = page.getByRole('navigation', { name: search.insteadTitle });
      const category = instead.getByRole('link', {
        name: lang === 'en' ? 'Business Cards' : '名片',
        exact: true,
      });
      await expect(category).toBeVisible();
      await Promise.all([page.waitForURL((url) => url.pathname === '/category'), category.click()]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lang === 'en' ? 'Business Cards' : '名片',
      );
    });
  });
}
