import type { BrowserContext, Page } from '@playwright/test';
import { admin, type Lang } from '@printshop/contract';
import { addStaff, DEMO_STAFF, expectToast, logIn, loginAsStaff, newMember, openMenu, visit } from './admin';
import { isCall } from './api-client';
import { test as base, expect } from './fixtures';
import { ADMIN_TEXT, fill, SHOP_TEXT, serverMessage } from './texts';

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
async function openEdit(page: Page, lang: Lang, name: string) {
  const title = fill(ADMIN_TEXT[lang].staff.form.editTitle, { name });
  await page.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { shell, nav, dashboard, roles, staff, screenError } = ADMIN_TEXT[lang];
  const { form } = staff;

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
      await logIn(theirs, lang, member);
      await expect(theirs).toHaveURL(/\/admin$/);
      await open('/admin/staff');
      return { member, theirs, dialog: await openEdit(page, lang, member.name) };
    }

    test('the owner adds a production member, who logs in elsewhere and sees the production menu, not Staff', {
      tag: '@layout',
    }, async ({ page, open, isMobile, otherBrowser }) => {
      const member = newMember('production');
      await loginAsStaff(page, 'owner');
      await open('/admin');
      await openMenu(page, lang, isMobile);
      await page
        .getByRole('navigation', { name: shell.navLabel })
        .getByRole('link', { name: nav.staff })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(staff.title);

      await page.getByRole('button', { name: staff.add }).click();
      const dialog = page.getByRole('dialog', { name: form.addTitle });
      await dialog.getByLabel(form.name, { exact: true }).fill(member.name);
      await dialog.getByLabel(form.email, { exact: true }).fill(member.email);
      await dialog.getByLabel(form.role, { exact: true }).selectOption({ label: roles.production });
      await dialog.getByLabel(form.password, { exact: true }).fill(member.password);
      await dialog.getByRole('button', { name: form.create }).click();
      await expectToast(page, 'success', serverMessage(lang, 'staffAdded', { name: member.name }));
      await expect(dialog).toBeHidden();

      const row = rowOf(page, member.email);
      await expect(row.getByRole('cell')).toHaveText([
        `${member.name}${member.email}`,
        roles.production,
        staff.active,
        staff.neverLoggedIn,
        /\S/,
        staff.edit,
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
      const rows = await page.getByRole('table').locator('tbody tr').count();
      await expect(page.getByRole('status')).toHaveText(fill(staff.found, { count: rows }));
      // The table scrolls inside its box; the page itself never scrolls sideways. A phone widens
      // its window to what overflows, so the page is measured against the screen, not the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );

      const theirs = await otherBrowser(lang);
      await logIn(theirs, lang, member);
      await expect(theirs).toHaveURL(/\/admin$/);
      await expect(theirs.getByRole('heading', { level: 1 })).toHaveText(dashboard.title);
      await openMenu(theirs, lang, isMobile);
      await expect(theirs.getByRole('navigation', { name: shell.navLabel }).getByRole('link')).toHaveText([
        nav.dashboard,
        nav.orders,
      ]);
      await expect(theirs.getByRole('region', { name: shell.loggedIn })).toContainText(roles.production);
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
      await dialog.getByLabel(form.role, { exact: true }).selectOption({ label: roles.production });
      await dialog.getByRole('button', { name: form.save }).click();
      await expectToast(page, 'success', serverMessage(lang, 'staffSaved', { name: member.name }));
      await expect(dialog).toBeHidden();
      await expect(rowOf(page, member.email)).toContainText(roles.production);

      // A new role keeps the member's session: their next page is in the new role.
      await visit(theirs, '/admin');
      await openMenu(theirs, lang, isMobile);
      await expect(theirs.getByRole('region', { name: shell.loggedIn })).toContainText(roles.production);
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
      await dialog.getByRole('checkbox', { name: form.active }).uncheck();
      await dialog.getByRole('button', { name: form.save }).click();
      await expectToast(page, 'success', serverMessage(lang, 'staffSaved', { name: member.name }));
      await expect(rowOf(page, member.email)).toContainText(staff.inactive);

      await visit(theirs, '/admin');
      await expect(theirs).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
      await logIn(theirs, lang, member);
      await expect(theirs.getByRole('alert')).toHaveText(serverMessage(lang, 'invalidCredentials'));
      await expect(theirs).toHaveURL(/\/admin\/login$/);
    });

    test('the owner’s own role and active flag cannot be changed on the screen, the form says why, and an unchanged form just closes', async ({
      page,
      open,
    }) => {
      const owner = DEMO_STAFF.owner;
      await loginAsStaff(page, 'owner');
      await open('/admin/staff');
      await expect(rowOf(page, owner.email)).toContainText(staff.you);

      const own = await openEdit(page, lang, owner.name);
      await expect(own.getByLabel(form.name, { exact: true })).toBeEnabled();
      const role = own.getByLabel(form.role, { exact: true });
      await expect(role).toBeDisabled();
      await expect(role).toHaveValue('owner');
      await expect(role).toHaveAccessibleDescription(form.self);
      const active = own.getByRole('checkbox', { name: form.active });
      await expect(active).toBeDisabled();
      await expect(active).toBeChecked();
      await expect(active).toHaveAccessibleDescription(`${form.self} ${form.activeHint}`);
      await own.getByRole('button', { name: SHOP_TEXT[lang].accountPages.close }).click();
      await expect(own).toBeHidden();

      // Anyone else's are open to change.
      const other = await openEdit(page, lang, DEMO_STAFF.production.name);
      await expect(other.getByLabel(form.role, { exact: true })).toBeEnabled();
      await expect(other.getByRole('checkbox', { name: form.active })).toBeEnabled();
      await expect(other.getByText(form.self)).toHaveCount(0);

      // Saving with nothing changed sends nothing: the form just closes.
      await other.getByRole('button', { name: form.save }).click();
      await expect(other).toBeHidden();
      await expect(page.locator('[data-kind]')).toHaveCount(0);
    });

    test('the add form warns of a missing name and a short password, then shows the server’s refusal of a taken email', async ({
      page,
      open,
      guard,
    }) => {
      guard.allowHttpError(isCall('adminStaffCreate'), 409);
      await loginAsStaff(page, 'owner');
      await open('/admin/staff');
      await page.getByRole('button', { name: staff.add }).click();
      const dialog = page.getByRole('dialog', { name: form.addTitle });
      const create = dialog.getByRole('button', { name: form.create });

      await create.click();
      await expectToast(page, 'warning', form.required.name);
      await expect(dialog.getByLabel(form.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');

      await dialog.getByLabel(form.name, { exact: true }).fill('Second Press');
      await dialog.getByLabel(form.email, { exact: true }).fill(DEMO_STAFF.production.email);
      await dialog.getByLabel(form.role, { exact: true }).selectOption({ label: roles.production });
      const password = dialog.getByLabel(form.password, { exact: true });
      await password.fill('eleven-char');
      await create.click();
      await expectToast(page, 'warning', fill(form.passwordShort, { min: admin.STAFF_LIMITS.passwordMin }));
      await expect(password).toHaveAttribute('aria-invalid', 'true');

      await password.fill('twelve-chars');
      await create.click();
      await expectToast(page, 'error', serverMessage(lang, 'staffEmailTaken'));
      await expect(dialog).toBeVisible();
    });

    test('a production member has no Staff item, and the staff screen’s address shows the refusal', async ({
      page,
      open,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError(isCall('adminStaffList'), 403);
      guard.allowHttpError((url) => url.pathname === '/admin/staff', 403);
      await loginAsStaff(page, 'production');
      await open('/admin');
      await openMenu(page, lang, isMobile);
      await expect(page.getByRole('navigation', { name: shell.navLabel }).getByRole('link')).toHaveText([
        nav.dashboard,
        nav.orders,
      ]);

      await open('/admin/staff');
      await expect(page.getByRole('alert')).toContainText(screenError.forbidden);
      await expect(page.getByRole('table')).toHaveCount(0);
    });
  });
}
