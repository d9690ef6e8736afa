import type { BrowserContext, Page } from '@playwright/test';
import type { admin, Lang } from '@printshop/contract';
import { addStaff, DEMO_STAFF, expectToast, logIn, loginAsStaff, newMember, openMenu, visit } from './admin';
import { test as base, expect } from './fixtures';

/** What staff read, per language; the toasts after a save and the refusals are the server's messages. */
const TEXT = {
  en: {
    menu: 'Menu',
    nav: 'Back office',
    loggedIn: 'Logged in',
    dashboard: 'Dashboard',
    orders: 'Orders',
    staff: 'Staff',
    found: /^Staff members: (\d+)$/,
    add: 'Add staff member',
    addTitle: 'Add a staff member',
    edit: 'Edit',
    editTitle: (name: string) => `Edit ${name}`,
    name: 'Name',
    email: 'Email',
    role: 'Role',
    firstPassword: 'First password',
    create: 'Add staff member',
    save: 'Save changes',
    activeBox: 'Active: may log in',
    activeHint: 'Deactivating logs them out at once and stops them logging in.',
    close: 'Close',
    you: 'You',
    active: 'Active',
    inactive: 'Inactive',
    never: 'Never',
    roles: { owner: 'Owner', production: 'Production', support: 'Support' },
    self: 'You cannot change your own role or deactivate yourself; another owner can.',
    nameMissing: 'Enter the staff member’s name.',
    passwordShort: 'The password needs at least 12 characters.',
    added: (name: string) => `${name} can now log in to the back office`,
    saved: (name: string) => `Changes to ${name} saved`,
    emailTaken: 'A staff member with this email already exists',
    forbidden: 'You are not allowed to see this',
    password: 'Password',
    logIn: 'Log in',
    wrongPassword: 'Wrong email or password',
  },
  zh: {
    menu: '菜单',
    nav: '管理后台',
    loggedIn: '当前登录',
    dashboard: '概览',
    orders: '订单',
    staff: '员工',
    found: /^共 (\d+) 名员工$/,
    add: '添加员工',
    addTitle: '添加员工',
    edit: '编辑',
    editTitle: (name: string) => `编辑 ${name}`,
    name: '姓名',
    email: '邮箱',
    role: '角色',
    firstPassword: '初始密码',
    create: '添加员工',
    save: '保存修改',
    activeBox: '启用（可以登录）',
    activeHint: '停用后，该员工会立即退出登录，且无法再登录。',
    close: '关闭',
    you: '本人',
    active: '已启用',
    inactive: '已停用',
    never: '从未登录',
    roles: { owner: '店主', production: '生产', support: '客服' },
    self: '您不能更改自己的角色或停用自己，请由其他店主操作。',
    nameMissing: '请填写员工姓名。',
    passwordShort: '密码至少需要 12 个字符。',
    added: (name: string) => `${name} 现在可以登录后台了`,
    saved: (name: string) => `已保存对 ${name} 的修改`,
    emailTaken: '该邮箱的员工已存在',
    forbidden: '您无权查看此内容',
    password: '密码',
    logIn: '登录',
    wrongPassword: '邮箱或密码错误',
  },
} as const;
type Text = (typeof TEXT)[Lang];

interface StaffFixtures {
  /**
   * Another browser, as a staff member on their own computer: its own cookies and address, in
   * `lang`. The fixtures guard the test's own page; these fail the test on a page error or a
   * console error too, but for the browser's line about a refused call, which the test expects.
   */
  otherBrowser: (lang: Lang) => Promise<Page>;
}

const test = base.extend<StaffFixtures>({
  otherBrowser: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    const problems: string[] = [];
    await use(async (lang) => {
      const context = await browser.newContext();
      contexts.push(context);
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      return page;
    });
    for (const context of contexts) await context.close();
    expect(problems, 'page and console errors in the other browser').toEqual([]);
  },
});

