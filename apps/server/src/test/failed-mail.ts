import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../modules/mail/mailer.ts';

/** What a mail server that is down answers. */
export const REFUSED = 'connect ECONNREFUSED 127.0.0.1:587';

/**
 * A mail job that failed its only try, as one the mail server refused every time, made without
 * waiting for a worker: the API tests' and the browser tests' failed mail. Answers its id.
 */
export async function failedMailJob(
  app: FastifyInstance,
  message: MailMessage,
  error = REFUSED,
): Promise<string> {
  // Due only in a few seconds, so no worker takes it before it is failed just below.
  const id = await app.jobs.send('mail', message, { retryLimit: 0, startAfter: 5 });
  await app.jobs.fail('mail', id!, new Error(error));
  return id!;
}
