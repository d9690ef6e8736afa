import type { Locator, Page } from '@playwright/test';
import type { api, DesignElement, DesignLayout, Lang } from '@printshop/contract';
import { callApi, isCall } from './api-client';
import { expect, test } from './fixtures';
import { greyPng } from './images';
import { fill, SHOP_TEXT } from './texts';

/**
 * The online design editor (features/design): a visitor fills a business card's template, adds and
 * moves a rectangle and undoes the move, is told a small logo prints blurred and turns to the back;
 * with a mouse and keyboard in English on a desktop, by touch in Chinese on a phone. What the
 * canvas shows is read back from the layout the editor saves as the visitor works.
 */

const PRODUCT = 'BC-1001';
const NAMES = '李雷 Li Lei';

type Template = api.DesignTemplate;
type EditorWords = (typeof SHOP_TEXT)[Lang]['designEditor'];

async function templatesOf(
  page: Page,
  lang: Lang,
): Promise<{ product: api.DesignProduct; list: Template[] }> {
  return callApi(page.request, 'designTemplates', { productNo: PRODUCT }, { lang });
}

function elementOf(layout: DesignLayout, side: number, id: string): DesignElement | undefined {
  return layout.sides[side]?.elements.find((element) => element.id === id);
}

const textOf = (layout: DesignLayout, side: number, id: string) => {
  const element = elementOf(layout, side, id);
  return element?.kind === 'text' ? element.text : undefined;
};

const rectsOf = (layout: DesignLayout, side: number) =>
  layout.sides[side]?.elements.filter((element) => element.kind === 'rect' && !element.locked) ?? [];

/** The layout of the first save from now on that `holds`, as the shop answered it. */
async function saved(page: Page, holds: (layout: DesignLayout) => boolean): Promise<DesignLayout> {
  let layout: DesignLayout | undefined;
  await page.waitForResponse(async (response) => {
    if (!isCall('designCreate', 'designSave')(new URL(response.url()))) return false;
    const body = (await response.json()) as { data?: { layout?: DesignLayout } };
    layout = body.data?.layout;
    return layout !== undefined && holds(layout);
  });
  return layout!;
}

/** The drawn page, once the editor has opened its design, and its screen pixels per millimetre. */
async function canvasOf(page: Page, product: api.DesignProduct) {
  const stage = page.getByTestId('design-canvas').locator('.konvajs-content');
  await expect(stage).toBeVisible();
  const box = (await stage.boundingBox())!;
  const scale = box.width / (product.trimWidthMm + 2 * product.bleedMm);
  /** Where the point (x, y) millimetres of the page is on the screen. */
  const at = (x: number, y: number) => ({ x: box.x + x * scale, y: box.y + y * scale });
  /** Where the middle of an element is on the screen. */
  const middleOf = (element: DesignElement) =>
    at(element.x + element.width / 2, element.y + element.height / 2);
  return { stage, box, scale, at, middleOf };
}

/** The tests of a block in one language, and the editor's words in it. */
function inLang(lang: Lang): EditorWords {
  test.beforeEach(async ({ useLang }) => {
    await useLang(lang);
  });
  return SHOP_TEXT[lang].designEditor;
}

/** Opens the editor on the product's first template that `fits`: the template, its fields and the drawn page. */
async function openTemplate(
  page: Page,
  open: (path: string) => Promise<unknown>,
  lang: Lang,
  fits: (template: Template) => boolean,
) {
  const { product, list } = await templatesOf(page, lang);
  const template = list.find(fits)!;
  await open(`/design?productNo=${PRODUCT}&template=${template.id}`);
  return { template, ...fieldsOf(template), canvas: await canvasOf(page, product) };
}

/** Adds a rectangle from the toolbar and answers it once it is saved. */
async function addRect(page: Page, words: EditorWords): Promise<DesignElement> {
  const added = saved(page, (layout) => rectsOf(layout, 0).length === 1);
  await page
    .getByRole('group', { name: words.add.label })
    .getByRole('button', { name: words.add.rect })
    .click();
  const [rect] = rectsOf(await added, 0);
  return rect!;
}

