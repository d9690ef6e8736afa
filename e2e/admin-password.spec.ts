import type { Page } from '@playwright/test';
import { admin, type Lang } from '@printshop/contract';
import { addStaff, expectToast, logIn, loginAsStaff, type NewMember, newMember, openMenu } from './admin';
import { callApi, isCall, sendCall } from './api-client';
import { expect, test } from './fixtures';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

/** The member's next password: long enough, and theirs alone. */
const NEW_PASSWORD = 'a-fresh-password-2';

/**
 * A member the owner has just added through the API, logged in on this page through the log-in
 * form. Never a demo member: other tests log in with them.
 */
async function freshMemberLoggedIn(page: Page, lang: Lang, role: admin.StaffRole): Promise<NewMember> {
  const member = newMember(role);
  await loginAsStaff(page, 'owner');
  await addStaff(page, member);
  await logIn(page, lang, member);
  await expect(page).toHaveURL(/\/admin$/);
  return member;
}

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const text = ADMIN_TEXT[lang].ownPassword;
  const min = admin.STAFF_LIMITS.passwordMin;

  test.describe(`a staff member's own password in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    /** Opens the password dialog from the staff panel, behind the menu on a phone. */
    async function openPasswordDialog(page: Page, isMobile: boolean) {
      await openMenu(page, lang, isMobile);
      await page
        .getByRole('region', { name: ADMIN_TEXT[lang].shell.loggedIn })
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
      await expectToast(page, 'success', serverMessage(lang, 'staffPasswordChanged'));
      await expect(dialog).toBeHidden();
    }

    test('the form warns of a missing current password, a short new one and a differing confirmation, then shows the server’s refusal of a wrong current one', async ({
      page,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError(isCall('adminChangeOwnPassword'), 400);
      await freshMemberLoggedIn(page, lang, 'support');
      const { dialog, current, fresh, confirm, submit } = await openPasswordDialog(page, isMobile);
      await expect(fresh).toHaveAccessibleDescription(fill(text.newHint, { min }));

      await submit.click();
      await expectToast(page, 'warning', text.required.current);
      await expect(current).toHaveAttribute('aria-invalid', 'true');

      await current.fill('not-my-password');
      await fresh.fill('eleven-char');
      await submit.click();
      await expectToast(page, 'warning', fill(text.newShort, { min }));
      await expect(fresh).toHaveAttribute('aria-invalid', 'true');

      await fresh.fill(NEW_PASSWORD);
      await confirm.fill(`${NEW_PASSWORD}!`);
      await submit.click();
      await expectToast(page, 'warning', text.mismatch);
      await expect(confirm).toHaveAttribute('aria-invalid', 'true');

      await confirm.fill(NEW_PASSWORD);
      await submit.click();
      await expectToast(page, 'error', serverMessage(lang, 'staffCurrentPasswordWrong'));
      await expect(dialog).toBeVisible();
    });

    test('a member changes their password: this page stays logged in, and the next log-in takes the new one, not the old', async ({
      page,
      open,
      guard,
      isMobile,
    }) => {
      guard.allowHttpError(isCall('adminLogin'), 400);
      const member = await freshMemberLoggedIn(page, lang, 'production');
      await changeToNewPassword(page, isMobile, member);

      await open('/admin');
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();

      await openMenu(page, lang, isMobile);
      await page.getByRole('button', { name: ADMIN_TEXT[lang].shell.logout }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await logIn(page, lang, member);
      await expect(page.getByRole('alert')).toHaveText(serverMessage(lang, 'invalidCredentials'));
      await logIn(page, lang, { ...member, password: NEW_PASSWORD });
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
    });

    test('a change ends the member’s session on another computer', async ({ page, request, isMobile }) => {
      const member = await freshMemberLoggedIn(page, lang, 'owner');
      // The test's own API client keeps cookies apart from the page's: a second computer.
      await callApi(request, 'adminLogin', { email: member.email, password: member.password });
      expect((await sendCall(request, 'adminMe', {})).status()).toBe(200);

      await changeToNewPassword(page, isMobile, member);
      expect((await sendCall(request, 'adminMe', {})).status()).toBe(401);
    });
  });
}

test.describe('the mails a staff member gets', () => {
  const text = ADMIN_TEXT.en.notices;

  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  /** Opens the choice of mails from the staff panel, behind the menu on a phone. */
  async function openMails(page: Page, isMobile: boolean) {
    await openMenu(page, 'en', isMobile);
    await page
      .getByRole('region', { name: ADMIN_TEXT.en.shell.loggedIn })
      .getByRole('button', { name: text.open })
      .click();
    const dialog = page.getByRole('dialog', { name: text.title });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('a member ticks a notice and it stays ticked after a reload', async ({ page, isMobile }) => {
    await freshMemberLoggedIn(page, 'en', 'production');
    const dialog = await openMails(page, isMobile);
    await expect(dialog.getByLabel(text.names.proofApproved)).not.toBeChecked();
    await dialog.getByLabel(text.names.proofApproved).check();
    await dialog.getByRole('button', { name: text.submit }).click();
    await expectToast(page, 'success', serverMessage('en', 'staffNoticesSaved'));
    await expect(dialog).toBeHidden();

    await page.reload();
    const again = await openMails(page, isMobile);
    await expect(again.getByLabel(text.names.proofApproved)).toBeChecked();
    await expect(again.getByLabel(text.names.orderPaid)).not.toBeChecked();
  });
});
