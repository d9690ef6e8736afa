import type { Lang } from '@printshop/contract';
import { expectToast, loginAsStaff, openMenu } from './admin';
import { makeFixture } from './database-fixtures';
import { expect, test } from './fixtures';
import { readMail } from './mail';
import { ADMIN_TEXT, fill, serverMessage } from './texts';

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const { shell, nav, mails } = ADMIN_TEXT[lang];

  test.describe(`the back office's failed mails in ${lang}`, { tag: '@desktop' }, () => {
    test.beforeEach(async ({ useLang }) => {
      await useLang(lang);
    });

    test('the owner finds a mail the mail server refused and sends it again, and it is delivered', {
      tag: '@layout',
    }, async ({ page, open, isMobile }) => {
      // An address of this run alone: the tests run side by side, and their failed mails share the list.
      const to = `failed-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      const subject = 'Your proof is ready';
      const error = 'connect ECONNREFUSED 127.0.0.1:587';
      await makeFixture(page.request, 'failedMail', { to, subject, error });

      await loginAsStaff(page, 'owner');
      await open('/admin');
      await openMenu(page, lang, isMobile);
      await page
        .getByRole('navigation', { name: shell.navLabel })
        .getByRole('link', { name: nav.mails })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mails.title);

      const row = page.getByRole('row').filter({ hasText: to });
      await expect(row).toContainText(subject);
      await expect(row).toContainText(error);
      await row.getByRole('button', { name: fill(mails.retryOf, { subject, to }) }).click();
      await expectToast(page, 'success', serverMessage(lang, 'failedMailRetried', { to }));
      await expect(row).toHaveCount(0);
      expect(await readMail(to, (text) => text.includes(subject), 20_000)).toContain(subject);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the page scrolls sideways',
      ).toBeLessThanOrEqual(page.viewportSize()!.width);
    });
  });
}