/** Turns to the card's back and waits until its page is drawn. */
async function turnToBack(page: Page, words: EditorWords): Promise<void> {
  await page
    .getByRole('group', { name: words.sides.label })
    .getByRole('button', { name: words.sides.back })
    .click();
  await expect(
    page.getByRole('region', { name: fill(words.canvas.label, { side: words.sides.back }) }),
  ).toBeVisible();
}

function layersPanel(page: Page, lang: Lang): Locator {
  return page.getByRole('region', { name: SHOP_TEXT[lang].designEditor.layers.label });
}

/** A template's first text a customer fills, and its first empty image slot. */
function fieldsOf(template: Template): { text: DesignElement; slot: DesignElement } {
  const elements = template.layout.sides[0]!.elements;
  return {
    text: elements.find((element) => element.kind === 'text' && element.label)!,
    slot: elements.find((element) => element.kind === 'image' && !element.src)!,
  };
}

/** Chooses a template's field in the layers list by its label. */
async function chooseField(page: Page, lang: Lang, field: DesignElement): Promise<void> {
  const label = field.kind === 'text' || field.kind === 'image' ? field.label![lang] : '';
  await layersPanel(page, lang).getByRole('button', { name: label, exact: true }).click();
}

/** Types both names into the chosen text and waits until they are saved. */
async function typeNames(page: Page, lang: Lang, text: DesignElement): Promise<void> {
  const named = saved(page, (layout) => textOf(layout, 0, text.id) === NAMES);
  await page.getByRole('textbox', { name: SHOP_TEXT[lang].designEditor.text.text }).fill(NAMES);
  await named;
}

