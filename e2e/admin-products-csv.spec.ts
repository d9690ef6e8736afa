import { admin } from '@printshop/contract';
import { expectToast, loginAsStaff } from './admin';
import { callApi } from './api-client';
import { expect, test } from './fixtures';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

const { productsCsv, products } = ADMIN_TEXT.en;

/** A catalogue file of one hidden product with two combinations (nothing of the shop's own is changed). */
function catalogueFile(productNo: string, prices: [string, string]): string {
  const first: Partial<Record<admin.CatalogueColumn, string>> = {
    productNo,
    category: 'standard-business-cards',
    'name:en': `Spreadsheet card ${productNo}`,
    'name:zh': `表格名片 ${productNo}`,
    images: '/media/product/business-card/1.webp',
    active: 'no',
    productionDays: '3',
    'options:en': 'Quantity',
    'options:zh': '数量',
    'values:en': '100',
    'values:zh': '100 张',
    codes: 'Q1',
    price: prices[0],
  };
  const second = { productNo, 'values:en': '250', 'values:zh': '250 张', codes: 'Q2', price: prices[1] };
  const line = (row: Partial<Record<admin.CatalogueColumn, string>>) =>
    admin.CATALOGUE_COLUMNS.map((column) => JSON.stringify(row[column] ?? '')).join(',');
  return [admin.CATALOGUE_COLUMNS.join(','), line(first), line(second)].join('\r\n');
}

const asFile = (content: string) => ({
  name: 'catalogue.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(content),
});

test.describe('the catalogue as a spreadsheet', { tag: '@desktop' }, () => {
  test('the owner exports the catalogue, then imports a file: errors by row first, then the change, checked before it is written', async ({
    page,
    open,
  }) => {
    const productNo = `CSV-${Date.now().toString(36).toUpperCase()}`;
    await loginAsStaff(page, 'owner');
    await open('/admin/products');
    await page.getByRole('link', { name: productsCsv.open }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsCsv.title);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: productsCsv.export }).click();
    const exported = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of exported) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(admin.CATALOGUE_COLUMNS.join(','));
    expect(text).toContain('BC-1001');

    // A price of "ten": the check names the row and the column, and offers no import.
    const file = page.getByLabel(productsCsv.file);
    await file.setInputFiles(asFile(catalogueFile(productNo, ['12.50', 'ten'])));
    await page.getByRole('button', { name: productsCsv.check }).click();
    const errors = page.getByRole('table', { name: fill(productsCsv.errors, { count: 1 }) });
    await expect(errors.getByRole('row').nth(1)).toHaveText(
      ['3', 'price', serverMessage('en', 'csvNotPrice')].join(''),
    );
    await expect(page.getByRole('button', { name: fill(productsCsv.import, { count: 1 }) })).toHaveCount(0);

    // Mended: the check lists the new product and its two prices, and nothing is written yet.
    await file.setInputFiles(asFile(catalogueFile(productNo, ['12.50', '21.00'])));
    await page.getByRole('button', { name: productsCsv.check }).click();
    const changes = page.getByRole('table', { name: productsCsv.changes });
    await expect(changes.getByRole('row').nth(1)).toContainText(productNo);
    await expect(changes.getByRole('row').nth(1)).toContainText(productsCsv.change.create);
    await expect(page.getByText(fill(productsCsv.checked, { changed: 1, count: 1 }))).toBeVisible();
    expect((await callApi(page.request, 'adminProductList', { q: productNo })).total).toBe(0);

    await page.getByRole('button', { name: fill(productsCsv.import, { count: 1 }) }).click();
    await expectToast(page, 'success', serverMessage('en', 'catalogueImported', { count: 1 }));
    const matrix = await callApi(page.request, 'adminProductPrices', { productNo });
    expect(matrix.skus.map((sku) => [sku.codes, sku.price])).toEqual([
      ['Q1', 12.5],
      ['Q2', 21],
    ]);
    await open(`/admin/products?q=${productNo}`);
    await expect(page.getByRole('row').filter({ hasText: productNo })).toContainText(products.hidden);
  });
});
