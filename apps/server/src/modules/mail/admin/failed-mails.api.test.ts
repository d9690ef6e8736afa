import { admin } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditRows } from '../../../test/audit.ts';
import { failedMailJob, REFUSED } from '../../../test/failed-mail.ts';
import { type CallInput, call, callUnchecked } from '../../../test/http.ts';
import { staffOfEveryRole, type TestStaff } from '../../../test/staff.ts';
import { startWorkers } from '../../jobs/workers.ts';
import type { Mailer, MailMessage } from '../mailer.ts';

/** A mail server that refuses every mail while it is down, as one that is unreachable would. */
class SwitchedTransport implements Mailer {
  readonly delivered: MailMessage[] = [];
  down = true;

  async send(message: MailMessage): Promise<void> {
    if (this.down) throw new Error(REFUSED);
    this.delivered.push(message);
  }
}

/** A mail whose body holds what no list may show: a reset link. */
const RESET_LINK = 'http://localhost:3000/reset-password?ckey=secret-key';
const resetMail = (to: string): MailMessage => ({
  to,
  subject: 'Reset your password',
  text: `Open ${RESET_LINK}`,
  html: `<a href="${RESET_LINK}">Reset</a>`,
});

const UNKNOWN_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('failed mails: /api/admin/mails/failed', () => {
  const transport = new SwitchedTransport();
  let t: TestApp;
  let staff: Record<admin.StaffRole, TestStaff>;

  const list = (input: CallInput<typeof admin.adminFailedMailList> = {}, who = staff.owner) =>
    call(t.app, admin.adminFailedMailList, input, { headers: who.headers });
  const retry = (mailId: string, who = staff.owner, lang?: string) =>
    call(t.app, admin.adminFailedMailRetry, { mailId }, { headers: who.headers, lang });
  const listed = async (to: string) => (await list({ size: 100 })).data.list.find((mail) => mail.to === to);

  beforeAll(async () => {
    t = await createTestApp({ mailTransport: transport });
    // One try and no retries, so that a refused mail fails at once rather than after hours.
    await t.app.jobs.updateQueue('mail', { name: 'mail', retryLimit: 0, retryDelay: 1, retryBackoff: false });
    await startWorkers(t.app, 0.5);
    staff = await staffOfEveryRole(t.db);
  });
  afterAll(() => t.close());

  it('lists a mail the server refused at every try, with why, and never its body', async () => {
    await t.app.mailer.send(resetMail('ada@example.com'));
    await vi.waitUntil(() => listed('ada@example.com'), { timeout: 15_000, interval: 200 });

    const res = await list();
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(1);
    const [mail] = res.data.list;
    expect(mail).toEqual({
      id: expect.any(String),
      to: 'ada@example.com',
      subject: 'Reset your password',
      failedTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      attempts: 1,
      error: REFUSED,
    });
    expect(Date.now() - Date.parse(mail!.failedTime)).toBeLessThan(60_000);
    expect(JSON.stringify(res.data)).not.toContain('ckey');
  });

  it('lists the latest failure first, a page at a time, and counts them all', async () => {
    await failedMailJob(t.app, resetMail('ben@example.com'), 'Invalid login: 535 Authentication failed');
    const first = await list({ size: 1 });
    expect(first.data.total).toBe(2);
    expect(first.data.list.map((mail) => [mail.to, mail.error])).toEqual([
      ['ben@example.com', 'Invalid login: 535 Authentication failed'],
    ]);
    expect((await list({ page: 2, size: 1 })).data.list.map((mail) => mail.to)).toEqual(['ada@example.com']);
    expect((await list({ page: 3, size: 1 })).data).toEqual({ list: [], total: 2 });
  });

  it('sends a mail again: it leaves the list, the worker delivers it, and the audit log keeps who did', async () => {
    const failed = (await listed('ada@example.com'))!;
    transport.down = false;

    const res = await retry(failed.id, staff.owner, 'zh');
    expect([res.status, res.msg]).toEqual([200, '发送至 ada@example.com 的邮件正在重新发送']);
    expect(res.data).toEqual({ id: failed.id, to: 'ada@example.com', subject: 'Reset your password' });
    expect(await listed('ada@example.com')).toBeUndefined();
    await vi.waitUntil(() => transport.delivered.some((mail) => mail.to === 'ada@example.com'), {
      timeout: 15_000,
      interval: 200,
    });
    expect(transport.delivered).toEqual([resetMail('ada@example.com')]);

    const entries = await auditRows(t.db, 'mail.retry', null);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: staff.owner.id,
      entity: 'mail',
      entityId: null,
      before: failed,
      after: res.data,
    });

    const again = await retry(failed.id);
    expect([again.status, again.msg]).toEqual([
      409,
      'This mail is no longer failed: it has been sent again already.',
    ]);
    expect(await auditRows(t.db, 'mail.retry', null)).toHaveLength(1);
  });

  it('answers 404 for a mail it does not know, and 400 naming the field for bad input', async () => {
    const missing = await retry(UNKNOWN_ID);
    expect([missing.status, missing.msg]).toEqual([404, 'No such failed mail']);

    const cases: [
      typeof admin.adminFailedMailList | typeof admin.adminFailedMailRetry,
      unknown,
      string,
      string,
    ][] = [
      [admin.adminFailedMailRetry, { mailId: 'first' }, 'Please choose mail', '请选择邮件'],
      [admin.adminFailedMailList, { size: 0 }, 'Page size must be at least 1', '每页数量不能小于 1'],
      [
        admin.adminFailedMailList,
        { page: 'last' },
        'Please enter a number for page number',
        '请为页码填写数字',
      ],
    ];
    for (const [endpoint, input, en, zh] of cases) {
      for (const [lang, message] of [
        ['en', en],
        ['zh', zh],
      ] as const) {
        const res = await callUnchecked(t.app, endpoint, input, { headers: staff.owner.headers, lang });
        expect([res.status, res.msg]).toEqual([400, message]);
      }
    }
    expect(await auditRows(t.db, 'mail.retry', null)).toHaveLength(1);
  });

  it('is for owners: support and production are refused with 403, a visitor with 401, and the mail stays failed', async () => {
    const failed = (await listed('ben@example.com'))!;
    for (const who of [staff.support, staff.production]) {
      expect((await list({}, who)).status).toBe(403);
      expect((await retry(failed.id, who)).status).toBe(403);
    }
    expect((await call(t.app, admin.adminFailedMailList, {})).status).toBe(401);
    expect((await call(t.app, admin.adminFailedMailRetry, { mailId: failed.id })).status).toBe(401);
    expect(await listed('ben@example.com')).toEqual(failed);
  });
});
