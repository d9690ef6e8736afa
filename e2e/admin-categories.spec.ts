import type { Page } from '@playwright/test';
import type { api } from '@printshop/contract';
import { expectToast, loginAsStaff } from './admin';
import { callApi, isCall, sendCall } from './api-client';
import { expect, test } from './fixtures';
import { PNG } from './images';
import { ADMIN_TEXT, fill, SHOP_TEXT, serverMessage } from './texts';

const { shell, nav, categories, images } = ADMIN_TEXT.en;
const { form, actions } = categories;
/** An input of one language, as the form labels it: "Name (English)". */
const inEnglish = (field: string) => fill(form.inLanguage, { field, language: form.languages.en });
const inChinese = (field: string) => fill(form.inLanguage, { field, language: form.languages.zh });

/** A category's row in the back office's tree. */
function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

/** The storefront's desktop menu: a top category's subcategories show while it is hovered. */
async function subcategoryLink(page: Page, parent: api.HeaderData['categoryFirst'][number], name: string) {
  const menu = page.getByRole('navigation', { name: SHOP_TEXT.en.header.categoriesLabel });
  await menu.getByRole('link', { name: parent.typeName, exact: true }).hover();
  return menu.getByRole('link', { name, exact: true });
}

test.describe('the back office’s categories in en', { tag: '@desktop' }, () => {
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('an owner adds a subcategory with both names, an image and a description, which the storefront menu shows until it is hidden; then deletes it', async ({
    page,
    open,
    request,
    guard,
    headerData,
  }) => {
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const names = { en: `Test sleeves ${tag}`, zh: `测试封套 ${tag}` };
    const slug = `test-sleeves-${tag}`;
    // The last top category with subcategories: ours goes last under it, so the first ones that
    // other tests open stay first.
    const parent = (await headerData('en')).categoryFirst.filter((c) => c.subclassVOList.length > 0).at(-1)!;
    let createdId: number | undefined;
    await loginAsStaff(page, 'owner');

    try {
      await open('/admin');
      await page
        .getByRole('navigation', { name: shell.navLabel })
        .getByRole('link', { name: nav.categories })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(categories.title);
      await expect(rowOf(page, parent.typeName).first()).toBeVisible();

      await page.getByRole('button', { name: categories.add }).click();
      const dialog = page.getByRole('dialog', { name: form.addTitle });
      await dialog.getByLabel(form.parent).selectOption({ label: parent.typeName });
      await dialog.getByLabel(form.slug, { exact: true }).fill(slug);
      await dialog.getByLabel(inEnglish(form.name)).fill(names.en);
      await dialog.getByLabel(inChinese(form.name)).fill(names.zh);
      await dialog
        .getByRole('textbox', { name: inEnglish(form.content), exact: true })
        .fill('Sleeves for every card.');
      await dialog
        .getByRole('textbox', { name: inChinese(form.content), exact: true })
        .fill('适合各种卡片的封套。');
      await dialog
        .getByLabel(images.upload)
        .setInputFiles({ name: 'sleeve.png', mimeType: 'image/png', buffer: PNG });
      await expect(dialog.getByRole('img', { name: form.image })).toBeVisible();
      await dialog.getByRole('button', { name: form.create }).click();
      await expectToast(page, 'success', serverMessage('en', 'categoryCreated', { name: names.en }));
      await expect(dialog).toBeHidden();

      const row = rowOf(page, names.en);
      await expect(row).toContainText(names.zh);
      await expect(row).toContainText(slug);
      await expect(row).toContainText(categories.shown);
      const created = (await callApi(page.request, 'adminCategoryList', {})).list.find(
        (c) => c.slug === slug,
      )!;
      createdId = created.id;
      expect(created).toMatchObject({
        parentId: parent.id,
        level: 2,
        name: names,
        content: { en: '<p>Sleeves for every card.</p>', zh: '<p>适合各种卡片的封套。</p>' },
      });
      expect(created.img).toMatch(/^\/media\/uploads\/.+\.webp$/);

      // The storefront's menu has it at once.
      await open('/');
      const link = await subcategoryLink(page, parent, names.en);
      await expect(link).toHaveAttribute('href', `/category?no=${created.id}&level=2`);

      // Hidden, it leaves the menu and its page is not found.
      await open('/admin/categories');
      await rowOf(page, names.en)
        .getByRole('button', { name: fill(actions.editLabel, { name: names.en }) })
        .click();
      const edit = page.getByRole('dialog', { name: fill(form.editTitle, { name: names.en }) });
      await edit.getByLabel(form.active).uncheck();
      await edit.getByRole('button', { name: form.save }).click();
      await expectToast(page, 'success', serverMessage('en', 'categorySaved', { name: names.en }));
      await expect(rowOf(page, names.en)).toContainText(categories.hidden);

      await open('/');
      await expect(await subcategoryLink(page, parent, names.en)).toHaveCount(0);
      const hiddenPage = `/category?no=${created.id}&level=2`;
      guard.allowHttpError(
        (url) => url.pathname === '/category' && url.search.includes(`no=${created.id}`),
        404,
      );
      expect((await open(hiddenPage))?.status()).toBe(404);
      expect(
        (await callApi(request, 'homeTitle', {})).categoryFirst.flatMap((c) =>
          c.subclassVOList.map((s) => s.id),
        ),
      ).not.toContain(created.id);

      // It holds no products: it can be deleted.
      await open('/admin/categories');
      await rowOf(page, names.en)
        .getByRole('button', { name: fill(actions.deleteLabel, { name: names.en }) })
        .click();
      const confirm = page.getByRole('dialog', { name: fill(categories.delete.title, { name: names.en }) });
      await confirm.getByRole('button', { name: categories.delete.confirm }).click();
      await expectToast(page, 'success', serverMessage('en', 'categoryDeleted', { name: names.en }));
      await expect(rowOf(page, names.en)).toHaveCount(0);
      createdId = undefined;
    } finally {
      if (createdId !== undefined) await sendCall(page.request, 'adminCategoryDelete', { id: createdId });
    }
  });

  test('deleting a category that has products shows the server’s refusal: hide it instead', async ({
    page,
    open,
    guard,
  }) => {
    guard.allowHttpError(isCall('adminCategoryDelete'), 409);
    await loginAsStaff(page, 'owner');
    const { list } = await callApi(page.request, 'adminCategoryList', {});
    const full = list.find((c) => c.level === 2 && c.productCount > 0)!;
    await open('/admin/categories');
    await rowOf(page, full.name.en)
      .getByRole('button', { name: fill(actions.deleteLabel, { name: full.name.en }) })
      .click();
    const confirm = page.getByRole('dialog', { name: fill(categories.delete.title, { name: full.name.en }) });
    await confirm.getByRole('button', { name: categories.delete.confirm }).click();
    await expect(confirm.getByRole('alert')).toHaveText(serverMessage('en', 'categoryHasProducts'));
    await confirm.getByRole('button', { name: categories.delete.keep }).click();
    await expect(confirm).toBeHidden();
    const still = (await callApi(page.request, 'adminCategoryList', {})).list.find((c) => c.id === full.id);
    expect(still).toMatchObject({ active: true, name: full.name });
  });
});
