import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ARTWORK_GUIDE_ARTICLE, type api, type CallOutputOf, type Lang } from '@printshop/contract';
import sharp from 'sharp';
import { callApi, isCall } from './api-client';
import { expect, test } from './fixtures';
import { cartLines } from './shop-api';
import { designUploader } from './steps';
import { fill, SHOP_TEXT, serverMessage } from './texts';

const PRODUCT = 'BC-1001';
const MM_PER_INCH = 25.4;

type UploadAnswer = CallOutputOf<'uploadFile'>;
type PrintSize = NonNullable<api.ProductDetail['printSize']>;

interface DesignFiles {
  dir: string;
  /** A CMYK JPEG of the trim plus bleed at 300 pixels per inch: print-ready. */
  good: string;
  /** An RGB PNG of the same proportions at 72 pixels per inch, as a logo from a web page: too few pixels. */
  poor: string;
}

/** The two files, made for the product's own print size in a directory of their own. */
async function makeDesignFiles(size: PrintSize): Promise<DesignFiles> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'design-preflight-'));
  const pixels = (ppi: number) => ({
    width: Math.round(((size.trimWidthMm + 2 * size.bleedMm) / MM_PER_INCH) * ppi),
    height: Math.round(((size.trimHeightMm + 2 * size.bleedMm) / MM_PER_INCH) * ppi),
    channels: 3 as const,
  });
  const good = path.join(dir, 'print-ready.jpg');
  const poor = path.join(dir, 'small-logo.png');
  await sharp({ create: { ...pixels(300), background: '#1f2a44' } })
    .toColourspace('cmyk')
    .jpeg()
    .toFile(good);
  await sharp({ create: { ...pixels(72), background: '#ff6b57' } })
    .png()
    .toFile(poor);
  return { dir, good, poor };
}

/** The product's print size, which the seed gives every product. */
async function printSizeOf(page: Page): Promise<PrintSize> {
  const { printSize } = await callApi(page.request, 'productDetail', { productNo: PRODUCT });
  expect(printSize, `${PRODUCT} has a print size`).not.toBeNull();
  return printSize!;
}

/** Sends `file` through the product page's uploader; answers the upload call's answer and the file's list item. */
async function upload(page: Page, lang: Lang, file: string, n: number): Promise<[UploadAnswer, Locator]> {
  const { upload: words } = SHOP_TEXT[lang].forms;
  const uploader = designUploader(page, lang);
  const response = page.waitForResponse((answer) => isCall('uploadFile')(new URL(answer.url())));
  await uploader.locator('input[type="file"]').setInputFiles(file);
  const { data } = (await (await response).json()) as { data: UploadAnswer };
  const name = fill(words.image, { number: n });
  const thumbnail = uploader.getByRole('img', { name });
  await expect(thumbnail).toHaveAttribute('src', data.preview);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const item = uploader
    .getByRole('list', { name: words.uploaded })
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name }) });
  return [data, item];
}

/** Its verdict's mark, then each check's message. */
async function expectVerdict(item: Locator, lang: Lang, answer: UploadAnswer): Promise<void> {
  await expect(
    item.getByText(SHOP_TEXT[lang].forms.preflight[answer.preflight.status], { exact: true }),
  ).toBeVisible();
  for (const check of answer.preflight.checks) await expect(item.getByText(check.message)).toBeVisible();
}

/** The warning a failing file carries, and the way to the artwork guide. */
async function expectWarning(item: Locator, lang: Lang): Promise<void> {
  const words = SHOP_TEXT[lang].forms.upload;
  await expect(item.getByText(words.failWarning)).toBeVisible();
  await expect(item.getByRole('link', { name: words.guide })).toHaveAttribute(
    'href',
    `/article?no=${ARTWORK_GUIDE_ARTICLE}`,
  );
}

test.describe('design preflight in en', () => {
  const lang = 'en';
  const text = SHOP_TEXT[lang];

  test.beforeEach(async ({ useLang }) => {
    await useLang(lang);
  });

  test('a print-ready and a too-small file get their verdicts, and the failing one can still be ordered', async ({
    page,
    open,
    request,
    signIn,
  }) => {
    const member = await signIn();
    const files = await makeDesignFiles(await printSizeOf(page));
    try {
      await open(`/product?no=${PRODUCT}`);
      const [good, goodItem] = await upload(page, lang, files.good, 1);
      expect(good.preflight.status).toBe('pass');
      await expectVerdict(goodItem, lang, good);
      await expect(goodItem.getByText(text.forms.upload.failWarning)).toHaveCount(0);
      const goodLink = goodItem.getByRole('link', { name: fill(text.forms.upload.image, { number: 1 }) });
      await expect(goodLink).toHaveAttribute('href', good.url);
      await expect(goodLink).toHaveAttribute('target', '_blank');

      const [poor, poorItem] = await upload(page, lang, files.poor, 2);
      expect(poor.preflight.status).toBe('fail');
      expect(poor.preflight.checks).toContainEqual(
        expect.objectContaining({ code: 'resolution', status: 'fail' }),
      );
      await expectVerdict(poorItem, lang, poor);
      await expectWarning(poorItem, lang);

      await page
        .getByRole('button', { name: text.storefront.product.addToCart, exact: true })
        .filter({ visible: true })
        .first()
        .click();
      await expect(page.getByText(serverMessage(lang, 'addedToCart'))).toBeVisible();
      const lines = await cartLines(request, member, lang);
      // A line keeps its files in the order of their URLs, whatever the order they were added in.
      expect(lines.map((line) => line.fileurllist)).toContainEqual([good.url, poor.url].sort());
    } finally {
      await fs.rm(files.dir, { recursive: true, force: true });
    }
  });
});

test.describe('design preflight in zh', () => {
  const lang = 'zh';
  const { preflight } = SHOP_TEXT[lang].forms;

  test('on a phone the checks that passed fold away and the problems stay in sight', {
    tag: '@phone',
  }, async ({ page, open, useLang }) => {
    await useLang(lang);
    const files = await makeDesignFiles(await printSizeOf(page));
    try {
      await open(`/product?no=${PRODUCT}`);
      const [good, goodItem] = await upload(page, lang, files.good, 1);
      await expect(goodItem.getByText(preflight.pass, { exact: true })).toBeVisible();
      for (const check of good.preflight.checks) await expect(goodItem.getByText(check.message)).toBeHidden();
      const showAll = goodItem.getByRole('button', {
        name: fill(preflight.showChecks, { count: good.preflight.checks.length }),
      });
      await showAll.click();
      await expect(goodItem.getByRole('button', { name: preflight.hideChecks })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expectVerdict(goodItem, lang, good);

      const [poor, poorItem] = await upload(page, lang, files.poor, 2);
      await expect(poorItem.getByText(preflight.fail, { exact: true })).toBeVisible();
      for (const check of poor.preflight.checks) {
        const message = poorItem.getByText(check.message);
        if (check.status === 'pass') await expect(message).toBeHidden();
        else await expect(message).toBeVisible();
      }
      await expectWarning(poorItem, lang);
    } finally {
      await fs.rm(files.dir, { recursive: true, force: true });
    }
  });
});
