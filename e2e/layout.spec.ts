import { LANG_TAGS, type Lang } from '@printshop/contract';
import { isCall } from './api-client';
import { expect, test } from './fixtures';
import { fill, SHOP_TEXT, serverMessage } from './texts';

const OTHER: Record<Lang, Lang> = { en: 'zh', zh: 'en' };

/** The footer's links, by their catalogue keys, and where each leads. */
const FOOTER_LINKS: [keyof typeof SHOP_TEXT.en.footer, string][] = [
  ['about', '/article?no=10'],
  ['joinUs', '/article?no=12'],
  ['help', '/article?no=13'],
  ['orderingGuide', '/article?no=14'],
  ['delivery', '/article?no=15'],
  ['afterSales', '/article?no=16'],
  ['terms', '/article?no=17'],
  ['privacy', '/article?no=9'],
  ['colourDifference', '/article?no=19'],
  ['notesForCompletion', '/article?no=18'],
  ['contact', '/contact-us'],
  ['quotes', '/quotes'],
  ['blog', '/blog'],
];

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { language, header, account, auth, claims, footer: footerText, notFound } = SHOP_TEXT[lang];
  const footerLinks = FOOTER_LINKS.map(([key, href]) => [footerText[key], href] as const);

  test.describe(`storefront layout in ${lang}`, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('home shows the seeded header, the categories and the footer', { tag: '@layout' }, async ({
      page,
      open,
      headerData,
      isMobile,
    }) => {
      const data = await headerData(lang);
      const response = await open('/');
      expect(response?.status()).toBe(200);

      await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang]);
      await expect(page).toHaveTitle(data.hometitle);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        lang === 'en' ? /\/$/ : /\/\?lang=zh$/,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        /\/$/,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);

      await expect(page.getByTestId('header-title')).toHaveText(data.title);
      await expect(page.getByTestId('header-phone')).toContainText(data.mobile);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.hometitle);

      expect(data.categoryFirst.length).toBeGreaterThan(0);

      const nav = page.getByRole('navigation', { name: header.categoriesLabel });
      if (isMobile) {
        await expect(nav).toBeHidden();
      } else {
        for (const category of data.categoryFirst) {
          await expect(nav.getByRole('link', { name: category.typeName, exact: true })).toHaveAttribute(
            'href',
            `/category?no=${category.id}&level=1`,
          );
        }
        await expect(nav.getByRole('link', { name: header.designService })).toHaveAttribute(
          'href',
          '/designService',
        );
        await expect(nav.getByRole('link', { name: header.blog })).toHaveAttribute('href', '/blog');

        const withChildren = data.categoryFirst.find((category) => category.subclassVOList.length > 0)!;
        const child = withChildren.subclassVOList[0]!;
        const childLink = nav.getByRole('link', { name: child.typeName, exact: true });
        await expect(childLink).toBeHidden();
        await nav.getByRole('link', { name: withChildren.typeName, exact: true }).hover();
        await expect(childLink).toBeVisible();
        await expect(childLink).toHaveAttribute('href', `/category?no=${child.id}&level=2`);
      }

      const footer = page.getByRole('contentinfo');
      for (const [name, href] of footerLinks) {
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expect(footer).toContainText(claims.customers);
      await expect(footer).toContainText(claims.products);
      await expect(footer).toContainText(claims.customersLabel);
      await expect(footer.getByRole('img', { name: 'Facebook' })).not.toHaveAttribute('href');
    });

    test('every footer link opens a page titled as the link says', async ({ page, open }) => {
      for (const [name, href] of footerLinks) {
        await open(href);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      }
    });

    test('switching language reloads the page in the other language', { tag: '@layout' }, async ({
      page,
      open,
      headerData,
      context,
    }) => {
      const to = OTHER[lang];
      const other = await headerData(to);
      await open('/');
      await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang]);

      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: language[to], exact: true }).first().click(),
      ]);

      await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[to]);
      await expect(page.getByTestId('header-title')).toHaveText(other.title);
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(to);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe(to);
    });

    test('the header search loads the search page', { tag: '@layout' }, async ({ page, open }) => {
      await open('/');
      const box = page.getByRole('combobox', { name: header.searchLabel }).filter({ visible: true });
      await expect(box).toHaveAttribute('maxlength', '200');

      await box.fill('business cards');
      await Promise.all([page.waitForURL(/\/search\?search=business\+cards$/), box.press('Enter')]);

      await open('/');
      await page.getByRole('combobox', { name: header.searchLabel }).filter({ visible: true }).fill('labels');
      await Promise.all([
        page.waitForURL(/\/search\?search=labels$/),
        page.getByRole('button', { name: header.searchButton }).filter({ visible: true }).click(),
      ]);
    });

    test('each mode of the login modal asks for its fields in order', async ({ page, open }) => {
      await open('/');
      await page.getByRole('button', { name: header.accountButton }).click();
      await page.getByRole('menuitem', { name: account.login }).click();

      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: auth.loginTitle })).toBeVisible();
      const email = dialog.getByLabel(auth.email);
      const password = dialog.getByLabel(auth.password);
      await expect(email).toHaveAttribute('maxlength', '50');

      const submit = (name: string) => dialog.getByRole('button', { name, exact: true }).last().click();
      await submit(auth.loginSubmit);
      await expect(page.getByText(auth.required.email)).toBeVisible();
      await email.fill('ann@example.com');
      await submit(auth.loginSubmit);
      await expect(page.getByText(auth.required.password)).toBeVisible();
      // The new warning replaces the previous one and sits in the dialog's flow, off its controls.
      await expect(page.getByText(auth.required.email)).toBeHidden();
      const warning = (await dialog.getByText(auth.required.password).boundingBox())!;
      for (const control of [
        email,
        password,
        dialog.getByRole('button', { name: auth.loginSubmit }).last(),
      ]) {
        const box = (await control.boundingBox())!;
        const apart = warning.y + warning.height <= box.y || box.y + box.height <= warning.y;
        expect(apart).toBe(true);
      }
      await password.fill('secret');

      await dialog.getByRole('button', { name: account.register, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: auth.registerTitle })).toBeVisible();
      await submit(auth.registerSubmit);
      await expect(page.getByText(auth.required.firstName)).toBeVisible();
      await dialog.getByLabel(auth.firstName, { exact: true }).fill('Ann');
      await submit(auth.registerSubmit);
      await expect(page.getByText(auth.required.lastName)).toBeVisible();
      await dialog.getByLabel(auth.lastName, { exact: true }).fill('Lee');
      await submit(auth.registerSubmit);
      await expect(page.getByText(auth.required.mobile)).toBeVisible();

      await dialog.getByRole('button', { name: account.login, exact: true }).first().click();
      await dialog.getByRole('button', { name: auth.forgotLink }).click();
      await expect(dialog.getByRole('heading', { name: auth.forgotTitle })).toBeVisible();
      await submit(auth.forgotSubmit);
      await expect(page.getByText(auth.required.email)).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('the login modal clears its inputs when its mode changes', async ({ page, open }) => {
      await open('/');
      await page.getByRole('button', { name: header.accountButton }).click();
      await page.getByRole('menuitem', { name: account.login }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(auth.email).fill('ann@example.com');
      await dialog.getByLabel(auth.password).fill('secret');

      await dialog.getByRole('button', { name: account.register, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: auth.registerTitle })).toBeVisible();
      for (const label of [auth.firstName, auth.lastName, auth.mobile, auth.email, auth.password]) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveValue('');
      }
      await dialog.getByLabel(auth.firstName, { exact: true }).fill('Ann');
      await dialog.getByLabel(auth.email, { exact: true }).fill('ann@example.com');

      await dialog.getByRole('button', { name: account.login, exact: true }).first().click();
      await expect(dialog.getByLabel(auth.email)).toHaveValue('');
    });

    test('a refused login shows the server message', async ({ page, open, guard }) => {
      guard.allowHttpError(isCall('login'));
      await open('/');
      await page.getByRole('button', { name: header.accountButton }).click();
      await page.getByRole('menuitem', { name: account.login }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(auth.email).fill('nobody@example.com');
      await dialog.getByLabel(auth.password).fill('wrong password');
      const [response] = await Promise.all([
        page.waitForResponse((r) => isCall('login')(new URL(r.url()))),
        dialog.getByRole('button', { name: auth.loginSubmit, exact: true }).last().click(),
      ]);
      expect(response.ok()).toBe(false);
      await expect(page.locator('[data-kind="error"]')).toContainText(
        serverMessage(lang, 'invalidCredentials'),
      );
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });

    test('the mobile drawer lists the categories', { tag: '@layout' }, async ({
      page,
      open,
      headerData,
      isMobile,
    }) => {
      const data = await headerData(lang);
      await open('/');
      const hamburger = page.getByRole('button', { name: header.openMenu });
      if (!isMobile) {
        await expect(hamburger).toBeHidden();
        return;
      }
      await hamburger.click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      for (const category of data.categoryFirst) {
        await expect(drawer.getByRole('link', { name: category.typeName, exact: true })).toHaveAttribute(
          'href',
          `/category?no=${category.id}&level=1`,
        );
      }
      await expect(drawer.getByRole('link', { name: header.designService })).toBeVisible();
      await expect(drawer.getByRole('link', { name: header.blog })).toBeVisible();

      const withChildren = data.categoryFirst.find((category) => category.subclassVOList.length > 0)!;
      const child = withChildren.subclassVOList[0]!;
      await expect(drawer.getByRole('link', { name: child.typeName, exact: true })).toBeHidden();
      await drawer
        .getByRole('button', { name: fill(header.showSubcategories, { name: withChildren.typeName }) })
        .click();
      await expect(drawer.getByRole('link', { name: child.typeName, exact: true })).toHaveAttribute(
        'href',
        `/category?no=${child.id}&level=2`,
      );

      await drawer.getByRole('button', { name: account.login, exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: auth.loginTitle })).toBeVisible();
      await page.keyboard.press('Escape');

      await hamburger.click();
      await drawer.getByRole('button', { name: header.closeMenu }).click();
      await expect(drawer).toBeHidden();
    });

    test('an unknown address shows the 404 page', async ({ page, open, guard }) => {
      guard.allowHttpError(/^\/no-such-page$/, 404);
      const response = await open('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
      await expect(page.getByRole('link', { name: notFound.home })).toHaveAttribute('href', '/');
      await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  });
}

test('a language kept only in local storage is restored with one reload', async ({ page, context, open }) => {
  await context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'zh');
  });
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents += 1;
  });
  await open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS.zh);
  expect(documents).toBe(2);
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('zh');
});
