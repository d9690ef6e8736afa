import type { Locator, Page } from '@playwright/test';
import { LANG_TAGS, type Lang } from '@printshop/contract';
import { expectToast, loginAsStaff, openMenu } from './admin';
import { callApi, isCall } from './api-client';
import { expect, test } from './fixtures';
import { PNG } from './images';
import { ADMIN_TEXT, fill, SHOP_TEXT, serverMessage } from './texts';

/**
 * The home page's trust blocks and partners are one set per shop, which other tests read
 * (storefront.spec.ts): these tests change them only for a moment, put them back whatever happens,
 * and run one after another, never beside each other.
 */
test.describe.configure({ mode: 'serial' });

const { shell, nav, homeContent: texts, settings, images, screenError } = ADMIN_TEXT.en;
const shop = SHOP_TEXT.zh.storefront;

/** A name no other run uses. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The home page's screen, reached through the menu as an owner would. */
async function openHomeContent(page: Page, open: (path: string) => Promise<unknown>, isMobile: boolean) {
  await open('/admin');
  await openMenu(page, 'en', isMobile);
  await page
    .getByRole('navigation', { name: shell.navLabel })
    .getByRole('link', { name: nav.homeContent, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
}

test.describe('the back office’s home page content', { tag: '@desktop' }, () => {
  test('the owner changes a trust block’s Chinese title, which the Chinese home page shows at once', async ({
    page,
    open,
    request,
    isMobile,
  }) => {
    await loginAsStaff(page, 'owner');
    const original = (await callApi(page.request, 'adminTrustBlocks', {})).blocks;
    const title = unique('品质承诺');
    await openHomeContent(page, open, isMobile);

    const trust = page.getByRole('region', { name: texts.trust.title, exact: true });
    const second = trust.getByRole('group', { name: fill(texts.trust.block, { n: 2 }), exact: true });
    const chinese = second.getByLabel(
      fill(settings.inLanguage, { field: texts.trust.blockTitle, language: settings.languages.zh }),
      { exact: true },
    );
    const save = trust.getByRole('button', { name: texts.trust.save });
    await expect(chinese).toHaveValue(original[1]!.title.zh);
    await expect(save).toBeDisabled();

    // An empty title: the form says which block and language, and sends nothing.
    await chinese.fill(' ');
    await expect(trust.getByText(texts.trust.unsaved)).toBeVisible();
    await save.click();
    await expectToast(
      page,
      'warning',
      fill(texts.trust.required.title, { n: 2, language: settings.languages.zh }),
    );
    await expect(chinese).toHaveAttribute('aria-invalid', 'true');

    await chinese.fill(title);
    // From here until the blocks are put back, every page shows the test's title.
    try {
      await save.click();
      await expectToast(page, 'success', serverMessage('en', 'trustBlocksSaved'));
      await expect(trust.getByText(texts.trust.unsaved)).toHaveCount(0);
      await expect(save).toBeDisabled();
      const [chineseHome, englishHome] = await Promise.all([
        callApi(request, 'activityList', {}, { lang: 'zh' }),
        callApi(request, 'activityList', {}, { lang: 'en' }),
      ]);
      expect(chineseHome.trustlist[1]!.title).toBe(title);
      expect(englishHome.trustlist[1]!.title).toBe(original[1]!.title.en);

      // A shopper on the home page switches it to Chinese.
      await open('/');
      await page.getByRole('button', { name: '中文', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS.zh);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const blocks = page.getByRole('region', { name: shop.trust.heading });
      await expect(blocks.getByRole('heading', { level: 3 })).toHaveText(
        chineseHome.trustlist.map((block) => block.title),
      );
      await expect(blocks.getByRole('heading', { name: title })).toBeVisible();
    } finally {
      await callApi(page.request, 'adminSaveTrustBlocks', { blocks: original });
    }
    expect((await callApi(request, 'activityList', {}, { lang: 'zh' })).trustlist[1]!.title).toBe(
      original[1]!.title.zh,
    );
  });

  test('the owner adds a partner’s logo, moves it up and removes it, and the home page’s carousel follows', async ({
    page,
    open,
    request,
    isMobile,
  }) => {
    await loginAsStaff(page, 'owner');
    const name = unique('Fern & Ink');
    const labels = texts.partners;
    await openHomeContent(page, open, isMobile);
    const partners = page.getByRole('region', { name: labels.title, exact: true });
    await partners.getByRole('button', { name: labels.add }).click();
    const dialog = page.getByRole('dialog', { name: labels.form.addTitle });
    await dialog.getByLabel(labels.form.name, { exact: true }).fill(name);
    const logo = dialog.getByRole('group', { name: labels.form.logo, exact: true });
    await logo.getByLabel(images.upload, { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(logo.getByRole('img')).toHaveAttribute('src', /^\/media\/uploads\/[\w-]+\.webp\?w=160$/);

    const added = async () =>
      (await callApi(page.request, 'adminPartnerList', {})).list.find((partner) => partner.name === name);
    // From here until it is removed, the home page's carousel shows the test's partner.
    try {
      await dialog.getByRole('button', { name: labels.form.create }).click();
      await expectToast(page, 'success', serverMessage('en', 'partnerAdded', { name }));
      const partner = (await added())!;
      const rows = partners.getByRole('listitem');
      await expect(rows.last()).toContainText(name);
      const count = await rows.count();

      await open('/');
      const carousel = page.getByRole('region', { name: SHOP_TEXT.en.storefront.home.partners });
      await expect(carousel.getByRole('img', { name, exact: true })).toHaveAttribute(
        'src',
        new RegExp(`^${partner.img}\\?w=\\d+$`),
      );
      const home = await callApi(request, 'activityList', {}, { lang: 'en' });
      expect(home.list.at(-1)).toEqual({ name, img: partner.img });

      // One place earlier: the screen and the carousel both show it before the partner it passed.
      await open('/admin/home');
      await partners.getByRole('button', { name: fill(labels.moveUp, { name }) }).click();
      await expectToast(page, 'success', serverMessage('en', 'partnersOrdered'));
      await expect(rows.nth(count - 2)).toContainText(name);
      const moved = await callApi(request, 'activityList', {}, { lang: 'en' });
      expect(moved.list.at(-2)?.name).toBe(name);

      await partners.getByRole('button', { name: fill(labels.remove, { name }) }).click();
      const confirm = page.getByRole('dialog', { name: fill(labels.delete.title, { name }) });
      await confirm.getByRole('button', { name: labels.delete.confirm }).click();
      await expectToast(page, 'success', serverMessage('en', 'partnerRemoved', { name }));
      await expect(partners.getByText(name)).toHaveCount(0);
      await open('/');
      await expect(page.getByRole('region', { name: SHOP_TEXT.en.storefront.home.partners })).toBeVisible();
      await expect(page.getByRole('img', { name, exact: true })).toHaveCount(0);
    } finally {
      const left = await added();
      if (left) await callApi(page.request, 'adminPartnerDelete', { id: left.id });
    }
  });

  test('the owner adds a customer’s comment in both languages, then removes it', async ({
    page,
    open,
    request,
    isMobile,
  }) => {
    await loginAsStaff(page, 'owner');
    const author = unique('Dana');
    const labels = texts.comments;
    const form = labels.form;
    const inLanguage = (field: string, lang: 'en' | 'zh') =>
      fill(settings.inLanguage, { field, language: settings.languages[lang] });
    await openHomeContent(page, open, isMobile);
    const comments = page.getByRole('region', { name: labels.title, exact: true });
    await comments.getByRole('button', { name: labels.add }).click();
    const dialog = page.getByRole('dialog', { name: form.addTitle });
    await dialog.getByLabel(form.author, { exact: true }).fill(author);
    await dialog.getByLabel(form.stars, { exact: true }).selectOption('3');
    // Long ago, so the home page's first three comments, which other tests check, stay theirs.
    await dialog.getByLabel(form.date, { exact: true }).fill('2001-02-03');
    await dialog.getByLabel(inLanguage(form.commentTitle, 'en'), { exact: true }).fill('Crisp labels');
    await dialog.getByLabel(inLanguage(form.commentTitle, 'zh'), { exact: true }).fill('标签很清晰');
    await dialog.getByLabel(inLanguage(form.body, 'en'), { exact: true }).fill('They arrived in two days.');

    // The Chinese text is missing: the form says so, and nothing is sent.
    await dialog.getByRole('button', { name: form.create }).click();
    await expectToast(page, 'warning', fill(form.required.body, { language: settings.languages.zh }));
    await dialog.getByLabel(inLanguage(form.body, 'zh'), { exact: true }).fill('两天就到了。');

    const added = async () =>
      (await callApi(page.request, 'adminCommentList', {})).list.find((comment) => comment.author === author);
    try {
      await dialog.getByRole('button', { name: form.create }).click();
      await expectToast(page, 'success', serverMessage('en', 'commentAdded', { author }));
      await expect(comments.getByRole('listitem').filter({ hasText: author })).toContainText('Crisp labels');
      const home = await callApi(request, 'activityList', {}, { lang: 'zh' });
      expect(home.evaluationItems.find((comment) => comment.author === author)).toEqual({
        img: '',
        author,
        title: '标签很清晰',
        content: '两天就到了。',
        fraction: 3,
        createTime: '2001-02-03',
      });

      await comments.getByRole('button', { name: fill(labels.remove, { author }) }).click();
      const confirm = page.getByRole('dialog', { name: fill(labels.delete.title, { author }) });
      await confirm.getByRole('button', { name: labels.delete.confirm }).click();
      await expectToast(page, 'success', serverMessage('en', 'commentRemoved', { author }));
      await expect(comments.getByText(author)).toHaveCount(0);
    } finally {
      const left = await added();
      if (left) await callApi(page.request, 'adminCommentDelete', { id: left.id });
    }
  });

  test('support has no Home page item, and the screen’s address shows the refusal', async ({
    page,
    open,
    guard,
    isMobile,
  }) => {
    guard.allowHttpError(isCall('adminPartnerList', 'adminCommentList', 'adminTrustBlocks'), 403);
    guard.allowHttpError((url) => url.pathname === '/admin/home', 403);
    await loginAsStaff(page, 'support');
    await open('/admin');
    await openMenu(page, 'en', isMobile);
    const menu = page.getByRole('navigation', { name: shell.navLabel });
    await expect(menu.getByRole('link', { name: nav.orders })).toBeVisible();
    await expect(menu.getByRole('link', { name: nav.homeContent, exact: true })).toHaveCount(0);

    expect((await open('/admin/home'))?.status()).toBe(403);
    await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText(
      screenError.forbidden,
    );
  });
});

/** The top of an input's box: side by side, two are level; stacked, one is under the other. */
async function topOf(input: Locator): Promise<number> {
  return (await input.boundingBox())!.y;
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const words = ADMIN_TEXT[lang];
  const trust = words.homeContent.trust;
  const titleIn = (language: Lang) =>
    fill(words.settings.inLanguage, {
      field: trust.blockTitle,
      language: words.settings.languages[language],
    });

  test.describe(`the back office's home page screen in ${lang}`, { tag: '@desktop' }, () => {
    test('shows its three sections, each text’s languages side by side, stacked on a phone', {
      tag: '@layout',
    }, async ({ page, open, useLang, isMobile }) => {
      await useLang(lang);
      await loginAsStaff(page, 'owner');
      await open('/admin/home');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.homeContent.title);
      for (const section of [
        words.homeContent.partners.title,
        words.homeContent.comments.title,
        trust.title,
      ]) {
        await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
      }
      const blocks = page.getByRole('region', { name: trust.title, exact: true });
      for (const n of [1, 2, 3]) {
        const block = blocks.getByRole('group', { name: fill(trust.block, { n }), exact: true });
        await expect(block.getByRole('img')).toHaveCount(1);
        const [en, zh] = [
          block.getByLabel(titleIn('en'), { exact: true }),
          block.getByLabel(titleIn('zh'), { exact: true }),
        ];
        await expect(en).not.toHaveValue('');
        await expect(zh).not.toHaveValue('');
        if (isMobile) expect(await topOf(zh)).toBeGreaterThan(await topOf(en));
        else expect(await topOf(zh)).toBe(await topOf(en));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
    });
  });
}
