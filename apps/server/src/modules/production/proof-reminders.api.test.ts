import { admin, type api, type Lang } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { type OrderedItem, orderedItems } from '../../test/production.ts';
import { newStaff } from '../../test/staff.ts';
import { enqueue } from '../jobs/queue.ts';
import { startWorkers } from '../jobs/workers.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { PROOF_REMINDER_DAYS, remindOfWaitingProofs } from './proof-reminders.ts';
import { proofs } from './tables.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Just past the wait before a reminder. */
const DUE = PROOF_REMINDER_DAYS * DAY + HOUR;

interface SentProof {
  state: api.ProofState;
  /** How long ago it was sent, in milliseconds. */
  age: number;
}

/**
 * A new customer's order item in `itemState` with these proofs (v1, v2, ...), written straight to
 * the database as the production line would have left them.
 */
async function itemWithProofs(
  app: FastifyInstance,
  lang: Lang,
  itemState: admin.ItemState,
  sent: SentProof[],
): Promise<OrderedItem> {
  const [item] = await orderedItems(app.db, { lang });
  const { id: staffId } = await newStaff(app.db, 'production');
  await app.db
    .update(orderItems)
    .set({ state: itemState, stage: admin.stageOf(itemState) })
    .where(eq(orderItems.id, item!.itemId));
  await app.db.insert(proofs).values(
    sent.map((proof, index) => ({
      itemId: item!.itemId,
      version: index + 1,
      fileUrl: `/uploads/${'p'.repeat(31)}${index}.png`,
      previewUrl: `/uploads/${'p'.repeat(31)}${index}.png`,
      mime: 'image/png',
      message: `Proof of order ${item!.orderNo}`,
      state: proof.state,
      staffId,
      createdAt: new Date(Date.now() - proof.age),
    })),
  );
  return item!;
}

const waiting = (app: FastifyInstance, lang: Lang) =>
  itemWithProofs(app, lang, 'proof_sent', [{ state: 'pending', age: DUE }]);

describe('reminders of proofs waiting for the customer', () => {
  const mailer = new MemoryMailer();
  let t: TestApp;
  let english: OrderedItem;
  let chinese: OrderedItem;
  let notDue: OrderedItem[];

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    const { app } = t;
    english = await waiting(app, 'en');
    chinese = await waiting(app, 'zh');
    const cancelled = await itemWithProofs(app, 'en', 'cancelled', [{ state: 'pending', age: DUE }]);
    await app.db.update(orders).set({ cancelledAt: new Date() }).where(eq(orders.id, cancelled.orderId));
    notDue = [
      await itemWithProofs(app, 'en', 'proof_sent', [{ state: 'pending', age: DAY }]),
      await itemWithProofs(app, 'en', 'approved', [{ state: 'approved', age: DUE }]),
      await itemWithProofs(app, 'en', 'changes_requested', [{ state: 'changes_requested', age: DUE }]),
      // v1 waited long enough but was replaced by a v2 sent yesterday.
      await itemWithProofs(app, 'en', 'proof_sent', [
        { state: 'superseded', age: DUE },
        { state: 'pending', age: DAY },
      ]),
      cancelled,
    ];
  });
  afterAll(() => t.close());

  const mailsTo = (item: OrderedItem) => mailer.sent.filter((mail) => mail.to === item.member.email);
  const proofLink = (item: OrderedItem) =>
    `${t.app.config.publicUrl}/orderDetail?no=${item.orderId}&oid=${item.itemId}`;

  it('mails each customer once about a proof waiting 2 days, even from two runs at once', async () => {
    await Promise.all([remindOfWaitingProofs(t.app), remindOfWaitingProofs(t.app)]);
    expect(mailsTo(english)).toHaveLength(1);
    expect(mailsTo(chinese)).toHaveLength(1);
  });

  it('writes in the customer’s language, with the link to the proof and nobody else’s order', () => {
    const [toEnglish] = mailsTo(english);
    expect(toEnglish!.subject).toMatch(
      new RegExp(`^Order ${english.orderNo}: your proof of .+ is waiting for your answer$`),
    );
    expect(toEnglish!.text).toMatch(/Proof v1 of .+ is still waiting for your answer/);
    const [toChinese] = mailsTo(chinese);
    expect(toChinese!.subject).toMatch(new RegExp(`^订单 ${chinese.orderNo}：.+的校样正在等待您的答复$`));
    expect(toChinese!.text).toContain('第 v1 版校样仍在等待您的答复');
    for (const [mail, item, other] of [
      [toEnglish!, english, chinese],
      [toChinese!, chinese, english],
    ] as const) {
      expect(mail.text).toContain(proofLink(item));
      expect(mail.text).toContain(`Proof of order ${item.orderNo}`);
      expect(mail.html).not.toContain(other.orderNo);
      expect(mail.html).not.toContain(`no=${other.orderId}&`);
    }
  });

  it('marks the proofs reminded, and a later run sends nothing', async () => {
    const sent = mailer.sent.length;
    await remindOfWaitingProofs(t.app);
    expect(mailer.sent).toHaveLength(sent);
    const [row] = await t.db.select().from(proofs).where(eq(proofs.itemId, english.itemId));
    expect(row!.remindedAt).toBeInstanceOf(Date);
  });

  it('leaves out a proof sent yesterday, an answered or superseded one, and a cancelled order’s', async () => {
    for (const item of notDue) expect(mailsTo(item)).toEqual([]);
    for (const item of notDue) {
      const rows = await t.db.select().from(proofs).where(eq(proofs.itemId, item.itemId));
      expect(rows.map((row) => row.remindedAt)).toEqual(rows.map(() => null));
    }
  });
});

describe('the proof reminder job', () => {
  const mailer = new MemoryMailer();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ mailer });
    await startWorkers(t.app, 0.5);
  });
  afterAll(() => t.close());

  it('runs from its queue', async () => {
    const item = await waiting(t.app, 'en');
    await enqueue(t.app.jobs, 'proofReminders', {});
    await vi.waitUntil(() => mailer.sent.some((mail) => mail.to === item.member.email), {
      timeout: 15_000,
      interval: 100,
    });
  });
});
