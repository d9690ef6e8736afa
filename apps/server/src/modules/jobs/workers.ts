import type { FastifyInstance } from 'fastify';
import { renderFilePreview } from '../files/preview-job.ts';
import { sweepUnreferencedUploads } from '../files/upload-sweep.ts';
import { deliverMail } from '../mail/queued-mailer.ts';
import { remindOfWaitingProofs } from '../production/proof-reminders.ts';
import { pruneExpired } from './prune.ts';
import { type JobData, QUEUE_NAMES, QUEUES, type QueueName } from './queues.ts';

type JobHandlers = { [Q in QueueName]: (app: FastifyInstance, data: JobData[Q]) => Promise<void> };

/** What each queue's job does; a job that throws is retried as its queue says (queues.ts). */
const JOB_HANDLERS: JobHandlers = {
  mail: deliverMail,
  filePreview: renderFilePreview,
  prune: pruneExpired,
  uploadSweep: sweepUnreferencedUploads,
  proofReminders: remindOfWaitingProofs,
};

/** How often an idle worker asks for the next job of its queue. */
const POLLING_SECONDS = 2;

/**
 * Makes this process run the jobs of every queue, one at a time per queue, and start the scheduled
 * ones. pg-boss hands each job to one worker however many processes ask (SELECT ... SKIP LOCKED).
 */
export async function startWorkers(
  app: FastifyInstance,
  pollingIntervalSeconds = POLLING_SECONDS,
): Promise<void> {
  for (const queue of QUEUE_NAMES) {
    const run = JOB_HANDLERS[queue] as (app: FastifyInstance, data: unknown) => Promise<void>;
    const worker: string = await app.jobs.work(queue, { pollingIntervalSeconds }, async ([job]) => {
      try {
        await run(app, job!.data);
      } catch (error) {
        app.log.warn({ err: error, queue, job: job!.id }, 'job failed: it is retried while its queue allows');
        throw error;
      } finally {
        // pg-boss waits out the polling interval after every job; a queue with more waiting (a
        // morning's order mails) asks again at once instead, and waits only when it is empty.
        app.jobs.notifyWorker(worker);
      }
    });
    const { schedule } = QUEUES[queue] as { schedule?: string };
    if (schedule) await app.jobs.schedule(queue, schedule, {}, { tz: app.config.shopTimeZone });
  }
}
