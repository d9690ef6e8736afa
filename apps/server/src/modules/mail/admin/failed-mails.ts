import { type admin, CODE, type InputOf } from '@printshop/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/record.ts';
import { JOB_SCHEMA, type QueueName } from '../../jobs/queues.ts';

const MAIL_QUEUE: QueueName = 'mail';

/**
 * The mail queue's jobs in pg-boss's own table (pg-boss 10's columns: node_modules/pg-boss/src/plans.js),
 * each as owners read it: to whom and the subject from the job's data, never its body; and the
 * last try's error from its output, which is the thrown error serialized, or `{value}` when
 * pg-boss failed the job itself (a timeout, a shutdown). Its time is in milliseconds, which both
 * database drivers read alike.
 */
const MAIL_JOBS = sql`
  select id::text as id, state::text as state, data ->> 'to' as "to", data ->> 'subject' as subject,
    extract(epoch from completed_on)::float8 * 1000 as failed_ms, retry_count + 1 as attempts,
    coalesce(output ->> 'message', output #>> '{value,message}', output ->> 'value', '') as error
  from ${sql.identifier(JOB_SCHEMA)}.job
  where name = ${MAIL_QUEUE}`;

/** A row of MAIL_JOBS. */
interface MailJobRow {
  id: string;
  state: string;
  to: string;
  subject: string;
  failed_ms: number;
  attempts: number;
  error: string;
}

function failedMailOf(row: MailJobRow): admin.FailedMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    failedTime: new Date(row.failed_ms).toISOString(),
    attempts: row.attempts,
    error: row.error,
  };
}

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

type ListInput = InputOf<typeof admin.adminFailedMailList>;

/**
 * One page of the mails that failed every try, the latest failure first, and how many there are:
 * one query, the count joined to the page so that a page past the end still counts them.
 */
export async function failedMails(
  db: Db,
  { page, size }: ListInput,
): Promise<{ list: admin.FailedMail[]; total: number }> {
  const rows = await rowsOf<MailJobRow & { total: number }>(
    db,
    sql`with failed as (${MAIL_JOBS} and state = 'failed')
      select counted.total, shown.*
      from (select count(*)::int as total from failed) counted
      left join (
        select * from failed order by failed_ms desc, id limit ${size} offset ${(page - 1) * size}
      ) shown on true`,
  );
  return {
    list: rows.filter((row) => row.id !== null).map(failedMailOf),
    total: rows[0]?.total ?? 0,
  };
}

/** The owner sending a mail again, and from where (the audit log keeps both). */
export interface MailRetrier {
  staffId: number;
  ip: string;
}

/**
 * Puts a failed mail back on the mail queue for one more try (pg-boss raises its retry limit by
 * one), audited with the mail as it failed. 404 for a mail the queue does not hold (or archived
 * after its 30 days), 409 for one that is not failed any more: another owner sent it again first.
 * The audit row follows the retry rather than sharing its transaction, as pg-boss runs its own
 * statement; the retry itself is one statement that only a failed job passes.
 */
export async function retryFailedMail(
  app: FastifyInstance,
  mailId: string,
  retrier: MailRetrier,
): Promise<Pick<admin.FailedMail, 'id' | 'to' | 'subject'>> {
  const [found] = await rowsOf<MailJobRow>(app.db, sql`${MAIL_JOBS} and id = ${mailId}::uuid`);
  if (!found) throw new HttpError(CODE.notFound, 'failedMailNotFound');
  const notFailed = () => new HttpError(CODE.conflict, 'failedMailNotFailed');
  if (found.state !== 'failed') throw notFailed();
  // pg-boss 10 types retry() as void, but it answers how many jobs its statement changed (manager.js).
  const { affected } = (await app.jobs.retry(MAIL_QUEUE, mailId)) as unknown as { affected: number };
  if (affected === 0) throw notFailed();
  const failed = failedMailOf(found);
  const retried = { id: failed.id, to: failed.to, subject: failed.subject };
  await recordAudit(app.db, {
    staffId: retrier.staffId,
    ip: retrier.ip,
    action: 'mail.retry',
    entity: 'mail',
    // The audit log numbers its records; a job's id is a uuid, kept in before and after instead.
    entityId: null,
    before: failed,
    after: retried,
  });
  return retried;
}
