import { z } from 'zod';
import { ADMIN_ROUTES } from '../admin-routes.ts';
import { endpoint } from '../api/endpoint.ts';
import { orderSummary } from '../api/orders.ts';
import { adminPaging } from './inputs.ts';

/**
 * The mails the shop could not send (docs/staff.md#failed-mails): each mail is a job that is
 * retried with growing waits, and one that still fails is listed for owners, who may send it again.
 */

/** A mail that failed its last try, as owners read it: never its body, which may hold a reset link. */
export const failedMail = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  /** When its last try failed. */
  failedTime: orderSummary.shape.createTime,
  /** How many times sending it was tried. */
  attempts: z.number().int(),
  /** What the mail server (or the outbox) answered the last try, as text. */
  error: z.string(),
});
export type FailedMail = z.infer<typeof failedMail>;

export const adminFailedMailList = endpoint({
  ...ADMIN_ROUTES.adminFailedMailList,
  auth: false,
  staff: 'staff.manage',
  summary: 'Mails that failed every try, the latest failure first: to whom, the subject, when and why',
  input: z.object({ ...adminPaging }),
  output: z.object({ list: z.array(failedMail), total: z.number().int() }),
});

export const adminFailedMailRetry = endpoint({
  ...ADMIN_ROUTES.adminFailedMailRetry,
  auth: false,
  staff: 'staff.manage',
  summary:
    'Send a failed mail again: it goes back to the mail queue for one more try (404 when unknown, 409 when it is no longer failed)',
  input: z.object({ mailId: z.uuid() }),
  output: failedMail.pick({ id: true, to: true, subject: true }),
});
