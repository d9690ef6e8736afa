import type { Lang } from '@printshop/contract';
import { expect, test } from './fixtures';

/** What the shopper reads, per language: the tests check the page, not the catalogue files. */
const TEXT = {
  en: {
    htmlLang: 'en',
    other: 'zh',
    switchTo: '中文',
    account: 'Account',
    login: 'Log in',
    register: 'Create account',
    loginTitle: 'Welcome back',
    registerTitle: 'Create your account',
    forgotTitle: 'Forgot your password?',
    forgotLink: 'Forgot password?',
    email: 'Email',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile',
    submitLogin: 'Log in',
    submitRegister: 'Create account',
    submitForgot: 'Send reset link',
    needEmail: 'Please input your email',
    needPassword: 'Please input your password',
    needFirstName: 'Please input your first name',
    needLastName: 'Please input your last name',
    needMobile: 'Please input your mobile number',
    search: 'Search products',
    searchButton: 'Search',
    categories: 'Product categories',
    designService: 'Design service',
    blog: 'Printing knowledge',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    showSub: (name: string) => `Show ${name} categories`,
    notFound: 'We could not find that page',
    home: 'Go to the home page',
    customers: 'happy customers',
    footer: [
      ['About Us', '/article?no=10'],
      ['Join Us', '/article?no=12'],
      ['Help and FAQs', '/article?no=13'],
      ['Ordering Guide', '/article?no=14'],
      ['Delivery Instructions', '/article?no=15'],
      ['After-Sales Policy', '/article?no=16'],
      ['Terms of Sale', '/article?no=17'],
      ['Privacy Policy', '/article?no=9'],
      ['Regarding Colour Difference', '/article?no=19'],
      ['Notes for Completion', '/article?no=18'],
      ['Contact Us', '/contact-us'],
      ['Custom quote', '/quotes'],
      ['Printing knowledge', '/blog'],
    ],
  },
  zh: {
    htmlLang: 'zh-CN',
    other: 'en',
    switchTo: 'EN',
    account: '我的账户',
    login: '登录',
    register: '注册账户',
    loginTitle: '欢迎回来',
    registerTitle: '注册新账户',
    forgotTitle: '忘记密码？',
    forgotLink: '忘记密码？',
    email: '邮箱',
    password: '密码',
    firstName: '名字',
    lastName: '姓氏',
    mobile: '手机号码',
    submitLogin: '登录',
    submitRegister: '注册',
    submitForgot: '发送重置链接',
    needEmail: '请输入邮箱',
    needPassword: '请输入密码',
    needFirstName: '请输入名字',
    needLastName: '请输入姓氏',
    needMobile: '请输入手机号码',
    search: '搜索产品',
    searchButton: '搜索',
    categories: '产品分类',
    designService: '设计服务',
    blog: '印刷知识',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    showSub: (name: string) => `展开${name}的子分类`,
    notFound: '找不到该页面',
    home: '返回首页',
    customers: '位满意客户',
    footer: [
      ['关于我们', '/article?no=10'],
      ['加入我们', '/article?no=12'],
      ['帮助与常见问题', '/article?no=13'],
      ['订购指南', '/article?no=14'],
      ['配送说明', '/article?no=15'],
      ['售后政策', '/article?no=16'],
      ['销售条款', '/article?no=17'],
      ['隐私政策', '/article?no=9'],
      ['关于色差', '/article?no=19'],
      ['完稿须知', '/article?no=18'],
      ['联系我们', '/contact-us'],
      ['定制报价', '/quotes'],
      ['印刷知识', '/blog'],
    ],
  },
} as const;

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = TEXT[lang];

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

      await expect(page.locator('html')).toHaveAttribute('lang', text.htmlLang);
      await expect(page).toHaveTitle(data.hometitle);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);

      await expect(page.getByTestId('header-title')).toHaveText(data.title);
      await expect(page.getByTestId('header-phone')).toContainText(data.mobile);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.hometitle);

      expect(data.categoryFirst.length).toBeGreaterThan(0);

      const nav = page.getByRole('navigation', { name: text.categories });
      if (isMobile) {
        await expect(nav).toBeHidden();
      } else {
        for (const category of data.categoryFirst) {
          await expect(nav.getByRole('link', { name: category.typeName, exact: true })).toHaveAttribute(
            'href',
            `/category?no=${category.id}&level=1`,
          );
        }
        await expect(nav.getByRole('link', { name: text.designService })).toHaveAttribute(
          'href',
          '/designService',
        );
        await expect(nav.getByRole('link', { name: text.blog })).toHaveAttribute('href', '/blog');

        const withChildren = data.categoryFirst.find((category) => category.subclassVOList.length > 0)!;
        const child = withChildren.subclassVOList[0]!;
        const childLink = nav.getByRole('link', { name: child.typeName, exact: true });
        await expect(childLink).toBeHidden();
        await nav.getByRole('link', { name: withChildren.typeName, exact: true }).hover();
        await expect(childLink).toBeVisible();
        await expect(childLink).toHaveAttribute('href', `/category?no=${child.id}&level=2`);
      }

      const footer = page.getByRole('contentinfo');
      for (const [name, href] of text.footer) {
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expect(footer).toContainText('1,000,000+');
      await expect(footer).toContainText('150+');
      await expect(footer).toContainText(text.customers);
      await expect(footer.getByRole('img', { name: 'Facebook' })).not.toHaveAttribute('href');
    });

    test('every footer link opens a page titled as the link says', async ({ page, open }) => {
      for (const [name, href] of text.footer) {
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
      const other = await headerData(text.other);
      await open('/');
      await expect(page.locator('html')).toHaveAttribute('lang', text.htmlLang);

      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: text.switchTo, exact: true }).first().click(),
      ]);

      await expect(page.locator('html')).toHaveAttribute('lang', TEXT[text.other].htmlLang);
      await expect(page.getByTestId('header-title')).toHaveText(other.title);
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(text.other);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe(text.other);
    });

    test('the header search loads the search page', { tag: '@layout' }, async ({ page, open }) => {
      await open('/');
      const box = page.getByRole('searchbox', { name: text.search }).filter({ visible: true });
      await expect(box).toHaveAttribute('maxlength', '200');

      await box.fill('business cards');
      await Promise.all([page.waitForURL(/\/search\?search=business\+cards$/), box.press('Enter')]);

      await open('/');
      await page.getByRole('searchbox', { name: text.search }).filter({ visible: true }).fill('labels');
      await Promise.all([
        page.waitForURL(/\/search\?search=labels$/),
        page.getByRole('button', { name: text.searchButton }).filter({ visible: true }).click(),
      ]);
    });

    test('each mode of the login modal asks for its fields in order', async ({ page, open }) => {
      await open('/');
      await page.getByRole('button', { name: text.account }).click();
      await page.getByRole('menuitem', { name: text.login }).click();

      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: text.loginTitle })).toBeVisible();
      const email = dialog.getByLabel(text.email);
      const password = dialog.getByLabel(text.password);
      await expect(email).toHaveAttribute('maxlength', '50');

      const submit = (name: string) => dialog.getByRole('button', { name, exact: true }).last().click();
      await submit(text.submitLogin);
      await expect(page.getByText(text.needEmail)).toBeVisible();
      await email.fill('ann@example.com');
      await submit(text.submitLogin);
      await expect(page.getByText(text.needPassword)).toBeVisible();
      // The new warning replaces the previous one and sits in the dialog's flow, off its controls.
      await expect(page.getByText(text.needEmail)).toBeHidden();
      const warning = (await dialog.getByText(text.needPassword).boundingBox())!;
      for (const control of [
        email,
        password,
        dialog.getByRole('button', { name: text.submitLogin }).last(),
      ]) {
        const box = (await control.boundingBox())!;
        const apart = warning.y + warning.height <= box.y || box.y + box.height <= warning.y;
        expect(apart).toBe(true);
      }
      await password.fill('secret');

      await dialog.getByRole('button', { name: text.register, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: text.registerTitle })).toBeVisible();
      await submit(text.submitRegister);
      await expect(page.getByText(text.needFirstName)).toBeVisible();
      await dialog.getByLabel(text.firstName, { exact: true }).fill('Ann');
      await submit(text.submitRegister);
      await expect(page.getByText(text.needLastName)).toBeVisible();
      await dialog.getByLabel(text.lastName, { exact: true }).fill('Lee');
      await submit(text.submitRegister);
      await expect(page.getByText(text.needMobile)).toBeVisible();

      await dialog.getByRole('button', { name: text.login, exact: true }).first().click();
      await dialog.getByRole('button', { name: text.forgotLink }).click();
      await expect(dialog.getByRole('heading', { name: text.forgotTitle })).toBeVisible();
      await submit(text.submitForgot);
      await expect(page.getByText(text.needEmail)).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('the login modal clears its inputs when its mode changes', async ({ page, open }) => {
      await open('/');
      await page.getByRole('button', { name: text.account }).click();
      await page.getByRole('menuitem', { name: text.login }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.email).fill('ann@example.com');
      await dialog.getByLabel(text.password).fill('secret');

      await dialog.getByRole('button', { name: text.register, exact: true }).click();
      await expect(dialog.getByRole('heading', { name: text.registerTitle })).toBeVisible();
      for (const label of [text.firstName, text.lastName, text.mobile, text.email, text.password]) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveValue('');
      }
      await dialog.getByLabel(text.firstName, { exact: true }).fill('Ann');
      await dialog.getByLabel(text.email, { exact: true }).fill('ann@example.com');

      await dialog.getByRole('button', { name: text.login, exact: true }).first().click();
      await expect(dialog.getByLabel(text.email)).toHaveValue('');
    });

    test('a refused login shows the server message', async ({ page, open, guard }) => {
      guard.allowHttpError(/^\/api\/token\/login/);
      await open('/');
      await page.getByRole('button', { name: text.account }).click();
      await page.getByRole('menuitem', { name: text.login }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.email).fill('nobody@example.com');
      await dialog.getByLabel(text.password).fill('wrong password');
      const [response] = await Promise.all([
        page.waitForResponse('**/api/token/login'),
        dialog.getByRole('button', { name: text.submitLogin, exact: true }).last().click(),
      ]);
      const body = (await response.json()) as { code: number; msg: string };
      expect(body.code).not.toBe(200);
      await expect(page.locator('[data-kind="error"]')).toContainText(body.msg);
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
      const hamburger = page.getByRole('button', { name: text.openMenu });
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
      await expect(drawer.getByRole('link', { name: text.designService })).toBeVisible();
      await expect(drawer.getByRole('link', { name: text.blog })).toBeVisible();

      const withChildren = data.categoryFirst.find((category) => category.subclassVOList.length > 0)!;
      const child = withChildren.subclassVOList[0]!;
      await expect(drawer.getByRole('link', { name: child.typeName, exact: true })).toBeHidden();
      await drawer.getByRole('button', { name: text.showSub(withChildren.typeName) }).click();
      await expect(drawer.getByRole('link', { name: child.typeName, exact: true })).toHaveAttribute(
        'href',
        `/category?no=${child.id}&level=2`,
      );

      await drawer.getByRole('button', { name: text.login, exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: text.loginTitle })).toBeVisible();
      await page.keyboard.press('Escape');

      await hamburger.click();
      await drawer.getByRole('button', { name: text.closeMenu }).click();
      await expect(drawer).toBeHidden();
    });

    test('an unknown address shows the 404 page', async ({ page, open, guard }) => {
      guard.allowHttpError(/^\/no-such-page$/, 404);
      const response = await open('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.notFound);
      await expect(page.getByRole('link', { name: text.home })).toHaveAttribute('href', '/');
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
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(documents).toBe(2);
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('zh');
});
