import { api } from '@printshop/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CARD, designerImage, imageElement, keyHeaders, layoutOf, textElement } from '../../test/designs.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { newMember } from '../../test/shop.ts';
import { useOwnDataDir } from '../../test/uploads.ts';
import { files } from '../files/tables.ts';
import { designs } from './tables.ts';

/** A visitor's designs survive logging in: the member claims them with the visitor's key. */
describe('claiming a visitor’s designs: /api/design/claim', () => {
  let t: TestApp;

  beforeAll(async () => {
    useOwnDataDir();
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A visitor with two designs, one of them with its logo; its key and the logo's URL. */
  async function visitorWithDesigns(): Promise<{ key: string; logo: string; ids: number[] }> {
    const logo = await designerImage(t.db, t.app.storage.uploads, null);
    const layout = layoutOf([textElement('name', 'Lin 林'), imageElement('logo', logo)]);
    const first = await call(t.app, api.designCreate, { productNo: CARD, name: 'With logo', layout });
    const key = first.data.designKey!;
    const plain = layoutOf([textElement('name', 'Lin')]);
    const second = await call(
      t.app,
      api.designCreate,
      { productNo: CARD, name: 'Plain', layout: plain },
      { headers: keyHeaders(key) },
    );
    return { key, logo, ids: [first.data.id, second.data.id] };
  }

  const claim = (designKey: string, token?: string, lang?: string) =>
    call(t.app, api.designClaim, { designKey }, { token, lang });

  it('makes the visitor’s designs and uploads the member’s, once', async () => {
    const { key, logo, ids } = await visitorWithDesigns();
    const member = await newMember(t.db);
    const claimed = await claim(key, member.token);
    expect(claimed).toMatchObject({
      status: 200,
      data: { claimed: 2 },
      msg: 'Designs saved before you logged in: 2 now in your account',
    });
    const mine = await call(t.app, api.designList, {}, { token: member.token });
    expect(mine.data.list.map((design) => design.id).sort()).toEqual([...ids].sort());
    expect((await call(t.app, api.designList, {}, { headers: keyHeaders(key) })).data.list).toEqual([]);
    const [upload] = await t.db
      .select({ memberId: files.memberId })
      .from(files)
      .where(eq(files.id, api.UPLOAD_URL.exec(logo)![1]!));
    expect(upload!.memberId).toBe(member.id);

    // Saved again by the member, the layout's upload is now theirs.
    const again = await call(t.app, api.designDetail, { id: ids[0]! }, { token: member.token });
    const saved = await call(
      t.app,
      api.designSave,
      { id: ids[0]!, layout: again.data.layout },
      { token: member.token },
    );
    expect(saved.status).toBe(200);

    const twice = await claim(key, member.token, 'zh');
    expect(twice).toMatchObject({ status: 200, data: { claimed: 0 } });
    const rows = await t.db
      .select({ memberId: designs.memberId })
      .from(designs)
      .where(inArray(designs.id, ids));
    expect(rows.every((row) => row.memberId === member.id)).toBe(true);
  });

  it('needs a logged-in member and a well-formed key', async () => {
    const { key } = await visitorWithDesigns();
    expect(await claim(key)).toMatchObject({ status: 401, msg: 'Please log in first' });
    const member = await newMember(t.db);
    const malformed = await callUnchecked(
      t.app,
      api.designClaim,
      { designKey: 'short' },
      { token: member.token },
    );
    expect(malformed).toMatchObject({ status: 400, msg: 'Please check key of the saved designs' });
    expect((await claim(key, member.token)).data.claimed).toBe(2);
  });

  it(`refuses to take a member beyond ${api.DESIGNS_PER_OWNER} designs, moving nothing`, async () => {
    const { key, ids } = await visitorWithDesigns();
    const member = await newMember(t.db);
    const [row] = await t.db.select().from(designs).where(eq(designs.id, ids[0]!));
    const { id: _, ...design } = row!;
    const full = { ...design, memberId: member.id, visitorKeyHash: null };
    await t.db.insert(designs).values(Array.from({ length: api.DESIGNS_PER_OWNER - 1 }, () => full));
    expect(await claim(key, member.token)).toMatchObject({
      status: 409,
      msg: 'Your account would have more than 200 saved designs: please delete some of them first',
    });
    expect((await call(t.app, api.designList, {}, { headers: keyHeaders(key) })).data.list).toHaveLength(2);
  });
});
