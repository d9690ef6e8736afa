import type { Page } from '@playwright/test';
import { type admin, LANG_TAGS, type Lang } from '@printshop/contract';
import { DEMO_STAFF, loginAsStaff, openMenu, submitLogIn } from './admin';
import { ADMIN_CALLS, callHref, isCall } from './api-client';
import { expect, test } from './fixtures';
import { ADMIN_TEXT, serverMessage } from './texts';

/** In no catalogue: each language's own name on the switch. */
const OWN_NAME: Record<Lang, string> = { en: 'English', zh: '中文' };

/**
 * The menu each role sees, in order: only the screens its permissions allow (docs/staff.md).
 * Owner-only screens such as staff accounts and the audit log appear for the owner alone.
 */
const MENU: Record<admin.StaffRole, (keyof typeof ADMIN_TEXT.en.nav)[]> = {
  owner: [
    'dashboard',
    'orders',
    'quotes',
    'messages',
    'customers',
    'reviews',
    'products',
    'categories',
    'designTemplates',
    'coupons',
    'sellingRules',
    'settings',
    'homeContent',
    'articles',
    'blog',
    'staff',
    'audit',
    'mails',
  ],
  production: ['dashboard', 'orders'],
  support: ['dashboard', 'orders', 'quotes', 'messages', 'customers', 'reviews'],
};

function menuOf(lang: Lang, role: admin.StaffRole): string[] {
  return MENU[role].map((screen) => ADMIN_TEXT[lang].nav[screen]);
}

/**
 * How many things the dashboard says each role can do: only permissions some call needs
 * (docs/staff.md). Support reads orders, notes them and handles customers (customers.manage).
 */
// Owners also move items back (production.undo) and manage coupons (catalog.manage).
const ABILITIES: Record<admin.StaffRole, number> = { owner: 8, production: 3, support: 3 };

const OTHER: Record<Lang, Lang> = { en: 'zh', zh: 'en' };

/** Chooses a language, which reloads the page in it, and waits until the new page has hydrated. */
async function switchLanguage(page: Page, to: Lang): Promise<void> {
  await page.getByRole('button', { name: OWN_NAME[to] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[to]);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = ADMIN_TEXT[lang];

  test.describe(`the back office's shell in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    for (const role of ['owner', 'production', 'support'] as const satisfies admin.StaffRole[]) {
      // Which screens a role sees is a rule, checked once; the owner's, with every entry, is also
      // the menu's layout check on both screens and in both languages.
      test(`the ${role} logs in and sees their name, role and only the screens their role allows`, {
        tag: role === 'owner' ? '@layout' : [],
      }, async ({ page, open, isMobile }) => {
        const staff = DEMO_STAFF[role];
        await open('/admin/login');
        await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.login.title);
        await submitLogIn(page, lang, staff);

        await expect(page).toHaveURL(/\/admin$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.dashboard.title);
        await expect(page.getByRole('heading', { level: 2, name: staff.name })).toBeVisible();
        await expect(page.getByText(text.dashboard.welcome, { exact: true })).toBeVisible();
        await expect(page.getByRole('region', { name: staff.name }).getByRole('listitem')).toHaveCount(
          ABILITIES[role],
        );

        await openMenu(page, lang, isMobile);
        const panel = page.getByRole('region', { name: text.shell.loggedIn });
        await expect(panel).toContainText(staff.name);
        await expect(panel).toContainText(text.roles[role]);
        const menu = page.getByRole('navigation', { name: text.shell.navLabel }).getByRole('link');
        await expect(menu).toHaveText(menuOf(lang, role));
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
      guard.allowHttpError(isCall(...ADMIN_CALLS), 401);
      await loginAsStaff(page, 'support');
      await open('/admin');
      await openMenu(page, lang, isMobile);
      await page.getByRole('button', { name: text.shell.logout }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.login.title);

      await open('/admin');
      await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
      // Logging in again leads back to the page asked for.
      await submitLogIn(page, lang, DEMO_STAFF.support);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 2, name: DEMO_STAFF.support.name })).toBeVisible();
    });

    test('a wrong password shows the server’s message and stays on the log-in', async ({
      page,
      open,
      guard,
    }) => {
      guard.allowHttpError(isCall('adminLogin'), 400);
      await open('/admin/login');
      await submitLogIn(page, lang, { email: DEMO_STAFF.owner.email, password: 'not-the-password' });
      await expect(page.getByRole('alert')).toHaveText(serverMessage(lang, 'invalidCredentials'));
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByLabel(text.login.password)).toHaveAttribute('aria-invalid', 'true');
    });

    test('the language switch changes the log-in’s and the shell’s texts', async ({
      page,
      open,
      isMobile,
    }) => {
      const to = OTHER[lang];
      const other = ADMIN_TEXT[to];
      await open('/admin/login');
      await switchLanguage(page, to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.login.title);
      await switchLanguage(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.login.title);

      await loginAsStaff(page, 'owner');
      await open('/admin');
      await openMenu(page, lang, isMobile);
      await switchLanguage(page, to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.dashboard.title);
      await openMenu(page, to, isMobile);
      await expect(page.getByRole('navigation', { name: other.shell.navLabel }).getByRole('link')).toHaveText(
        menuOf(to, 'owner'),
      );
      await expect(page.getByRole('region', { name: other.shell.loggedIn })).toContainText(other.roles.owner);
    });
  });
}

test.describe('the back office answers a screen that cannot be shown with its status', () => {
  const text = ADMIN_TEXT.en;

  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('support opening the audit log gets 403 and the not-allowed screen; an unknown order 404 and the not-found screen', async ({
    page,
    open,
    guard,
  }) => {
    const unknownOrder = 999999999;
    for (const path of ['/admin/audit', callHref('adminAudit', {})]) {
      guard.allowHttpError((url) => url.pathname === path, 403);
    }
    for (const path of [
      `/admin/orders/${unknownOrder}`,
      callHref('adminOrderDetail', { id: unknownOrder }),
    ]) {
      guard.allowHttpError((url) => url.pathname === path, 404);
    }
    await loginAsStaff(page, 'support');

    expect((await open('/admin/audit'))?.status()).toBe(403);
    const refused = page.getByRole('alert');
    await expect(refused.getByRole('heading', { level: 1 })).toHaveText(text.screenError.forbidden);
    await expect(refused.getByRole('button')).toHaveCount(0);
    await expect(refused.getByRole('link', { name: text.screenError.home })).toHaveAttribute(
      'href',
      '/admin',
    );

    expect((await open(`/admin/orders/${unknownOrder}`))?.status()).toBe(404);
    const missing = page.getByRole('alert');
    await expect(missing.getByRole('heading', { level: 1 })).toHaveText(text.screenError.orderNotFound);
    await expect(missing.getByRole('button')).toHaveCount(0);
    await missing.getByRole('link', { name: text.order.back }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
  });
});
