import { ADMIN_ROUTES } from '@printshop/contract';
import { fieldTextAt } from '../apps/server/src/i18n/fields.ts';
import { DEMO_STAFF, expectToast, loginAsStaff } from './admin';
import { isCall } from './api-client';
import { expect, test } from './fixtures';
import { readMail } from './mail';
import { ADMIN_TEXT, fill, SHOP_TEXT, serverMessage } from './texts';

const { shell, nav, messages, message, screenError } = ADMIN_TEXT.en;
const { contact } = SHOP_TEXT.en.forms;
const support = DEMO_STAFF.support.name;
/** What the server says of a reply sent empty, as it names the field. */
const replyRequired = fieldTextAt(ADMIN_ROUTES.adminMessageReply.path, ['text'])!.required!.en;

test.describe("the back office's contact messages in en", { tag: '@desktop' }, () => {
  test.beforeEach(async ({ useLang }) => {
    await useLang('en');
  });

  test('a visitor writes from the contact page; support takes the message, answers it by mail and closes it', async ({
    page,
    open,
    guard,
  }) => {
    guard.allowHttpError(isCall('adminMessageReply'), 400);
    const tag = Date.now().toString(36);
    // The form takes names of at most 20 characters.
    const name = `Ivy ${tag}`;
    const email = `visitor-${tag}@example.com`;
    const question = `Can you print 300 menus on recycled card? (${tag})`;
    const answer = `Yes: 300 menus on recycled card by Friday.\nWe will send a proof first. (${tag})`;

    // The visitor, on the storefront's contact page.
    await open('/contact-us');
    const form = page.getByRole('form', { name: contact.formHeading });
    await form.getByRole('textbox', { name: contact.name, exact: true }).fill(name);
    await form.getByRole('textbox', { name: contact.phone }).fill('(555)010-0199');
    await form.getByRole('textbox', { name: contact.email }).fill(email);
    await form.getByRole('textbox', { name: contact.message }).fill(question);
    await form.getByRole('button', { name: contact.submit }).click();
    await expectToast(page, 'success', serverMessage('en', 'messageSent'));

    // Support finds it among the open messages.
    await loginAsStaff(page, 'support');
    await open('/admin');
    await page
      .getByRole('navigation', { name: shell.navLabel })
      .getByRole('link', { name: nav.messages })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.title);
    const tabs = page.getByRole('navigation', { name: messages.statusTabs });
    await expect(tabs.getByRole('link', { name: messages.statuses.open })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByLabel(messages.filters.search).fill(email);
    await page.getByRole('button', { name: messages.filters.apply }).click();
    await expect(page.getByRole('status')).toHaveText(fill(messages.found, { count: 1 }));
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('cell').nth(1)).toHaveText(question);
    await expect(row.getByRole('cell').nth(3)).toHaveText(messages.nobody);
    await row.getByRole('link', { name: fill(messages.openLabel, { name }) }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(message.title, { name }));
    await expect(page.getByRole('region', { name: message.content })).toContainText(question);
    const sender = page.getByRole('region', { name: message.sender.title });
    await expect(sender.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(sender).toContainText(message.languages.en);
    const thread = page.getByRole('region', { name: message.thread.title });
    await expect(thread).toContainText(message.thread.none);

    // Support takes it.
    const assignee = page.getByRole('region', { name: message.assign.title });
    await assignee.getByRole('button', { name: message.assign.toMe }).click();
    await expectToast(page, 'success', serverMessage('en', 'messageAssigned', { name: support }));
    await expect(assignee.getByLabel(message.assign.label)).toHaveValue(/\d+/);
    await expect(assignee.getByLabel(message.assign.label).locator('option:checked')).toHaveText(support);
    await expect(assignee.getByRole('button', { name: message.assign.toMe })).toHaveCount(0);

    // An empty reply is refused in words; a written one is kept in the thread and mailed.
    const reply = thread.getByLabel(message.reply.text);
    await expect(thread).toContainText(fill(message.reply.hint, { email, language: message.languages.en }));
    await thread.getByRole('button', { name: message.reply.send }).click();
    await expectToast(page, 'error', replyRequired);
    await reply.fill(answer);
    await thread.getByRole('button', { name: message.reply.send }).click();
    await expectToast(page, 'success', serverMessage('en', 'messageReplySent', { email }));
    await expect(reply).toHaveValue('');
    const sent = thread.getByRole('listitem');
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(answer.split('\n')[0]!);
    await expect(sent).toContainText(support);

    const mail = await readMail(email, (text) => text.includes(tag) && text.includes('Our answer'));
    expect(mail).toContain(`Hello ${name},`);
    expect(mail).toContain('  Yes: 300 menus on recycled card by Friday.\n  We will send a proof first.');
    expect(mail).toContain(`Your message: ${question}`);
    expect(mail).toContain(support);

    // Closed, it leaves the open messages for the closed ones.
    await page.getByRole('button', { name: message.close, exact: true }).click();
    await expectToast(page, 'success', serverMessage('en', 'messageClosed'));
    await expect(page.getByRole('button', { name: message.reopen })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText(
      messages.statuses.closed,
    );
    await page.getByRole('link', { name: message.back }).click();
    await expect(page.getByRole('status')).toHaveText(fill(messages.found, { count: 0 }));
    await tabs.getByRole('link', { name: messages.statuses.closed }).click();
    await expect(page.getByRole('status')).toHaveText(fill(messages.found, { count: 1 }));
    await expect(page.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(3)).toHaveText(
      support,
    );
  });

  test('production staff have no messages in their menu, and the inbox refuses them', async ({
    page,
    open,
    guard,
  }) => {
    guard.allowHttpError(isCall('adminMessageList'), 403);
    guard.allowHttpError((url) => url.pathname === '/admin/messages', 403);
    await loginAsStaff(page, 'production');
    await open('/admin');
    const menu = page.getByRole('navigation', { name: shell.navLabel });
    await expect(menu.getByRole('link', { name: nav.orders })).toBeVisible();
    await expect(menu.getByRole('link', { name: nav.messages })).toHaveCount(0);

    expect((await open('/admin/messages'))?.status()).toBe(403);
    await expect(page.getByRole('alert').getByRole('heading', { level: 1 })).toHaveText(
      screenError.forbidden,
    );
  });
});
