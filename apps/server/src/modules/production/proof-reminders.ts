import { admin, type api } from '@printshop/contract';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findLineItem } from '../orders/items.ts';
import { orderItems } from '../orders/tables.ts';
import { notifyCustomer } from './mails.ts';
import { proofs } from './tables.ts';

/** How long a proof waits for the customer's answer before they are reminded of it, once. */
export const PROOF_REMINDER_DAYS = 2;

/** The state of the one proof of an item the customer can still answer. */
const AWAITING_ANSWER: api.ProofState = 'pending';

/**
 * Marks the proofs due a reminder as reminded and returns them, in one statement: of two
 * workers running at once, only one finds each proof still unreminded. The item must still be
 * waiting for the answer, which a cancelled item (its order cancelled) no longer is.
 */
async function claimDueProofs(app: FastifyInstance) {
  const itemsAwaitingAnswer = app.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(inArray(orderItems.state, [...admin.ITEM_MOVE_RULES.approveProof.from]));
  return app.db
    .update(proofs)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        eq(proofs.state, AWAITING_ANSWER),
        isNull(proofs.remindedAt),
        lte(proofs.createdAt, sql`now() - make_interval(days => ${PROOF_REMINDER_DAYS})`),
        inArray(proofs.itemId, itemsAwaitingAnswer),
      ),
    )
    .returning({ itemId: proofs.itemId, version: proofs.version, message: proofs.message });
}

/**
 * The hourly reminder job: tells each customer of a proof that has waited PROOF_REMINDER_DAYS
 * for their answer. A proof is claimed before its mail is queued, so it is reminded of at most
 * once however often the job runs; a reminder whose mail cannot be queued is logged, not retried.
 */
export async function remindOfWaitingProofs(app: FastifyInstance): Promise<void> {
  const due = await claimDueProofs(app);
  const deps = { db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl };
  for (const proof of due) {
    const item = await findLineItem(app.db, proof.itemId);
    if (item)
      await notifyCustomer(deps, item, {
        kind: 'proofReminder',
        version: proof.version,
        message: proof.message,
      });
  }
  if (due.length > 0)
    app.log.info({ reminded: due.length }, 'customers reminded of proofs awaiting their answer');
}
