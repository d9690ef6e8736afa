import { api } from '@printshop/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CARD, nameCard } from '../../test/designs.ts';
import { call } from '../../test/http.ts';
import { newMember } from '../../test/shop.ts';
import { pruneExpired } from '../jobs/prune.ts';
import { ABANDONED_DESIGN_DAYS } from './prune.ts';
import { designs } from './tables.ts';

describe('the hourly prune of visitors’ designs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const save = (token?: string) =>
    call(t.app, api.designCreate, { productNo: CARD, name: 'Card', layout: nameCard() }, { token });
  const savedDaysAgo = (id: number, days: number) =>
    t.db
      .update(designs)
      .set({ updatedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(designs.id, id));

  it(`removes a visitor’s design ${ABANDONED_DESIGN_DAYS} days after its last save, never a member’s`, async () => {
    const member = await newMember(t.db);
    const [abandoned, recent, members] = [await save(), await save(), await save(member.token)];
    await savedDaysAgo(abandoned.data.id, ABANDONED_DESIGN_DAYS + 1);
    await savedDaysAgo(recent.data.id, ABANDONED_DESIGN_DAYS - 1);
    await savedDaysAgo(members.data.id, ABANDONED_DESIGN_DAYS * 3);
    await pruneExpired(t.app);
    const ids = [abandoned.data.id, recent.data.id, members.data.id];
    const left = await t.db.select({ id: designs.id }).from(designs).where(inArray(designs.id, ids));
    expect(left.map((row) => row.id).sort()).toEqual([recent.data.id, members.data.id].sort());
  });
});