test.describe('the design editor in en', () => {
  const lang = 'en';
  const words = inLang(lang);

  test('its page is rendered with the page outline and a loading state before the editor runs', async ({
    page,
  }) => {
    const html = await (await page.request.get(`/design?productNo=${PRODUCT}`)).text();
    expect(html).toContain(words.loading);
    expect(html).toContain('role="status"');
  });

  test('a visitor fills a template with a Chinese and an English name, moves a rectangle and undoes it, is warned of a small logo and turns to the back', async ({
    page,
    open,
  }) => {
    const { product, list } = await templatesOf(page, lang);
    const template = list.find((each) => each.layout.sides.length === 1)!;
    const { text, slot } = fieldsOf(template);

    await open(`/product?no=${PRODUCT}`);
    await page.getByRole('link', { name: SHOP_TEXT[lang].storefront.product.designOnline }).click();
    await expect(page).toHaveURL(`/design?productNo=${PRODUCT}`);
    await page.getByRole('link', { name: template.name }).click();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const canvas = await canvasOf(page, product);

    // The text field, chosen in the layers list by its label, gets both names.
    await chooseField(page, lang, text);
    await typeNames(page, lang, text);
    await expect(page).toHaveURL(/&design=\d+$/);

    // A rectangle, added in the middle of the page, dragged with the mouse, and the drag undone.
    const rect = await addRect(page, words);
    const from = canvas.middleOf(rect);
    const moved = saved(page, (layout) => rectsOf(layout, 0)[0]!.x !== rect.x);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 60, from.y + 30, { steps: 10 });
    await page.mouse.up();
    const [after] = rectsOf(await moved, 0);
    // Snapping may pull it up to 6 screen pixels.
    expect(Math.abs(after!.x - rect.x - 60 / canvas.scale)).toBeLessThanOrEqual(6 / canvas.scale + 0.01);
    const undone = saved(page, (layout) => rectsOf(layout, 0)[0]!.x === rect.x);
    await page.getByRole('button', { name: words.history.undo }).click();
    await undone;

    // Delete takes the chosen rectangle away, and Ctrl+Z brings it back.
    const deleted = saved(page, (layout) => rectsOf(layout, 0).length === 0);
    await page.keyboard.press('Delete');
    await deleted;
    const restored = saved(page, (layout) => rectsOf(layout, 0).length === 1);
    await page.keyboard.press('Control+z');
    await restored;

    // A 60-pixel logo in the template's slot prints far under 150 ppi.
    await chooseField(page, lang, slot);
    await page
      .locator(`input[type="file"][aria-label="${words.image.upload}"]`)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: greyPng(60, 60) });
    const ppi = Math.floor((60 * 25.4) / Math.min(slot.width, slot.height));
    await expect(page.getByRole('status').filter({ hasText: fill(words.image.fail, { ppi }) })).toBeVisible();

    // The back of a one-sided template is a blank page of its own.
    const turned = saved(page, (layout) => layout.sides.length === 2);
    await turnToBack(page, words);
    await turned;
  });

  test('a text’s box fits its Chinese punctuation at full width, as the PDF prints it', async ({
    page,
    open,
  }) => {
    const { text } = await openTemplate(page, open, lang, () => true);
    if (text.kind !== 'text') throw new Error('the template has no text field');
    // A comma before an opening bracket is what Chrome narrows by half a character by default.
    const em = (text.sizePt * 25.4) / 72;
    const pairs = Math.ceil((text.width / em + 4) / 2);
    const punctuation = '，「'.repeat(pairs);
    await chooseField(page, lang, text);
    const widened = saved(
      page,
      (layout) =>
        textOf(layout, 0, text.id) === punctuation && elementOf(layout, 0, text.id)!.width > text.width,
    );
    await page.getByRole('textbox', { name: words.text.text }).fill(punctuation);
    expect(elementOf(await widened, 0, text.id)!.width).toBeGreaterThanOrEqual(2 * pairs * em - 0.01);
  });

  test('a visitor’s design opens again, as the member’s, once they have logged in', async ({
    page,
    open,
    signIn,
  }) => {
    const { text, canvas } = await openTemplate(page, open, lang, () => true);
    await chooseField(page, lang, text);
    await typeNames(page, lang, text);
    await expect(page).toHaveURL(/&design=\d+$/);

    await signIn();
    const claimed = page.waitForResponse((response) => isCall('designClaim')(new URL(response.url())));
    await page.reload();
    expect((await (await claimed).json()).data).toEqual({ claimed: 1 });
    await expect(canvas.stage).toBeVisible();
    await chooseField(page, lang, text);
    await expect(page.getByRole('textbox', { name: words.text.text })).toHaveValue(NAMES);
    expect(await page.evaluate(() => localStorage.getItem('designKey'))).toBeNull();
  });
});

test.describe('the design editor on a phone in zh', { tag: '@phone' }, () => {
  const lang = 'zh';
  const words = inLang(lang);

  test('a visitor chooses a text by a tap, names it in Chinese and English, drags a rectangle by touch and turns to the back', async ({
    page,
    open,
  }) => {
    const { text, canvas } = await openTemplate(page, open, lang, (each) => each.layout.sides.length === 2);

    // The panels follow the page on a phone.
    const panel = layersPanel(page, lang);
    expect((await panel.boundingBox())!.y).toBeGreaterThan(canvas.box.y + canvas.box.height);

    // A tap on the text chooses it; its field takes both names.
    const middle = canvas.middleOf(text);
    await page.touchscreen.tap(middle.x, middle.y);
    const field = page.getByRole('textbox', { name: words.text.text });
    await expect(field).toHaveValue(text.kind === 'text' ? text.text : '');
    await typeNames(page, lang, text);

    // A rectangle dragged by a finger.
    const rect = await addRect(page, words);
    const from = canvas.middleOf(rect);
    const moved = saved(page, (layout) => rectsOf(layout, 0)[0]!.y !== rect.y);
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: from.x, y: from.y }],
    });
    for (let step = 1; step <= 10; step += 1) {
      const point = { x: from.x + step * 3, y: from.y + step * 2 };
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const [after] = rectsOf(await moved, 0);
    expect(after!.y).toBeGreaterThan(rect.y);

    // The template's back.
    await turnToBack(page, words);
  });
});
