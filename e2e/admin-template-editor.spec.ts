import type { Page } from '@playwright/test';
import type { DesignLayout, Lang } from '@printshop/contract';
import { expectToast, loginAsStaff } from './admin';
import { callApi, sendCall } from './api-client';
import { expect, test } from './fixtures';
import { greyPng } from './images';
import { ADMIN_TEXT, fill, SHOP_TEXT } from './texts';

/**
 * The template's editor in the back office (features/admin/design-templates/TemplateEditor): an
 * owner opens a template from the list, makes its text a field customers fill, locks its band as
 * fixed art, adds an empty image slot and a background image from the shop's media, and saves.
 */

const CARD = 'BC-1001';

const startingLayout: DesignLayout = {
  version: 1,
  sides: [
    {
      background: '#ffffff',
      backgroundImage: null,
      elements: [
        {
          id: 'name',
          kind: 'text',
          x: 10,
          y: 10,
          width: 50,
          height: 5,
          rotation: 0,
          locked: false,
          text: 'Your name',
          font: 'inter',
          sizePt: 10,
          colour: '#1f2a44',
          align: 'left',
          bold: false,
        },
        {
          id: 'band',
          kind: 'rect',
          x: 0,
          y: 40,
          width: 95.25,
          height: 17,
          rotation: 0,
          locked: false,
          fill: '#1fa39a',
          stroke: null,
          strokeMm: 0,
        },
      ],
    },
  ],
};

/** A hidden template of the card made straight through the API, named for this test alone. */
async function newTemplate(page: Page): Promise<{ id: number; name: string }> {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Editor test ${tag}`;
  const { id } = await callApi(page.request, 'adminDesignTemplateCreate', {
    productNo: CARD,
    name: { en: name, zh: name },
    layout: startingLayout,
    published: false,
  });
  return { id, name };
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const texts = ADMIN_TEXT[lang].designTemplates;
  const { editor } = texts;
  const words = SHOP_TEXT[lang].designEditor;
  const labelIn = (language: Lang) =>
    fill(texts.form.inLanguage, { field: editor.field.legend, language: texts.form.languages[language] });

  test.describe(`the template editor in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('an owner labels a field, locks fixed art, adds an image slot and a background, and saves the template', async ({
      page,
      open,
    }) => {
      await loginAsStaff(page, 'owner');
      const template = await newTemplate(page);
      try {
        await open(`/admin/design-templates?productNo=${CARD}`);
        await page
          .getByRole('row')
          .filter({ hasText: template.name })
          .getByRole('link', { name: fill(texts.actions.designLabel, { name: template.name }) })
          .click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          fill(editor.title, { name: template.name }),
        );
        const save = page.getByRole('button', { name: editor.save });
        await expect(page.getByRole('status').filter({ hasText: editor.upToDate })).toBeVisible();
        await expect(save).toBeDisabled();
        const layers = page.getByRole('region', { name: words.layers.label });

        // The text becomes a field: a label in one language alone waits for the other.
        await layers.getByRole('button', { name: 'Your name', exact: true }).click();
        await page.getByLabel(labelIn('en')).fill('Name');
        await expect(page.getByText(editor.field.both)).toBeVisible();
        await page.getByLabel(labelIn('zh')).fill('姓名');
        await expect(
          layers.getByRole('button', { name: lang === 'en' ? 'Name' : '姓名', exact: true }),
        ).toBeVisible();

        // The band is fixed art: locked, yet staff may still choose it.
        await layers.getByRole('button', { name: words.layers.rect, exact: true }).click();
        await page.getByLabel(editor.fixed).check();
        await expect(layers.getByText(words.layers.locked)).toBeVisible();

        await page.getByRole('button', { name: editor.page.addSlot }).click();
        await page
          .locator(`input[type="file"][aria-label="${editor.page.background}"]`)
          .setInputFiles({ name: 'paper.png', mimeType: 'image/png', buffer: greyPng(400, 240) });
        await expect(page.getByRole('button', { name: editor.page.removeBackground })).toBeVisible();

        await expect(page.getByRole('status').filter({ hasText: editor.unsaved })).toBeVisible();
        await save.click();
        await expectToast(page, 'success', editor.saved);
        await expect(page.getByRole('status').filter({ hasText: editor.upToDate })).toBeVisible();

        const { layout } = await callApi(page.request, 'adminDesignTemplateDetail', { id: template.id });
        const side = layout.sides[0]!;
        expect(side.backgroundImage).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
        expect(side.elements).toEqual([
          expect.objectContaining({ id: 'name', label: { en: 'Name', zh: '姓名' }, locked: false }),
          expect.objectContaining({ id: 'band', locked: true }),
          expect.objectContaining({ kind: 'image', src: null, locked: false }),
        ]);
      } finally {
        await sendCall(page.request, 'adminDesignTemplateDelete', { id: template.id });
      }
    });

    test('the template editor fits the screen', { tag: '@layout' }, async ({ page, open }) => {
      await loginAsStaff(page, 'owner');
      const template = await newTemplate(page);
      try {
        await open(`/admin/design-templates/${template.id}`);
        await expect(page.getByTestId('design-canvas').locator('.konvajs-content')).toBeVisible();
        await expect(page.getByRole('button', { name: editor.save })).toBeVisible();
        await expect(page.getByRole('region', { name: editor.page.title })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          page.viewportSize()!.width,
        );
      } finally {
        await sendCall(page.request, 'adminDesignTemplateDelete', { id: template.id });
      }
    });
  });
}
