import type { Locator, Page } from '@playwright/test';
import type { admin, Lang } from '@printshop/contract';
import { DEMO_STAFF, expectToast, loginAsStaff, openMenu } from './admin';
import { callApi, isCall } from './api-client';
import { expect, test } from './fixtures';
import { greyPng } from './images';
import { ADMIN_TEXT, fill, SHOP_TEXT, serverMessage } from './texts';

/**
 * The header's titles and phone are one per shop, and other tests read them (headerData) to check
 * every storefront page: these tests change them only for a moment, put them back as they found
 * them whatever happens, and run one after another, never beside each other.
 */
test.describe.configure({ mode: 'default' });

/** How the server names the Chinese header title in a refusal (apps/server/src/i18n/fields.ts). */
const CHINESE_HEADER_TITLE: Record<Lang, string> = { en: 'header title (Chinese)', zh: '页眉标题（中文）' };

/** A title and a phone number no other run uses. */
function newSettings(lang: Lang) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const digits = String(Math.floor(Math.random() * 1e4)).padStart(4, '0');
  return { title: `墨折印坊 ${lang}-${tag}`, mobile: `+1 (415) 555-${digits}` };
}

/** Against the viewport's width: on a phone, window.innerWidth grows with a page that overflows. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

/** The top of an input's box: side by side, two are level; stacked, one is under the other. */
async function topOf(input: Locator): Promise<number> {
  return (await input.boundingBox())!.y;
}

