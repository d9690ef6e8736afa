import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bareOrder, type RichOrder, richOrder } from '../../../test/rich-order.ts';
import { newStaff, type TestStaff } from '../../../test/staff.ts';
import { staff as staffTable } from '../../staff/tables.ts';

/**
 * The order screen's answers, captured from the reader of one query per table before it became
 * one query: ids are written "@order", "@item0"… as the database numbers them differently on
 * each run and engine.
 */
const ANSWERS = fs.readFileSync(new URL('./order-screen.answers.json', import.meta.url), 'utf8');

/** The id each "@name" of ANSWERS stands for. */
function idsOf(rich: RichOrder, bare: number): Record<string, number> {
  const listed = (name: string, ids: number[]) => ids.map((id, index) => [`@${name}${index}`, id]);
  return Object.fromEntries([
    ['@order', rich.orderId],
    ['@bare', bare],
    ['@member', rich.memberId],
    ...listed('item', rich.itemIds),
    ...listed('payment', rich.paymentIds),
    ...listed('refund', rich.refundIds),
    ...listed('proof', rich.proofIds),
    ...listed('note', rich.noteIds),
  ]);
}

describe('GET /api/admin/orders/:id, the whole answer', () => {
  let t: TestApp;
  let press: TestStaff;
  let rich: RichOrder;
  let bare: number;

  beforeAll(async () => {
    t = await createTestApp();
    press = await newStaff(t.db, 'production');
    const owner = await newStaff(t.db, 'owner');
    await t.db.update(staffTable).set({ name: 'Pressman Pat' }).where(eq(staffTable.id, press.id));
    await t.db.update(staffTable).set({ name: 'Owner Olive' }).where(eq(staffTable.id, owner.id));
    rich = await richOrder(t.db, { press: press.id, owner: owner.id, gone: 1_999_999_999 });
    bare = await bareOrder(t.db);
  });
  afterAll(() => t.close());

  const body = async (id: number, lang: string) =>
    (await t.app.inject({ url: `/api/admin/orders/${id}`, headers: { ...press.headers, lang } })).body;

  it('answers byte for byte as before, in both languages, for a busy order and a bare one', async () => {
    const ids = idsOf(rich, bare);
    const answers = JSON.parse(ANSWERS, (_key, value) =>
      typeof value === 'string' && value.startsWith('@') ? ids[value] : value,
    );
    expect(await body(rich.orderId, 'en')).toBe(JSON.stringify(answers.rich.en));
    expect(await body(rich.orderId, 'zh')).toBe(JSON.stringify(answers.rich.zh));
    expect(await body(bare, 'en')).toBe(JSON.stringify(answers.bare.en));
  });
});
