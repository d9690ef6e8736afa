import { admin } from '@printshop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { t as text } from '../../i18n/messages.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type CallInput, call } from '../../test/http.ts';
import { newStaff, type TestStaff } from '../../test/staff.ts';
import { updateStaffAccount } from './accounts.ts';
import { staff } from './tables.ts';

/**
 * Two owners, the shop's only ones, take each other's owner rights away at the same moment.
 * Whoever comes first wins; the other is refused, so the shop always keeps an active owner.
 * On PostgreSQL the two PATCHes really run at once; on PGlite they queue.
 */
const ROUNDS = 10;
type Change = Omit<CallInput<typeof admin.adminStaffUpdate>, 'id'>;

describe('the last active owner under concurrent changes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Two new owners, and no other active owner in the shop. */
  async function onlyOwners(): Promise<[TestStaff, TestStaff]> {
    await t.db.update(staff).set({ active: false }).where(eq(staff.role, 'owner'));
    return Promise.all([newStaff(t.db, 'owner'), newStaff(t.db, 'owner')]);
  }

  const activeOwners = async () =>
    (
      await t.db
        .select()
        .from(staff)
        .where(and(eq(staff.role, 'owner'), eq(staff.active, true)))
    ).length;

  async function race(change: Change, refusedAfterwards: number): Promise<void> {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await onlyOwners();
      const patch = (editor: TestStaff, target: TestStaff) =>
        call(t.app, admin.adminStaffUpdate, { id: target.id, ...change }, { headers: editor.headers });
      const answers = await Promise.all([patch(a, b), patch(b, a)]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      // The loser was refused for the last owner (409), or, when its request arrived after the
      // winner's change, for its own session (401) or role (403).
      expect([409, refusedAfterwards]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.status === 409);
      if (refused) expect(refused.msg).toBe('The shop must keep at least one active owner');
      expect(await activeOwners()).toBe(1);
    }
  }

  it('keeps one when two owners deactivate each other at once', () => race({ active: false }, 401));

  it('keeps one when two owners demote each other at once', () => race({ role: 'production' }, 403));

  it('refuses a change that would leave no active owner, in the reader’s language', async () => {
    const [a, b] = await onlyOwners();
    // As when b's demotion of a committed while a's own change of b waited for the owners' rows.
    await t.db.update(staff).set({ role: 'production' }).where(eq(staff.id, a.id));
    const refusal = await updateStaffAccount(
      t.db,
      b.id,
      { active: false },
      { staffId: a.id, ip: '::1' },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 409, key: 'staffLastOwner' });
    expect(text('zh', 'staffLastOwner')).toBe('店铺必须保留至少一位启用的店主');
    expect(await activeOwners()).toBe(1);
    const [kept] = await t.db.select().from(staff).where(eq(staff.id, b.id));
    expect(kept!.active).toBe(true);
  });
});