/** An image's width once it has loaded; 0 until then, or when it could not be shown. */
const naturalWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.naturalWidth);

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { shell, nav, settings, activity, screenError, images } = ADMIN_TEXT[lang];
  const label = (name: 'hometitle' | 'headerTitle', language: Lang) =>
    fill(settings.inLanguage, { field: settings[name], language: settings.languages[language] });

  test.describe(`the back office's shop settings in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the owner sees each title in English and Chinese side by side, stacked on a phone', {
      tag: '@layout',
    }, async ({ page, open, isMobile }) => {
      await loginAsStaff(page, 'owner');
      await open('/admin/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.title);
      const form = page.getByRole('region', { name: settings.header, exact: true });
      for (const name of ['hometitle', 'headerTitle'] as const) {
        const [en, zh] = [form.getByLabel(label(name, 'en')), form.getByLabel(label(name, 'zh'))];
        await expect(en).not.toHaveValue('');
        await expect(zh).not.toHaveValue('');
        await expect(en).toHaveAttribute('maxlength', '80');
        const [enTop, zhTop] = [await topOf(en), await topOf(zh)];
        if (isMobile) expect(zhTop).toBeGreaterThan(enTop);
        else expect(zhTop).toBe(enTop);
      }
      await expect(form.getByLabel(settings.mobile, { exact: true })).toHaveAttribute('maxlength', '30');
      // Nothing changed, nothing to save.
      await expect(form.getByRole('button', { name: settings.save })).toBeDisabled();
      await expectNoHorizontalScroll(page);
    });

    test('the owner changes the Chinese header title and the phone, which the storefront shows at once; an empty title is refused', async ({
      page,
      open,
      request,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError(isCall('adminSaveSiteSettings'), 400);
      await loginAsStaff(page, 'owner');
      const original: admin.SiteSettings = await callApi(page.request, 'adminSiteSettings', {});
      const changed = newSettings(lang);
      const shop = await page.context().newPage();
      const shopProblems: string[] = [];
      shop.on('pageerror', (error) => shopProblems.push(`page error: ${error.message}`));
      shop.on('console', (message) => {
        if (message.type() === 'error') shopProblems.push(`console error: ${message.text()}`);
      });

      await open('/admin');
      await openMenu(page, lang, isMobile);
      await page
        .getByRole('navigation', { name: shell.navLabel })
        .getByRole('link', { name: nav.settings })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.title);
      const form = page.getByRole('region', { name: settings.header, exact: true });
      const chineseTitle = form.getByLabel(label('headerTitle', 'zh'));
      const phone = form.getByLabel(settings.mobile, { exact: true });
      const save = form.getByRole('button', { name: settings.save });
      await expect(form.getByLabel(label('hometitle', 'en'))).toHaveValue(original.hometitle.en);
      await expect(form.getByLabel(label('hometitle', 'zh'))).toHaveValue(original.hometitle.zh);
      await expect(form.getByLabel(label('headerTitle', 'en'))).toHaveValue(original.title.en);
      await expect(chineseTitle).toHaveValue(original.title.zh);
      await expect(phone).toHaveValue(original.mobile);
      await expect(form.getByText(fill(settings.preview, { title: original.title[lang] }))).toBeVisible();

      // An empty title: the server's refusal names it, at its input, and nothing is saved.
      await chineseTitle.fill('');
      await expect(form.getByText(settings.unsaved)).toBeVisible();
      await save.click();
      await expect(form.getByRole('alert')).toHaveText(
        serverMessage(lang, 'fieldRequired', { field: CHINESE_HEADER_TITLE[lang] }),
      );
      await expect(chineseTitle).toHaveAttribute('aria-invalid', 'true');
      await expect(chineseTitle).toBeFocused();
      expect(await callApi(page.request, 'adminSiteSettings', {})).toEqual(original);
      await form.getByRole('button', { name: settings.discard }).click();
      await expect(chineseTitle).toHaveValue(original.title.zh);
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expect(save).toBeDisabled();

      await chineseTitle.fill(changed.title);
      await phone.fill(changed.mobile);
      const previewed = lang === 'zh' ? changed.title : original.title.en;
      await expect(form.getByText(fill(settings.preview, { title: previewed }))).toBeVisible();
      // From here until the settings are put back, every page shows the test's own.
      try {
        await save.click();
        await expectToast(page, 'success', serverMessage(lang, 'settingsSaved'));
        await expect(form.getByText(settings.unsaved)).toHaveCount(0);
        await expect(save).toBeDisabled();

        // Chinese pages show the new title; English ones keep theirs; both the new phone.
        expect(await callApi(request, 'homeTitle', {}, { lang: 'zh' })).toMatchObject({
          hometitle: original.hometitle.zh,
          title: changed.title,
          mobile: changed.mobile,
        });
        expect(await callApi(request, 'homeTitle', {}, { lang: 'en' })).toMatchObject({
          hometitle: original.hometitle.en,
          title: original.title.en,
          mobile: changed.mobile,
        });
        await shop.goto('/');
        await expect(shop.getByTestId('header-title')).toHaveText(
          lang === 'zh' ? changed.title : original.title.en,
        );
        await expect(shop.getByTestId('header-phone')).toContainText(changed.mobile);
        await expect(shop).toHaveTitle(original.hometitle[lang]);
      } finally {
        await callApi(page.request, 'adminSaveSiteSettings', original);
        await shop.close();
      }
      expect(shopProblems, 'page and console errors on the storefront').toEqual([]);
      expect(await callApi(request, 'homeTitle', {}, { lang: 'zh' })).toMatchObject({
        title: original.title.zh,
        mobile: original.mobile,
      });

      // The audit log tells the change in the reader's words.
      await open('/admin/audit?action=settings.save');
      const who = DEMO_STAFF.owner.name;
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: fill(activity.settingsSaved, { who }) })
          .first(),
      ).toBeVisible();
    });

    test('the owner uploads a new home page banner, refused when it is not an image, which the storefront shows once saved', async ({
      page,
      open,
      guard,
    }) => {
      guard.allowHttpError(isCall('adminUploadMedia'), 415);
      await loginAsStaff(page, 'owner');
      const original: admin.SiteSettings = await callApi(page.request, 'adminSiteSettings', {});
      await open('/admin/settings');
      const form = page.getByRole('region', { name: settings.header, exact: true });
      const desktop = form.getByRole('group', { name: settings.bannerImg, exact: true });
      const thumbnail = desktop.getByRole('img', { name: settings.bannerImg, exact: true });
      const upload = desktop.getByLabel(images.replace, { exact: true });
      await expect(thumbnail).toHaveAttribute('src', `${original.bannerImg}?w=160`);
      await expect(
        form.getByRole('group', { name: settings.bannerMobileImg, exact: true }).getByRole('img'),
      ).toHaveAttribute('src', `${original.bannerMobileImg}?w=160`);

      // A picture the server cannot take: its refusal is shown at the field, the banner unchanged.
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
      await upload.setInputFiles({ name: 'banner.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
      await expect(desktop.getByRole('alert')).toHaveText(serverMessage(lang, 'uploadNotImage'));
      await expect(thumbnail).toHaveAttribute('src', `${original.bannerImg}?w=160`);
      await expect(form.getByText(settings.unsaved)).toHaveCount(0);

      await upload.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: greyPng(480, 150) });
      await expect(thumbnail).toHaveAttribute('src', /^\/media\/uploads\/[\w-]+\.webp\?w=160$/);
      await expect(desktop.getByRole('alert')).toHaveCount(0);
      await expect.poll(() => naturalWidth(thumbnail)).toBeGreaterThan(0);
      const uploaded = (await thumbnail.getAttribute('src'))!.replace(/\?w=160$/, '');
      // From here until the settings are put back, the home page shows the test's banner.
      try {
        await form.getByRole('button', { name: settings.save }).click();
        await expectToast(page, 'success', serverMessage(lang, 'settingsSaved'));
        expect(await callApi(page.request, 'adminSiteSettings', {})).toEqual({
          ...original,
          bannerImg: uploaded,
        });
        await open('/');
        const banner = page.getByRole('img', {
          name: SHOP_TEXT[lang].storefront.home.bannerAlt,
          exact: true,
        });
        await expect(banner).toHaveAttribute('src', new RegExp(`^${uploaded}\\?w=\\d+$`));
        await expect.poll(() => naturalWidth(banner)).toBeGreaterThan(0);
      } finally {
        await callApi(page.request, 'adminSaveSiteSettings', original);
      }
      expect(await callApi(page.request, 'adminSiteSettings', {})).toEqual(original);
    });

    test('support has no Shop settings item, and the screen’s address shows the refusal', async ({
      page,
      open,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError(isCall('adminSiteSettings', 'adminShopCalendar'), 403);
      guard.allowHttpError((url) => url.pathname === '/admin/settings', 403);
      await loginAsStaff(page, 'support');
      await open('/admin');
      await openMenu(page, lang, isMobile);
      const menu = page.getByRole('navigation', { name: shell.navLabel });
      await expect(menu.getByRole('link', { name: nav.orders })).toBeVisible();
      await expect(menu.getByRole('link', { name: nav.settings })).toHaveCount(0);

      expect((await open('/admin/settings'))?.status()).toBe(403);
      await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText(
        screenError.forbidden,
      );
      await expect(page.getByRole('textbox')).toHaveCount(0);
    });
  });
}