/** The member's row in the staff list. */
function rowOf(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

/** Opens the member's edit dialog on the staff screen. */
async function openEdit(page: Page, text: Text, name: string) {
  await page.getByRole('button', { name: text.editTitle(name), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.editTitle(name) });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test.describe(`the back office's staff screen in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    /** A member the owner has just added, logged in on a browser of their own; the owner's edit dialog on them. */
    async function memberLoggedInElsewhere(
      { page, open, otherBrowser }: { page: Page; open: (path: string) => Promise<unknown> } & StaffFixtures,
      role: admin.StaffRole,
    ) {
      const member = newMember(role);
      await loginAsStaff(page, 'owner');
      await addStaff(page, member);
      const theirs = await otherBrowser(lang);
      await logIn(theirs, text, member);
      await expect(theirs).toHaveURL(/\/admin$/);
      await open('/admin/staff');
      return { member, theirs, dialog: await openEdit(page, text, member.name) };
    }

    test('the owner adds a production member, who logs in elsewhere and sees the production menu, not Staff', {
      tag: '@layout',
    }, async ({ page, open, isMobile, otherBrowser }) => {
      const member = newMember('production');
      await loginAsStaff(page, 'owner');
      await open('/admin');
      await openMenu(page, text, isMobile);
      await page.getByRole('navigation', { name: text.nav }).getByRole('link', { name: text.staff }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.staff);

      await page.getByRole('button', { name: text.add }).click();
      const dialog = page.getByRole('dialog', { name: text.addTitle });
      await dialog.getByLabel(text.name, { exact: true }).fill(member.name);
      await dialog.getByLabel(text.email, { exact: true }).fill(member.email);
      await dialog.getByLabel(text.role, { exact: true }).selectOption({ label: text.roles.production });
      await dialog.getByLabel(text.firstPassword, { exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: text.create }).click();
      await expectToast(page, 'success', text.added(member.name));
      await expect(dialog).toBeHidden();

      const row = rowOf(page, member.email);
      await expect(row.getByRole('cell')).toHaveText([
        `${member.name}${member.email}`,
        text.roles.production,
        text.active,
        text.never,
        /\S/,
        text.edit,
      ]);
      // The role reads on one line, on a phone's card as on a desktop's row.
      const roleLines = await row
        .getByRole('cell')
        .nth(1)
        .evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
      expect(roleLines).toBe(1);
      const count = Number(text.found.exec((await page.getByRole('status').textContent()) ?? '')?.[1]);
      await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(count);
      // The table scrolls inside its box; the page itself never scrolls sideways. A phone widens
      // its window to what overflows, so the page is measured against the screen, not the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );

      const theirs = await otherBrowser(lang);
      await logIn(theirs, text, member);
      await expect(theirs).toHaveURL(/\/admin$/);
      await expect(theirs.getByRole('heading', { level: 1 })).toHaveText(text.dashboard);
      await openMenu(theirs, text, isMobile);
      await expect(theirs.getByRole('navigation', { name: text.nav }).getByRole('link')).toHaveText([
        text.dashboard,
        text.orders,
      ]);
      await expect(theirs.getByRole('region', { name: text.loggedIn })).toContainText(text.roles.production);
    });

    test('the owner changes a member’s role, which the member’s next page shows', async ({
      page,
      open,
      isMobile,
      otherBrowser,
    }) => {
      const { member, theirs, dialog } = await memberLoggedInElsewhere(
        { page, open, otherBrowser },
        'support',
      );
      await dialog.getByLabel(text.role, { exact: true }).selectOption({ label: text.roles.production });
      await dialog.getByRole('button', { name: text.save }).click();
      await expectToast(page, 'success', text.saved(member.name));
      await expect(dialog).toBeHidden();
      await expect(rowOf(page, member.email)).toContainText(text.roles.production);

      // A new role keeps the member's session: their next page is in the new role.
      await visit(theirs, '/admin');
      await openMenu(theirs, text, isMobile);
      await expect(theirs.getByRole('region', { name: text.loggedIn })).toContainText(text.roles.production);
    });

    test('the owner deactivates a member: their open session ends and they cannot log in again', async ({
      page,
      open,
      otherBrowser,
    }) => {
      const { member, theirs, dialog } = await memberLoggedInElsewhere(
        { page, open, otherBrowser },
        'production',
      );
      await dialog.getByRole('checkbox', { name: text.activeBox }).uncheck();
      await dialog.getByRole('button', { name: text.save }).click();
      await expectToast(page, 'success', text.saved(member.name));
      await expect(rowOf(page, member.email)).toContainText(text.inactive);

      await visit(theirs, '/admin');
      await expect(theirs).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
      await logIn(theirs, text, member);
      await expect(theirs.getByRole('alert')).toHaveText(text.wrongPassword);
      await expect(theirs).toHaveURL(/\/admin\/login$/);
    });

    test('the owner’s own role and active flag cannot be changed on the screen, the form says why, and an unchanged form just closes', async ({
      page,
      open,
    }) => {
      const owner = DEMO_STAFF.owner;
      await loginAsStaff(page, 'owner');
      await open('/admin/staff');
      await expect(rowOf(page, owner.email)).toContainText(text.you);

      const own = await openEdit(page, text, owner.name);
      await expect(own.getByLabel(text.name, { exact: true })).toBeEnabled();
      const role = own.getByLabel(text.role, { exact: true });
      await expect(role).toBeDisabled();
      await expect(role).toHaveValue('owner');
      await expect(role).toHaveAccessibleDescription(text.self);
      const active = own.getByRole('checkbox', { name: text.activeBox });
      await expect(active).toBeDisabled();
      await expect(active).toBeChecked();
      await expect(active).toHaveAccessibleDescription(`${text.self} ${text.activeHint}`);
      await own.getByRole('button', { name: text.close }).click();
      await expect(own).toBeHidden();

      // Anyone else's are open to change.
      const other = await openEdit(page, text, DEMO_STAFF.production.name);
      await expect(other.getByLabel(text.role, { exact: true })).toBeEnabled();
      await expect(other.getByRole('checkbox', { name: text.activeBox })).toBeEnabled();
      await expect(other.getByText(text.self)).toHaveCount(0);

      // Saving with nothing changed sends nothing: the form just closes.
      await other.getByRole('button', { name: text.save }).click();
      await expect(other).toBeHidden();
      await expect(page.locator('[data-kind]')).toHaveCount(0);
    });

    test('the add form warns of a missing name and a short password, then shows the server’s refusal of a taken email', async ({
      page,
      open,
      guard,
    }) => {
      guard.allowHttpError((url) => url.pathname === '/api/admin/staff', 409);
      await loginAsStaff(page, 'owner');
      await open('/admin/staff');
      await page.getByRole('button', { name: text.add }).click();
      const dialog = page.getByRole('dialog', { name: text.addTitle });
      const create = dialog.getByRole('button', { name: text.create });

      await create.click();
      await expectToast(page, 'warning', text.nameMissing);
      await expect(dialog.getByLabel(text.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');

      await dialog.getByLabel(text.name, { exact: true }).fill('Second Press');
      await dialog.getByLabel(text.email, { exact: true }).fill(DEMO_STAFF.production.email);
      await dialog.getByLabel(text.role, { exact: true }).selectOption({ label: text.roles.production });
      const password = dialog.getByLabel(text.firstPassword, { exact: true });
      await password.fill('eleven-char');
      await create.click();
      await expectToast(page, 'warning', text.passwordShort);
      await expect(password).toHaveAttribute('aria-invalid', 'true');

      await password.fill('twelve-chars');
      await create.click();
      await expectToast(page, 'error', text.emailTaken);
      await expect(dialog).toBeVisible();
    });

    test('a production member has no Staff item, and the staff screen’s address shows the refusal', async ({
      page,
      open,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError((url) => url.pathname === '/api/admin/staff', 403);
      guard.allowHttpError((url) => url.pathname === '/admin/staff', 403);
      await loginAsStaff(page, 'production');
      await open('/admin');
      await openMenu(page, text, isMobile);
      await expect(page.getByRole('navigation', { name: text.nav }).getByRole('link')).toHaveText([
        text.dashboard,
        text.orders,
      ]);

      await open('/admin/staff');
      await expect(page.getByRole('alert')).toContainText(text.forbidden);
      await expect(page.getByRole('table')).toHaveCount(0);
    });
  });
}
