import type { Page } from '@playwright/test';
import type { DesignLayout, Lang } from '@printshop/contract';
import { expectToast, loginAsStaff, openMenu } from './admin';
import { callApi, isCall, sendCall } from './api-client';
import { expect, test } from './fixtures';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

/** The demo's two-sided business card, and its one-sided template that a new one copies. */
const CARD = 'BC-1001';
const COPIED = 'Classic side band';

/** The template's row in the list. */
function rowOf(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

/** Against the viewport's width: on a phone, window.innerWidth grows with a page that overflows. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** The ids of the card's templates the shop's editor offers. */
async function offered(page: Page): Promise<number[]> {
  return (await callApi(page.request, 'designTemplates', { productNo: CARD })).list.map((t) => t.id);
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { shell, nav, designTemplates: texts, screenError } = ADMIN_TEXT[lang];
  const { form, actions } = texts;
  const inLanguage = (language: Lang) =>
    fill(form.inLanguage, { field: form.name, language: form.languages[language] });

  test.describe(`the back office's design templates in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('an owner adds a two-sided business card template named in both languages from a copy, publishes it for the editor, changes its layout, hides it and deletes it', async ({
      page,
      open,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError(isCall('adminDesignTemplateUpdate'), 400);
      const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const names = { en: `Test card ${tag}`, zh: `测试名片 ${tag}` };
      const name = names[lang];
      let createdId: number | undefined;
      await loginAsStaff(page, 'owner');

      try {
        await open('/admin');
        await openMenu(page, lang, isMobile);
        await page
          .getByRole('navigation', { name: shell.navLabel })
          .getByRole('link', { name: nav.designTemplates })
          .click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
        await expect(rowOf(page, COPIED)).toBeVisible();

        await page.getByRole('button', { name: texts.add }).click();
        const dialog = page.getByRole('dialog', { name: form.addTitle });
        const create = dialog.getByRole('button', { name: form.create });
        // The form asks for a product itself.
        await create.click();
        await expectToast(page, 'warning', form.required.product);

        await dialog.getByLabel(form.product, { exact: true }).selectOption(CARD);
        // The card prints front and back: two sides are offered, and its templates to copy.
        const sides = dialog.getByLabel(form.sides, { exact: true });
        await expect(sides.locator('option')).toHaveText([form.sideCounts.one, form.sideCounts.two]);
        await sides.selectOption('2');
        await dialog
          .getByLabel(form.start, { exact: true })
          .selectOption({ label: fill(form.copyOf, { name: COPIED }) });
        await dialog.getByLabel(inLanguage('en')).fill(names.en);
        await dialog.getByLabel(inLanguage('zh')).fill(names.zh);
        await create.click();
        await expectToast(page, 'success', serverMessage(lang, 'designTemplateCreated', { name }));
        await expect(dialog).toBeHidden();

        const row = rowOf(page, names.en);
        await expect(row).toContainText(names.zh);
        await expect(row).toContainText(fill(texts.sidesOf, { count: 2 }));
        await expect(row).toContainText(texts.hidden);
        const { list } = await callApi(page.request, 'adminDesignTemplateList', { productNo: CARD });
        const copied = list.find((t) => t.name.en === COPIED)!;
        createdId = list.find((t) => t.name.en === names.en)!.id;
        const made = await callApi(page.request, 'adminDesignTemplateDetail', { id: createdId });
        const original = await callApi(page.request, 'adminDesignTemplateDetail', { id: copied.id });
        // The copy's front, then a white back.
        expect(made.layout.sides).toEqual([
          original.layout.sides[0],
          { background: '#ffffff', backgroundImage: null, elements: [] },
        ]);
        expect(await offered(page)).not.toContain(createdId);

        // Published, the shop's editor offers it.
        await row.getByRole('button', { name: fill(actions.publishLabel, { name }) }).click();
        await expectToast(page, 'success', serverMessage(lang, 'designTemplatePublished', { name }));
        await expect(row).toContainText(texts.published);
        expect(await offered(page)).toContain(createdId);

        // Its layout is JSON the server checks: a refusal shows beside it, the dialog stays open.
        await row.getByRole('button', { name: fill(actions.editLabel, { name }) }).click();
        const edit = page.getByRole('dialog', { name: fill(form.editTitle, { name }) });
        await expect(edit.getByRole('link', { name: form.preview })).toHaveAttribute(
          'href',
          `/design?productNo=${CARD}&template=${createdId}`,
        );
        const layout = edit.getByRole('textbox', { name: form.layout });
        const save = edit.getByRole('button', { name: form.save });
        await layout.fill('{"version": 1,');
        await save.click();
        await expectToast(page, 'warning', form.required.layout);
        const withGoneImage: DesignLayout = {
          version: 1,
          sides: [
            {
              background: '#ffffff',
              backgroundImage: '/media/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp',
              elements: [],
            },
          ],
        };
        await layout.fill(JSON.stringify(withGoneImage));
        await save.click();
        await expect(edit.getByRole('alert')).toHaveText(serverMessage(lang, 'designImageUnknown'));
        await expect(edit).toBeVisible();
        const front: DesignLayout = { version: 1, sides: [original.layout.sides[0]!] };
        await layout.fill(JSON.stringify(front));
        await save.click();
        await expectToast(page, 'success', serverMessage(lang, 'designTemplateSaved', { name }));
        await expect(edit).toBeHidden();
        await expect(row).toContainText(fill(texts.sidesOf, { count: 1 }));

        // Hidden, the editor no longer offers it.
        await row.getByRole('button', { name: fill(actions.hideLabel, { name }) }).click();
        await expectToast(page, 'success', serverMessage(lang, 'designTemplateHidden', { name }));
        await expect(row).toContainText(texts.hidden);
        expect(await offered(page)).not.toContain(createdId);

        await row.getByRole('button', { name: fill(actions.deleteLabel, { name }) }).click();
        const confirm = page.getByRole('dialog', { name: fill(texts.delete.title, { name }) });
        await confirm.getByRole('button', { name: texts.delete.confirm }).click();
        await expectToast(page, 'success', serverMessage(lang, 'designTemplateDeleted', { name }));
        await expect(rowOf(page, names.en)).toHaveCount(0);
        createdId = undefined;
      } finally {
        if (createdId !== undefined)
          await sendCall(page.request, 'adminDesignTemplateDelete', { id: createdId });
      }
    });

    test('the templates list and the new template form fit the screen', { tag: '@layout' }, async ({
      page,
      open,
    }) => {
      await loginAsStaff(page, 'owner');
      await open(`/admin/design-templates?productNo=${CARD}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      await expect(rowOf(page, COPIED)).toBeVisible();
      await expectNoHorizontalScroll(page);

      await page.getByRole('button', { name: texts.add }).click();
      const dialog = page.getByRole('dialog', { name: form.addTitle });
      await dialog.getByLabel(form.product, { exact: true }).selectOption(CARD);
      await expect(dialog.getByLabel(form.sides, { exact: true }).locator('option')).toHaveCount(2);
      await expect(dialog.getByRole('button', { name: form.create })).toBeInViewport();
      await expectNoHorizontalScroll(page);
    });

    test('support has no Design templates item, and the screen’s address shows the refusal', async ({
      page,
      open,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError(isCall('adminDesignTemplateList', 'adminDesignProductList'), 403);
      guard.allowHttpError((url) => url.pathname === '/admin/design-templates', 403);
      await loginAsStaff(page, 'support');
      await open('/admin');
      await openMenu(page, lang, isMobile);
      const menu = page.getByRole('navigation', { name: shell.navLabel });
      await expect(menu.getByRole('link', { name: nav.orders })).toBeVisible();
      await expect(menu.getByRole('link', { name: nav.designTemplates })).toHaveCount(0);

      expect((await open('/admin/design-templates'))?.status()).toBe(403);
      const refusal = page.getByRole('alert');
      await expect(refusal.getByRole('heading', { level: 1 })).toHaveText(screenError.forbidden);
      await expect(page.getByRole('table')).toHaveCount(0);
    });
  });
}
