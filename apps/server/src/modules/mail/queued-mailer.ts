import type { FastifyInstance } from 'fastify';
import { enqueue, type JobQueue } from '../jobs/queue.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * The app's mailer: a mail becomes a job, so a request never waits on the SMTP server and a mail
 * the server refuses is retried with growing waits, then listed for owners (modules/jobs/queues.ts).
 */
export class QueuedMailer implements Mailer {
  constructor(private readonly jobs: JobQueue) {}

  async send(message: MailMessage): Promise<void> {
    await enqueue(this.jobs, 'mail', message);
  }
}

/** The mail job: hands the message to the outbox or the SMTP server. */
export async function deliverMail(app: FastifyInstance, message: MailMessage): Promise<void> {
  await app.mailTransport.send(message);
}
