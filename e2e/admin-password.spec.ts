import type { Page } from '@playwright/test';
import type { admin, Lang } from '@printshop/contract';
import {
  addStaff,
  expectToast,
  logIn,
  loginAsStaff,
  type NewMember,
  newMember,
  openMenu,
  shopOrigin,
} from './admin';
import { expect, test } from './fixtures';
import { apiData } from './shop-api';

/** What staff read, per language; the refusal and the toast after the change are the server's messages. */
const TEXT = {
  en: {
    menu: 'Menu',
    loggedIn: 'Logged in',
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    logOut: 'Log out',
    wrongPassword: 'Wrong email or password',
    open: 'Change password',
    title: 'Change your password',
    current: 'Current password',
    new: 'New password',
    newHint: 'At least 12 characters. You stay logged in here; you are logged out everywhere else.',
    confirm: 'Confirm new password',
    submit: 'Save new password',
    currentMissing: 'Enter your current password.',
    newShort: 'The new password needs at least 12 characters.',
    mismatch: 'The confirmation is not the same as the new password.',
    currentWrong: 'The current password is not right',
    changed: 'Your password is changed; your other sessions have ended',
  },
  zh: {
    menu: '菜单',
    loggedIn: '当前登录',
    email: '邮箱',
    password: '密码',
    logIn: '登录',
    logOut: '退出登录',
    wrongPassword: '邮箱或密码错误',
    open: '修改密码',
    title: '修改密码',
    current: '当前密码',
    new: '新密码',
    newHint: '至少 12 个字符。修改后，您在此处保持登录，在其他地方的登录将退出。',
    confirm: '确认新密码',
    submit: '保存新密码',
    currentMissing: '请输入当前密码。',
    newShort: '新密码至少需要 12 个字符。',
    mismatch: '两次输入的新密码不一致。',
    currentWrong: '当前密码不正确',
    changed: '密码已修改，您在其他地方的登录已退出',
  },
} as const;

/** The member's next password: long enough, and theirs alone. */
const NEW_PASSWORD = 'a-fresh-password-2';

/**
 * A member the owner has just added through the API, logged in on this page through the log-in
 * form. Never a demo member: other tests log in with them.
 */
async function freshMemberLoggedIn(
  page: Page,
  text: (typeof TEXT)[Lang],
  role: admin.StaffRole,
): Promise<NewMember> {
  const member = newMember(role);
  await loginAsStaff(page, 'owner');
  await addStaff(page, member);
  await logIn(page, text, member);
  await expect(page).toHaveURL(/\/admin$/);
  return member;
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = TEXT[lang];

  test.describe(`a staff member's own password in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    /** Opens the password dialog from the staff panel, behind the menu on a phone. */
    async function openPasswordDialog(page: Page, isMobile: boolean) {
      await openMenu(page, text, isMobile);
      await page
        .getByRole('region', { name: text.loggedIn })
        .getByRole('button', { name: text.open })
        .click();
      const dialog = page.getByRole('dialog', { name: text.title });
      await expect(dialog).toBeVisible();
      return {
        dialog,
        current: dialog.getByLabel(text.current, { exact: true }),
        fresh: dialog.getByLabel(text.new, { exact: true }),
        confirm: dialog.getByLabel(text.confirm, { exact: true }),
        submit: dialog.getByRole('button', { name: text.submit }),
      };
    }

    /** Changes the member's password to NEW_PASSWORD from the staff panel; the dialog closes. */
    async function changeToNewPassword(page: Page, isMobile: boolean, member: NewMember): Promise<void> {
      const { dialog, current, fresh, confirm, submit } = await openPasswordDialog(page, isMobile);
      await current.fill(member.password);
      await fresh.fill(NEW_PASSWORD);
      await confirm.fill(NEW_PASSWORD);
      await submit.click();
      await expectToast(page, 'success', text.changed);
      await expect(dialog).toBeHidden();
    }

    test('the form warns of a missing current password, a short new one and a differing confirmation, then shows the server’s refusal of a wrong current one', async ({
      page,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError((url) => url.pathname === '/api/admin/me/password', 400);
      await freshMemberLoggedIn(page, text, 'support');
      const { dialog, current, fresh, confirm, submit } = await openPasswordDialog(page, isMobile);
      await expect(fresh).toHaveAccessibleDescription(text.newHint);

      await submit.click();
      await expectToast(page, 'warning', text.currentMissing);
      await expect(current).toHaveAttribute('aria-invalid', 'true');

      await current.fill('not-my-password');
      await fresh.fill('eleven-char');
      await submit.click();
      await expectToast(page, 'warning', text.newShort);
      await expect(fresh).toHaveAttribute('aria-invalid', 'true');

      await fresh.fill(NEW_PASSWORD);
      await confirm.fill(`${NEW_PASSWORD}!`);
      await submit.click();
      await expectToast(page, 'warning', text.mismatch);
      await expect(confirm).toHaveAttribute('aria-invalid', 'true');

      await confirm.fill(NEW_PASSWORD);
      await submit.click();
      await expectToast(page, 'error', text.currentWrong);
      await expect(dialog).toBeVisible();
    });

    test('a member changes their password: this page stays logged in, and the next log-in takes the new one, not the old', async ({
      page,
      open,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError((url) => url.pathname === '/api/admin/login', 400);
      const member = await freshMemberLoggedIn(page, text, 'production');
      await changeToNewPassword(page, isMobile, member);

      await open('/admin');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();

      await openMenu(page, text, isMobile);
      await page.getByRole('button', { name: text.logOut }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await logIn(page, text, member);
      await expect(page.getByRole('alert')).toHaveText(text.wrongPassword);
      await logIn(page, text, { ...member, password: NEW_PASSWORD });
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
    });

    test('a change ends the member’s session on another computer', async ({ page, request, isMobile }) => {
      const member = await freshMemberLoggedIn(page, text, 'owner');
      // The test's own API client keeps cookies apart from the page's: a second computer.
      await apiData(
        request.post('/api/admin/login', {
          headers: { origin: shopOrigin() },
          data: { email: member.email, password: member.password },
        }),
      );
      expect((await request.get('/api/admin/me')).status()).toBe(200);

      await changeToNewPassword(page, isMobile, member);
      expect((await request.get('/api/admin/me')).status()).toBe(401);
    });
  });
}

test.describe('the mails a staff member gets', () => {
  const text = TEXT.en;
  const mails = {
    open: 'Mails I get',
    approved: 'A customer approved a proof',
    paid: 'A new paid order',
    save: 'Save',
    saved: 'Your mail choices are saved',
  };

  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  /** Opens the choice of mails from the staff panel, behind the menu on a phone. */
  async function openMails(page: Page, isMobile: boolean) {
    await openMenu(page, text, isMobile);
    await page.getByRole('region', { name: text.loggedIn }).getByRole('button', { name: mails.open }).click();
    const dialog = page.getByRole('dialog', { name: mails.open });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('a member ticks a notice and it stays ticked after a reload', async ({ page, isMobile }) => {
    await freshMemberLoggedIn(page, text, 'production');
    const dialog = await openMails(page, isMobile);
    await expect(dialog.getByLabel(mails.approved)).not.toBeChecked();
    await dialog.getByLabel(mails.approved).check();
    await dialog.getByRole('button', { name: mails.save }).click();
    await expectToast(page, 'success', mails.saved);
    await expect(dialog).toBeHidden();

    await page.reload();
    const again = await openMails(page, isMobile);
    await expect(again.getByLabel(mails.approved)).toBeChecked();
    await expect(again.getByLabel(mails.paid)).not.toBeChecked();
  });
});
