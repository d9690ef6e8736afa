import { admin, api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../../test/app.ts';
import { auditRows } from '../../../test/audit.ts';
import { call, callUnchecked } from '../../../test/http.ts';
import { newMember } from '../../../test/shop.ts';
import { newStaff, staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { staff as staffTable } from '../../staff/tables.ts';
import { contactMessages, messageReplies } from '../tables.ts';

/** Keeps mail as MemoryMailer does, or fails every send while `failing`, as an SMTP server that is down. */
class FlakyMailer extends MemoryMailer {
  failing = false;

  override async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error('SMTP server unreachable');
    await super.send(message);
  }
}

describe('contact messages: /api/admin/messages', () => {
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;
  const mailer = new FlakyMailer();
  let made = 0;

  /** A message as the contact form stores it, from a sender no other test uses. */
  async function newMessage(fields: Partial<typeof contactMessages.$inferInsert> = {}) {
    made += 1;
    const [row] = await t.db
      .insert(contactMessages)
      .values({
        name: `Grace ${made}`,
        email: `grace-${made}@example.com`,
        mobile: '(555)010-0142',
        companyName: 'Compilers Inc.',
        content: 'Can you print 2,000 menus on recycled card by Friday?',
        lang: 'en',
        ...fields,
      })
      .returning();
    return row!;
  }

  const as = (who: TestStaff, lang?: string) => ({ headers: who.headers, lang });
  const list = (input: Parameters<typeof call<typeof admin.adminMessageList>>[2], who = staff.support) =>
    call(t.app, admin.adminMessageList, input, as(who));
  const detail = (id: number, who = staff.support) => call(t.app, admin.adminMessageDetail, { id }, as(who));
  const reply = (id: number, text: string, who = staff.support, lang?: string) =>
    call(t.app, admin.adminMessageReply, { id, text }, as(who, lang));
  const assign = (id: number, staffId: number | null, who = staff.support) =>
    call(t.app, admin.adminMessageAssign, { id, staffId }, as(who));
  const close = (id: number, who = staff.support) => call(t.app, admin.adminMessageClose, { id }, as(who));
  const reopen = (id: number, who = staff.support) => call(t.app, admin.adminMessageReopen, { id }, as(who));
  const stored = async (id: number) =>
    (await t.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;
  const repliesOf = (id: number) =>
    t.db.select().from(messageReplies).where(eq(messageReplies.messageId, id));

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    staff = await staffOfEveryRole(t.db);
  });
  beforeEach(() => {
    mailer.sent.length = 0;
    mailer.failing = false;
  });
  afterAll(() => t.close());

  describe('the inbox', () => {
    it('lists open messages newest first, with the start of each, whose they are and how many replies', async () => {
      const older = await newMessage({ content: 'x'.repeat(500) });
      const newer = await newMessage();
      const closed = await newMessage();
      await close(closed.id);
      await assign(newer.id, staff.support.id);
      await reply(newer.id, 'Yes, we can.');

      const res = await list({});
      expect(res.status).toBe(200);
      const ids = res.data.list.map((row) => row.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids).not.toContain(closed.id);
      expect(res.data.list.find((row) => row.id === older.id)).toMatchObject({
        name: older.name,
        email: older.email,
        companyName: 'Compilers Inc.',
        excerpt: 'x'.repeat(160),
        status: 'open',
        assignee: null,
        replies: 0,
      });
      expect(res.data.list.find((row) => row.id === newer.id)).toMatchObject({
        assignee: { id: staff.support.id, email: staff.support.email },
        replies: 1,
      });
      expect((await list({ status: 'closed' })).data.list.map((row) => row.id)).toContain(closed.id);
    });

    it('picks the reader’s messages or nobody’s, and searches the sender’s name or email literally', async () => {
      const tag = `Zq${Date.now()}`;
      const mine = await newMessage({ name: `Ada ${tag}` });
      const nobodys = await newMessage({ email: `${tag.toLowerCase()}@example.com` });
      const theirs = await newMessage({ name: `Alan ${tag}` });
      await assign(mine.id, staff.support.id);
      await assign(theirs.id, staff.owner.id);

      const ids = async (input: Parameters<typeof list>[0]) =>
        (await list({ q: tag, ...input })).data.list.map((row) => row.id).sort();
      expect(await ids({})).toEqual([mine.id, nobodys.id, theirs.id].sort());
      expect(await ids({ assigned: 'me' })).toEqual([mine.id]);
      expect(await ids({ assigned: 'nobody' })).toEqual([nobodys.id]);
      expect(await ids({ q: tag.toUpperCase() })).toHaveLength(3);
      expect(await ids({ q: `${tag}%` })).toEqual([]);
      const paged = await list({ q: tag, size: 2, page: 2 });
      expect(paged.data).toMatchObject({ total: 3, list: [expect.anything()] });
    });

    it('refuses a status or an assignment it does not know, naming the field', async () => {
      expect(
        await callUnchecked(t.app, admin.adminMessageList, { status: 'spam' }, as(staff.support)),
      ).toMatchObject({ status: 400, msg: 'Please choose message status' });
      expect(
        await callUnchecked(t.app, admin.adminMessageList, { assigned: 'them' }, as(staff.support, 'zh')),
      ).toMatchObject({ status: 400, msg: '请选择分配对象' });
    });
  });

  describe('a message', () => {
    it('shows the sender, the thread oldest first with who wrote it, and whom it may be given to', async () => {
      const message = await newMessage({ lang: 'zh' });
      await reply(message.id, 'First answer', staff.support);
      await reply(message.id, 'Second answer', staff.owner);
      const inactive = await newStaff(t.db, 'support');
      await t.db.update(staffTable).set({ active: false }).where(eq(staffTable.id, inactive.id));

      const res = await detail(message.id);
      expect(res.data).toMatchObject({
        id: message.id,
        name: message.name,
        email: message.email,
        mobile: '(555)010-0142',
        companyName: 'Compilers Inc.',
        content: message.content,
        lang: 'zh',
        status: 'open',
        closedTime: null,
        assignee: null,
      });
      expect(res.data.replies.map((r) => [r.text, r.staff.id])).toEqual([
        ['First answer', staff.support.id],
        ['Second answer', staff.owner.id],
      ]);
      const assignable = res.data.assignees.map((member) => member.id);
      expect(assignable).toEqual(expect.arrayContaining([staff.owner.id, staff.support.id]));
      expect(assignable).not.toContain(staff.production.id);
      expect(assignable).not.toContain(inactive.id);
    });

    it('answers 404 for an unknown message and 400 for an id that is not one, on every call', async () => {
      const id = 999_999_999;
      for (const res of [
        await detail(id),
        await reply(id, 'Hello'),
        await assign(id, null),
        await close(id),
        await reopen(id),
      ]) {
        expect(res).toMatchObject({ status: 404, code: 404, msg: 'Message not found' });
      }
      expect(
        await callUnchecked(t.app, admin.adminMessageDetail, { id: 'abc' }, as(staff.support)),
      ).toMatchObject({ status: 400, msg: 'Please choose message' });
    });
  });

  describe('a reply', () => {
    it('is kept in the thread and audited, then mailed to the sender in English, their message quoted', async () => {
      const message = await newMessage();
      const res = await reply(message.id, '  Yes: 2,000 menus by Friday.\nRecycled card is fine.  ');
      expect(res).toMatchObject({
        status: 200,
        msg: `Reply sent to ${message.email}`,
        data: {
          mailed: true,
          reply: {
            text: 'Yes: 2,000 menus by Friday.\nRecycled card is fine.',
            staff: { id: staff.support.id },
          },
        },
      });
      expect(await repliesOf(message.id)).toMatchObject([
        { staffId: staff.support.id, text: res.data.reply.text },
      ]);
      expect(await auditRows(t.db, 'message.reply', message.id)).toMatchObject([
        {
          staffId: staff.support.id,
          entity: 'message',
          before: { from: message.name, status: 'open', assignee: null },
          after: {
            from: message.name,
            status: 'open',
            replyId: res.data.reply.id,
            text: res.data.reply.text,
          },
        },
      ]);

      expect(mailer.sent).toHaveLength(1);
      const [mail] = mailer.sent;
      expect(mail).toMatchObject({
        to: message.email,
        replyTo: 'support@inkfold.example',
        subject: 'Re: your message to Inkfold Print',
      });
      expect(mail!.text).toContain(`Hello ${message.name},`);
      expect(mail!.text).toContain('Our answer:\n  Yes: 2,000 menus by Friday.\n  Recycled card is fine.');
      expect(mail!.text).toContain(`Your message: ${message.content}`);
      // Signed by the staff member who wrote it.
      expect(mail!.text).toContain(`${res.data.reply.staff.name}\n\nInkfold Print`);
    });

    it('is mailed in the language the sender wrote from, whatever the staff member reads', async () => {
      const message = await newMessage({ name: '李雷', lang: 'zh', content: '可以印刷菜单吗？' });
      const res = await reply(message.id, '可以，周五前交付。', staff.owner, 'en');
      expect(res.msg).toBe(`Reply sent to ${message.email}`);
      const [mail] = mailer.sent;
      expect(mail!.subject).toBe('回复：您给墨折印刷的留言');
      expect(mail!.text).toContain('李雷，您好：');
      expect(mail!.text).toContain('我们的答复: 可以，周五前交付。');
      expect(mail!.text).toContain('您的留言: 可以印刷菜单吗？');
    });

    it('escapes what was written in the HTML mail', async () => {
      const message = await newMessage({ content: '<b>bold</b>' });
      await reply(message.id, '<img src=x onerror=alert(1)>');
      expect(mailer.sent[0]!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mailer.sent[0]!.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
      expect(mailer.sent[0]!.html).not.toContain('<img');
    });

    it('to a closed message opens it again, and the audit says so', async () => {
      const message = await newMessage();
      await close(message.id);
      expect((await reply(message.id, 'One more thing')).status).toBe(200);
      expect(await stored(message.id)).toMatchObject({ status: 'open', closedAt: null });
      expect((await auditRows(t.db, 'message.reply', message.id))[0]).toMatchObject({
        before: { status: 'closed' },
        after: { status: 'open' },
      });
    });

    it('is kept when its mail fails, and the answer says the mail was not sent', async () => {
      const message = await newMessage();
      mailer.failing = true;
      const res = await reply(message.id, 'We can do it.', staff.support, 'zh');
      expect(res).toMatchObject({
        status: 200,
        msg: `回复已保存在对话中，但发送至 ${message.email} 的邮件失败，请通过其他方式联系对方。`,
        data: { mailed: false, reply: { text: 'We can do it.' } },
      });
      expect(await repliesOf(message.id)).toHaveLength(1);
      expect((await detail(message.id)).data.replies).toHaveLength(1);
    });

    it('refuses an empty, blank or too long reply in the reader’s language, keeping and mailing nothing', async () => {
      const message = await newMessage();
      expect(await reply(message.id, '')).toMatchObject({ status: 400, msg: 'Please write the reply' });
      expect(await reply(message.id, '   \n ', staff.support, 'zh')).toMatchObject({
        status: 400,
        msg: '请填写回复内容',
      });
      expect(await reply(message.id, 'x'.repeat(admin.MESSAGE_LIMITS.reply + 1))).toMatchObject({
        status: 400,
        msg: `Reply is too long (at most ${admin.MESSAGE_LIMITS.reply} characters)`,
      });
      expect(
        await callUnchecked(t.app, admin.adminMessageReply, { id: message.id }, as(staff.support)),
      ).toMatchObject({ status: 400, msg: 'Please write the reply' });
      expect(await repliesOf(message.id)).toEqual([]);
      expect(mailer.sent).toEqual([]);
      expect(await auditRows(t.db, 'message.reply', message.id)).toEqual([]);
    });
  });

  describe('assigning, closing and reopening', () => {
    it('assigns to staff who may read messages or to nobody, with before and after in the audit log', async () => {
      const message = await newMessage();
      const assigned = await assign(message.id, staff.owner.id);
      expect(assigned).toMatchObject({ status: 200, data: { assignee: { id: staff.owner.id } } });
      expect(assigned.msg).toBe(`Message assigned to ${assigned.data.assignee!.name}`);
      expect(await assign(message.id, null)).toMatchObject({
        status: 200,
        msg: 'Message no longer assigned',
        data: { assignee: null },
      });
      const [unassigned, given] = await auditRows(t.db, 'message.assign', message.id);
      expect(given).toMatchObject({
        before: { assignee: null },
        after: { from: message.name, assignee: { id: staff.owner.id } },
      });
      expect(unassigned).toMatchObject({
        before: { assignee: { id: staff.owner.id } },
        after: { assignee: null },
      });
    });

    it('refuses production staff, an inactive member and someone unknown, changing nothing', async () => {
      const message = await newMessage();
      const inactive = await newStaff(t.db, 'owner');
      await t.db.update(staffTable).set({ active: false }).where(eq(staffTable.id, inactive.id));
      for (const staffId of [staff.production.id, inactive.id, 999_999]) {
        expect(await assign(message.id, staffId)).toMatchObject({
          status: 400,
          msg: 'A message can only be assigned to active staff who may read messages',
        });
      }
      expect(
        await callUnchecked(t.app, admin.adminMessageAssign, { id: message.id }, as(staff.support)),
      ).toMatchObject({ status: 400, msg: 'Please choose staff member to assign' });
      expect((await stored(message.id)).assignedTo).toBeNull();
      expect(await auditRows(t.db, 'message.assign', message.id)).toEqual([]);
    });

    it('closes an open message and opens a closed one, refusing either twice with 409', async () => {
      const message = await newMessage();
      const closed = await close(message.id);
      expect(closed).toMatchObject({ status: 200, msg: 'Message closed', data: { status: 'closed' } });
      expect(closed.data.closedTime).not.toBeNull();
      expect(await close(message.id)).toMatchObject({ status: 409, msg: 'This message is already closed.' });

      const reopened = await reopen(message.id, staff.owner);
      expect(reopened).toMatchObject({
        status: 200,
        msg: 'Message opened again',
        data: { status: 'open', closedTime: null },
      });
      expect(await reopen(message.id)).toMatchObject({ status: 409, msg: 'This message is already open.' });

      expect(await auditRows(t.db, 'message.close', message.id)).toMatchObject([
        { staffId: staff.support.id, before: { status: 'open' }, after: { status: 'closed' } },
      ]);
      expect(await auditRows(t.db, 'message.reopen', message.id)).toMatchObject([
        { staffId: staff.owner.id, before: { status: 'closed' }, after: { status: 'open' } },
      ]);
    });
  });

  describe('who may', () => {
    it('needs a staff session: nobody and a customer’s token get 401', async () => {
      const message = await newMessage();
      const member = await newMember(t.db);
      for (const options of [{}, { token: member.token }]) {
        expect((await call(t.app, admin.adminMessageList, {}, options)).status).toBe(401);
        expect(
          (await call(t.app, admin.adminMessageReply, { id: message.id, text: 'Hi' }, options)).status,
        ).toBe(401);
      }
    });

    it('refuses production staff every call with 403, doing nothing', async () => {
      const message = await newMessage();
      const press = staff.production;
      for (const res of [
        await list({}, press),
        await detail(message.id, press),
        await reply(message.id, 'Hello', press),
        await assign(message.id, press.id, press),
        await close(message.id, press),
        await reopen(message.id, press),
      ]) {
        expect(res).toMatchObject({ status: 403, msg: 'Your role may not do this' });
      }
      expect(await stored(message.id)).toMatchObject({ status: 'open', assignedTo: null });
      expect(await repliesOf(message.id)).toEqual([]);
      expect(mailer.sent).toEqual([]);
    });

    it('lets owners do what support staff do', async () => {
      const message = await newMessage();
      expect((await reply(message.id, 'Owner here', staff.owner)).status).toBe(200);
      expect((await list({}, staff.owner)).data.list.map((row) => row.id)).toContain(message.id);
    });
  });

  it('counts the open messages on the dashboard of those who read them', async () => {
    const board = (who: TestStaff) => call(t.app, admin.adminDashboard, {}, as(who));
    const before = (await board(staff.support)).data.openMessages!;
    const message = await newMessage();
    expect((await board(staff.owner)).data.openMessages).toBe(before + 1);
    await close(message.id);
    expect((await board(staff.support)).data.openMessages).toBe(before);
    expect((await board(staff.production)).data.openMessages).toBeNull();
  });

  it('still takes contact messages from the storefront, open and assigned to nobody', async () => {
    const res = await callUnchecked(
      t.app,
      api.addSuggestion,
      { name: 'Form Sender', mobile: '1', email: 'form@example.com', content: 'Hi' },
      { ip: '198.51.100.200' },
    );
    expect(res.status).toBe(200);
    const inbox = await list({ q: 'form@example.com' });
    expect(inbox.data.list).toMatchObject([
      { name: 'Form Sender', status: 'open', assignee: null, replies: 0 },
    ]);
  });
});
