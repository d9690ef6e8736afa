import type { Page } from '@playwright/test';
import type { admin, Lang } from '@printshop/contract';
import { DEMO_STAFF, loginAsStaff } from './admin';
import { expect, test } from './fixtures';

/** What staff read, per language: the tests check the page, not the catalogue files. */
const TEXT = {
  en: {
    htmlLang: 'en',
    loginTitle: 'Staff log-in',
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    wrongPassword: 'Wrong email or password',
    menu: 'Menu',
    nav: 'Back office',
    loggedIn: 'Logged in',
    logOut: 'Log out',
    dashboard: 'Dashboard',
    orders: 'Orders',
    staff: 'Staff',
    audit: 'Audit log',
    welcome: 'Welcome',
    roles: { owner: 'Owner', production: 'Production', support: 'Support' },
    ownLanguage: 'English',
  },
  zh: {
    htmlLang: 'zh-CN',
    loginTitle: '员工登录',
    email: '邮箱',
    password: '密码',
    logIn: '登录',
    wrongPassword: '邮箱或密码错误',
    menu: '菜单',
    nav: '管理后台',
    loggedIn: '当前登录',
    logOut: '退出登录',
    dashboard: '概览',
    orders: '订单',
    staff: '员工',
    audit: '操作日志',
    welcome: '欢迎',
    roles: { owner: '店主', production: '生产', support: '客服' },
    ownLanguage: '中文',
  },
} as const;
type Text = (typeof TEXT)[Lang];

/**
 * The menu each role sees, in order: only the screens its permissions allow (docs/staff.md).
 * Owner-only screens such as staff accounts and the audit log appear for the owner alone.
 */
const MENU: Record<admin.StaffRole, (text: Text) => string[]> = {
  owner: (text) => [text.dashboard, text.orders, text.staff, text.audit],
  production: (text) => [text.dashboard, text.orders],
  support: (text) => [text.dashboard, text.orders],
};

/**
 * How many things the dashboard says each role can do: only permissions some call needs, so
 * support staff are not offered the quotes and customers screens still to come (docs/staff.md).
 */
// Owners also move items back (production.undo).
const ABILITIES: Record<admin.StaffRole, number> = { owner: 6, production: 3, support: 2 };

const OTHER: Record<Lang, Lang> = { en: 'zh', zh: 'en' };

/** On a phone the navigation and the staff panel sit behind the menu button. */
async function openMenu(page: Page, text: Text, isMobile: boolean): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: text.menu }).click();
}

/** Chooses a language, which reloads the page in it, and waits until the new page has hydrated. */
async function switchLanguage(page: Page, to: Text): Promise<void> {
  await page.getByRole('button', { name: to.ownLanguage }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to.htmlLang);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function fillLogin(page: Page, text: Text, email: string, password: string): Promise<void> {
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password).fill(password);
  await page.getByRole('button', { name: text.logIn }).click();
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test.describe(`the back office's shell in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    for (const role of ['owner', 'production', 'support'] as const satisfies admin.StaffRole[]) {
      test(`the ${role} logs in and sees their name, role and only the screens their role allows`, {
        tag: '@layout',
      }, async ({ page, open, isMobile }) => {
        const staff = DEMO_STAFF[role];
        await open('/admin/login');
        await expect(page.locator('html')).toHaveAttribute('lang', text.htmlLang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.loginTitle);
        await fillLogin(page, text, staff.email, staff.password);

        await expect(page).toHaveURL(/\/admin$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.dashboard);
        await expect(page.getByRole('heading', { level: 2, name: staff.name })).toBeVisible();
        await expect(page.getByText(text.welcome, { exact: true })).toBeVisible();
        await expect(page.getByRole('region', { name: staff.name }).getByRole('listitem')).toHaveCount(
          ABILITIES[role],
        );

        await openMenu(page, text, isMobile);
        const panel = page.getByRole('region', { name: text.loggedIn });
        await expect(panel).toContainText(staff.name);
        await expect(panel).toContainText(text.roles[role]);
        const menu = page.getByRole('navigation', { name: text.nav }).getByRole('link');
        await expect(menu).toHaveText(MENU[role](text));
        await expect(menu.first()).toHaveAttribute('aria-current', 'page');
      });
    }

    test('logging out returns to the log-in, and the back office then asks to log in again', async ({
      page,
      open,
      guard,
      isMobile,
    }) => {
      // Logged out, every call the back office's screen makes (its staff member, its data) is refused.
      guard.allowHttpError((url) => url.pathname.startsWith('/api/admin/'), 401);
      await loginAsStaff(page, 'support');
      await open('/admin');
      await openMenu(page, text, isMobile);
      await page.getByRole('button', { name: text.logOut }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.loginTitle);

      await open('/admin');
      await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
      // Logging in again leads back to the page asked for.
      await fillLogin(page, text, DEMO_STAFF.support.email, DEMO_STAFF.support.password);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 2, name: DEMO_STAFF.support.name })).toBeVisible();
    });

    test('a wrong password shows the server’s message and stays on the log-in', async ({
      page,
      open,
      guard,
    }) => {
      guard.allowHttpError((url) => url.pathname === '/api/admin/login', 400);
      await open('/admin/login');
      await fillLogin(page, text, DEMO_STAFF.owner.email, 'not-the-password');
      await expect(page.getByRole('alert')).toHaveText(text.wrongPassword);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByLabel(text.password)).toHaveAttribute('aria-invalid', 'true');
    });

    test('the language switch changes the log-in’s and the shell’s texts', async ({
      page,
      open,
      isMobile,
    }) => {
      const other = TEXT[OTHER[lang]];
      await open('/admin/login');
      await switchLanguage(page, other);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.loginTitle);
      await switchLanguage(page, text);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.loginTitle);

      await loginAsStaff(page, 'owner');
      await open('/admin');
      await openMenu(page, text, isMobile);
      await switchLanguage(page, other);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.dashboard);
      await openMenu(page, other, isMobile);
      await expect(page.getByRole('navigation', { name: other.nav }).getByRole('link')).toHaveText(
        MENU.owner(other),
      );
      await expect(page.getByRole('region', { name: other.loggedIn })).toContainText(other.roles.owner);
    });
  });
}

test.describe('the back office answers a screen that cannot be shown with its status', () => {
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('support opening the audit log gets 403 and the not-allowed screen; an unknown order 404 and the not-found screen', async ({
    page,
    open,
    guard,
  }) => {
    for (const path of ['/admin/audit', '/api/admin/audit']) {
      guard.allowHttpError((url) => url.pathname === path, 403);
    }
    for (const path of ['/admin/orders/999999999', '/api/admin/orders/999999999']) {
      guard.allowHttpError((url) => url.pathname === path, 404);
    }
    await loginAsStaff(page, 'support');

    expect((await open('/admin/audit'))?.status()).toBe(403);
    const refused = page.getByRole('alert');
    await expect(refused.getByRole('heading', { level: 1 })).toHaveText('You are not allowed to see this');
    await expect(refused.getByRole('button')).toHaveCount(0);
    await expect(refused.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );

    expect((await open('/admin/orders/999999999'))?.status()).toBe(404);
    const missing = page.getByRole('alert');
    await expect(missing.getByRole('heading', { level: 1 })).toHaveText('Order not found');
    await expect(missing.getByRole('button')).toHaveCount(0);
    await missing.getByRole('link', { name: 'All orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });
});
