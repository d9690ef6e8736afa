import type { Page } from '@playwright/test';
import { formatMoney, type Lang } from '@printshop/contract';
import { expectToast, loginAsStaff } from './admin';
import { callApi, isCall } from './api-client';
import { expect, test } from './fixtures';
import { PNG } from './images';
import { ADMIN_TEXT, fill, SHOP_TEXT, serverMessage } from './texts';

/** The options the owner gives the product, in both languages, and the price they set by hand. */
const OPTIONS = {
  paper: {
    en: 'Paper',
    zh: '纸张',
    values: [
      ['P1', 'Matte', '哑光'],
      ['P2', 'Silk', '丝绒'],
    ],
  },
  quantity: {
    en: 'Quantity',
    zh: '数量',
    values: [
      ['Q1', '100', '100 张'],
      ['Q2', '250', '250 张'],
    ],
  },
} as const;
const ADJUSTED = 55.55;

/**
 * The story, in each language (the en run on a desktop, the zh run on a phone): an owner
 * adds a product with two options, fills its price matrix from rules, adjusts one price, saves,
 * shows the product, and a shopper finds it by search, configures it and sees the adjusted price.
 * Each run adds a product of its own number, hidden again at the end.
 */
for (const [lang, tag] of [
  ['en', '@desktop'],
  ['zh', '@phone'],
] as const satisfies [Lang, string][]) {
  const { productEditor: editor, productPrices: prices, products, images } = ADMIN_TEXT[lang];
  const { fields, options } = editor;
  const shop = SHOP_TEXT[lang];
  const inLanguage = (field: string, language: Lang) =>
    fill(editor.inLanguage, { field, language: editor.languages[language] });

  /** Adds an option of two values through the editor's options section. */
  async function addOption(page: Page, n: number, option: (typeof OPTIONS)[keyof typeof OPTIONS]) {
    await page.getByRole('button', { name: options.addGroup }).click();
    const group = page.getByRole('group', { name: fill(options.group, { n }), exact: true });
    await group.getByLabel(inLanguage(options.groupName, 'en'), { exact: true }).fill(option.en);
    await group.getByLabel(inLanguage(options.groupName, 'zh'), { exact: true }).fill(option.zh);
    for (const [index, [code, en, zh]] of option.values.entries()) {
      if (index > 0) await group.getByRole('button', { name: options.addValue }).click();
      const value = group.getByRole('group', { name: fill(options.value, { n: index + 1 }), exact: true });
      await value.getByLabel(options.code, { exact: true }).fill(code);
      await value.getByLabel(inLanguage(options.label, 'en'), { exact: true }).fill(en);
      await value.getByLabel(inLanguage(options.label, 'zh'), { exact: true }).fill(zh);
    }
  }

  test.describe(`the product editor in ${lang}`, { tag }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('an owner adds a product with two options, prices it from rules with one price by hand, shows it, and a shopper buys it at that price', async ({
      page,
      open,
      guard,
    }) => {
      guard.allowHttpError(isCall('adminProductUpdate'), 409);
      const mark = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
      const productNo = `PE-${lang.toUpperCase()}-${mark}`;
      const name = { en: `Editor card ${mark}`, zh: `编辑器名片 ${mark}` };
      await loginAsStaff(page, 'owner');

      try {
        await open('/admin/products');
        await page.getByRole('link', { name: products.newProduct }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(editor.newTitle);
        await page.getByLabel(fields.productNo, { exact: true }).fill(productNo);
        await page.getByLabel(fields.category, { exact: true }).selectOption({ index: 1 });
        await page.getByLabel(inLanguage(fields.name, 'en'), { exact: true }).fill(name.en);
        await page.getByLabel(inLanguage(fields.name, 'zh'), { exact: true }).fill(name.zh);
        await page
          .getByRole('textbox', { name: inLanguage(fields.remark, 'en'), exact: true })
          .fill('Made for the editor’s test.');
        await page
          .getByLabel(images.upload)
          .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: PNG });
        await expect(
          page.getByRole('img', { name: fill(images.thumbnail, { field: fields.images, n: 1 }) }),
        ).toBeVisible();
        await addOption(page, 1, OPTIONS.paper);
        await addOption(page, 2, OPTIONS.quantity);
        await expect(page.getByText(fill(options.combinations, { count: 4 }))).toBeVisible();
        await page.getByRole('button', { name: editor.create }).click();
        await expectToast(page, 'success', serverMessage(lang, 'productCreated', { productNo }));
        await expect(page).toHaveURL(new RegExp(`/admin/products/${productNo}$`));

        // Shown before its combinations have prices: the server's refusal, and nothing saved.
        const shown = page.getByRole('switch', { name: fields.active });
        await shown.check();
        await page.getByRole('button', { name: editor.save }).click();
        await expect(page.getByRole('alert')).toHaveText(serverMessage(lang, 'productUnpriced'));
        await page.getByRole('button', { name: editor.discard }).click();
        await expect(shown).not.toBeChecked();

        // The matrix filled from rules: 250 is a quantity break of its own, silk adds half.
        await page.getByRole('link', { name: editor.prices }).click();
        await expect(page.getByText(fill(prices.unpriced, { count: 4 }))).toBeVisible();
        await page.getByText(prices.rules.title).click();
        await page.getByLabel(prices.rules.base, { exact: true }).fill('20');
        await page.getByLabel(prices.rules.quantityGroup).selectOption({ label: OPTIONS.quantity[lang] });
        const [, q2] = OPTIONS.quantity.values;
        const [, silk] = OPTIONS.paper.values;
        const label = (value: readonly string[]) => (lang === 'en' ? value[1]! : value[2]!);
        await page.getByLabel(fill(prices.rules.breakPrice, { value: label(q2) })).fill('40');
        await page
          .getByLabel(fill(prices.rules.kind, { value: label(silk) }))
          .selectOption(prices.rules.percent);
        await page.getByLabel(fill(prices.rules.adds, { value: label(silk) }), { exact: true }).fill('50');
        await page.getByRole('button', { name: prices.rules.fill }).click();
        await expect(
          page.getByRole('status').filter({ hasText: fill(prices.rules.filled, { count: 4 }) }),
        ).toBeVisible();
        const cell = (paper: readonly string[], quantity: readonly string[]) =>
          page.getByLabel(fill(prices.priceOf, { combination: `${label(paper)} · ${label(quantity)}` }));
        const [q1] = OPTIONS.quantity.values;
        const [matte] = OPTIONS.paper.values;
        await expect(cell(matte, q1)).toHaveValue('20.00');
        await expect(cell(matte, q2)).toHaveValue('40.00');
        await expect(cell(silk, q1)).toHaveValue('30.00');
        await expect(cell(silk, q2)).toHaveValue('60.00');
        await cell(silk, q2).fill(String(ADJUSTED));
        await page.getByRole('button', { name: fill(prices.save, { count: 4 }) }).click();
        await expectToast(page, 'success', serverMessage(lang, 'pricesSaved', { name: name[lang] }));

        // Priced: now it can be shown.
        await page.getByRole('link', { name: prices.editProduct }).click();
        await page.getByRole('switch', { name: fields.active }).check();
        await page.getByRole('button', { name: editor.save }).click();
        await expectToast(page, 'success', serverMessage(lang, 'productSaved', { productNo }));

        // A shopper finds it by its name, chooses silk and 250, and sees the price set by hand.
        await open('/');
        const box = page.getByRole('combobox', { name: shop.header.searchLabel }).filter({ visible: true });
        await box.fill(name[lang]);
        await Promise.all([page.waitForURL(/\/search\?search=/), box.press('Enter')]);
        await page.getByRole('main').getByRole('link', { name: name[lang] }).first().click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name[lang]);
        for (const [option, value] of [
          [OPTIONS.paper, silk],
          [OPTIONS.quantity, q2],
        ] as const) {
          const choice = page
            .getByRole('group', { name: option[lang] })
            .getByRole('button', { name: label(value), exact: true });
          // Pressed before the next choice: a click the page has not taken yet is clicked again.
          await expect(async () => {
            await choice.click();
            await expect(choice).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
          }).toPass();
        }
        await expect(page.getByTestId('product-price')).toHaveText(formatMoney(ADJUSTED, lang));
      } finally {
        // Hidden again, whatever happened: other tests list and search the shop.
        const saved = await callApi(page.request, 'adminProduct', { productNo }).catch(() => null);
        if (saved) await callApi(page.request, 'adminProductUpdate', { ...saved.product, active: false });
      }
    });
  });
}
