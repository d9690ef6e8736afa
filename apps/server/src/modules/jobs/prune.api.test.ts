import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newMember } from '../../test/shop.ts';
import { newStaff } from '../../test/staff.ts';
import { hashSecret } from '../identity/sessions.ts';
import { passwordResets, sessions } from '../identity/tables.ts';
import { rateLimits } from '../ratelimit/tables.ts';
import { staffSessions } from '../staff/tables.ts';
import { pruneExpired } from './prune.ts';

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000);

describe('the hourly prune', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes expired sessions, reset keys, idle staff sessions and ended rate-limit windows, and keeps live ones', async () => {
    const member = await newMember(t.db);
    const [expired] = await t.db
      .insert(sessions)
      .values({ memberId: member.id, tokenHash: hashSecret('expired'), expiresAt: hoursFromNow(-1) })
      .returning({ id: sessions.id });
    await t.db.insert(passwordResets).values([
      { memberId: member.id, keyHash: hashSecret('old-key'), expiresAt: hoursFromNow(-1) },
      { memberId: member.id, keyHash: hashSecret('live-key'), expiresAt: hoursFromNow(1) },
    ]);
    const idle = await newStaff(t.db, 'owner');
    const working = await newStaff(t.db, 'owner');
    await t.db
      .update(staffSessions)
      .set({ lastUsedAt: sql`now() - interval '13 hours'` })
      .where(eq(staffSessions.staffId, idle.id));
    await t.db.insert(rateLimits).values([
      { key: 'test:ended', hits: 5, resetAt: hoursFromNow(-1) },
      { key: 'test:running', hits: 5, resetAt: hoursFromNow(1) },
    ]);

    await pruneExpired(t.app);
    await pruneExpired(t.app);

    const memberSessions = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.memberId, member.id));
    expect(memberSessions.map((row) => row.id)).not.toContain(expired!.id);
    expect(memberSessions).toHaveLength(1);
    const keys = await t.db
      .select({ keyHash: passwordResets.keyHash })
      .from(passwordResets)
      .where(eq(passwordResets.memberId, member.id));
    expect(keys).toEqual([{ keyHash: hashSecret('live-key') }]);
    const staffLeft = await t.db
      .select({ staffId: staffSessions.staffId })
      .from(staffSessions)
      .where(inArray(staffSessions.staffId, [idle.id, working.id]));
    expect(staffLeft).toEqual([{ staffId: working.id }]);
    const windows = await t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['test:ended', 'test:running']));
    expect(windows).toEqual([{ key: 'test:running' }]);
  });
});
