import type PgBoss from 'pg-boss';
import type { MailMessage } from '../mail/mailer.ts';

/** The schema pg-boss keeps its tables in, beside the shop's own. */
export const JOB_SCHEMA = 'jobs';

type QueueOptions = Omit<PgBoss.Queue, 'name'>;

interface QueueDeclaration {
  /** Retries, back-off and how long one run may take (pg-boss queue options, stored with the queue). */
  options: QueueOptions;
  /** A cron expression in the shop's time zone, for the jobs that start on their own. */
  schedule?: string;
}

/**
 * Every queue the shop has, with how its jobs retry: one place to read what runs in the
 * background (docs/decisions/092). What each job does lives in its domain's module.
 */
export const QUEUES = {
  /** One mail to one person; retried with doubling waits for about four hours, then shown to owners. */
  mail: {
    options: { retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
  },
  /** The preview image of one uploaded design. */
  filePreview: {
    options: { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
  },
  /** Removes uploads older than 7 days that nothing refers to. */
  uploadSweep: {
    options: { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
    schedule: '40 3 * * *',
  },
  /** Deletes expired sessions, reset keys and rate-limit windows. */
  prune: {
    options: { retryLimit: 2, retryDelay: 60, expireInSeconds: 600 },
    schedule: '15 * * * *',
  },
  /** Reminds customers of a proof that has waited 2 days for their answer. */
  proofReminders: {
    options: { retryLimit: 2, retryDelay: 300, expireInSeconds: 600 },
    schedule: '5 * * * *',
  },
} satisfies Record<string, QueueDeclaration>;

export type QueueName = keyof typeof QUEUES;

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** The scheduled sweeps carry nothing: each finds its own work. */
type Sweep = Record<string, never>;

/** What a job of each queue carries. */
export interface JobData {
  mail: MailMessage;
  filePreview: { fileId: string };
  uploadSweep: Sweep;
  prune: Sweep;
  proofReminders: Sweep;
}
