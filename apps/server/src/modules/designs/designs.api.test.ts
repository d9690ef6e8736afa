import { api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CARD, keyHeaders, layoutOf, nameCard, textElement } from '../../test/designs.ts';
import { type CallInput, type CallOptions, call, callUnchecked } from '../../test/http.ts';
import { newMember, type TestMember } from '../../test/shop.ts';
import { hashSecret } from '../identity/sessions.ts';
import { designs } from './tables.ts';

/** Saving, reading and changing one's designs, as a visitor with a key or a member (docs/decisions/100). */
describe('saved designs: /api/design/*', () => {
  let t: TestApp;
  let pat: TestMember;
  let sam: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    [pat, sam] = await Promise.all([newMember(t.db), newMember(t.db)]);
  });
  afterAll(() => t.close());

  const create = (input: Partial<CallInput<typeof api.designCreate>> = {}, options: CallOptions = {}) =>
    call(
      t.app,
      api.designCreate,
      { productNo: CARD, name: 'My card', layout: nameCard(), ...input },
      options,
    );
  const asVisitor = (key: string): CallOptions => ({ headers: keyHeaders(key) });
  const asMember = (member: TestMember): CallOptions => ({ token: member.token });
  const rowOf = async (id: number) => (await t.db.select().from(designs).where(eq(designs.id, id)))[0];

  it('gives a visitor’s first design a key, keeping only its hash, and saves the next ones under it', async () => {
    const first = await create();
    expect(first.status).toBe(200);
    const key = first.data.designKey!;
    expect(key).toMatch(api.DESIGN_KEY_PATTERN);
    expect(first.data).toMatchObject({
      productNo: CARD,
      productName: 'Classic Matte Business Cards',
      templateId: null,
      name: 'My card',
      sides: 1,
      layout: nameCard(),
    });
    expect(await rowOf(first.data.id)).toMatchObject({ memberId: null, visitorKeyHash: hashSecret(key) });
    const stored = JSON.stringify(await t.db.select().from(designs));
    expect(stored).not.toContain(key);

    const second = await create({ name: 'Second' }, asVisitor(key));
    expect(second.data.designKey).toBeNull();
    expect(await rowOf(second.data.id)).toMatchObject({ visitorKeyHash: hashSecret(key) });
    const list = await call(t.app, api.designList, {}, asVisitor(key));
    expect(list.data.list.map((design) => design.name)).toEqual(['Second', 'My card']);
    expect(list.data.list[0]).not.toHaveProperty('layout');
  });

  it('reads, saves again, renames, copies and deletes a design, each in the reader’s language', async () => {
    const { data: made } = await create({}, asMember(pat));
    expect(made.designKey).toBeNull();
    expect(await rowOf(made.id)).toMatchObject({ memberId: pat.id, visitorKeyHash: null });
    const mine = asMember(pat);

    expect((await call(t.app, api.designDetail, { id: made.id }, mine)).data.layout).toEqual(nameCard());
    const twoSided = layoutOf([textElement('name', 'Pat')], [textElement('phone', '555-0100')]);
    const saved = await call(t.app, api.designSave, { id: made.id, layout: twoSided }, mine);
    expect(saved).toMatchObject({ status: 200, msg: 'Design saved', data: { name: 'My card', sides: 2 } });
    expect(saved.data.updateTime >= made.updateTime).toBe(true);

    const renamed = await call(
      t.app,
      api.designRename,
      { id: made.id, name: '名片' },
      { ...mine, lang: 'zh' },
    );
    expect(renamed).toMatchObject({
      msg: '设计已重命名',
      data: { name: '名片', productName: '经典哑光名片' },
    });
    const copy = await call(t.app, api.designDuplicate, { id: made.id }, { ...mine, lang: 'zh' });
    expect(copy.data).toMatchObject({ name: '名片（副本）', sides: 2 });
    expect(copy.data.id).not.toBe(made.id);
    const longName = 'x'.repeat(api.DESIGN_NAME_MAX);
    await call(t.app, api.designRename, { id: made.id, name: longName }, mine);
    const longCopy = await call(t.app, api.designDuplicate, { id: made.id }, mine);
    expect(longCopy.data.name).toHaveLength(api.DESIGN_NAME_MAX);
    expect(longCopy.data.name.endsWith(' (copy)')).toBe(true);

    const gone = await call(t.app, api.designDelete, { id: made.id }, mine);
    expect(gone).toMatchObject({ status: 200, msg: 'Design deleted', data: { id: made.id } });
    expect((await call(t.app, api.designDetail, { id: made.id }, mine)).status).toBe(404);
    expect((await call(t.app, api.designDetail, { id: copy.data.id }, mine)).data.layout).toEqual(twoSided);
  });

  it('starts a design from a published template of its product only', async () => {
    const { data: offered } = await call(t.app, api.designTemplates, { productNo: CARD });
    const template = offered.list[0]!;
    const made = await create({ templateId: template.id, layout: template.layout }, asMember(pat));
    expect(made.data.templateId).toBe(template.id);
    const { data: flyers } = await call(t.app, api.designTemplates, { productNo: 'FL-1001' });
    const refused = await create({ templateId: flyers.list[0]!.id }, asMember(pat));
    expect(refused).toMatchObject({ status: 404, msg: 'No such template' });
  });

  it('answers someone else’s design with a 404 whoever asks, and changes nothing', async () => {
    const { data: patsDesign } = await create({ name: 'Pat’s' }, asMember(pat));
    const visitor = await create({ name: 'Visitor’s' });
    const key = visitor.data.designKey!;
    const { data: otherKey } = await create({});
    const strangers: [number, CallOptions[]][] = [
      [patsDesign.id, [asMember(sam), asVisitor(key), {}]],
      [visitor.data.id, [asMember(pat), asVisitor(otherKey.designKey!), {}]],
    ];
    for (const [id, callers] of strangers) {
      const before = await rowOf(id);
      for (const who of callers) {
        const answers = await Promise.all([
          call(t.app, api.designDetail, { id }, who),
          call(t.app, api.designSave, { id, name: 'Taken', layout: nameCard('Taken') }, who),
          call(t.app, api.designRename, { id, name: 'Taken' }, who),
          call(t.app, api.designDuplicate, { id }, who),
          call(t.app, api.designDelete, { id }, who),
        ]);
        for (const answer of answers) expect(answer).toMatchObject({ status: 404, msg: 'No such design' });
      }
      expect(await rowOf(id)).toEqual(before);
    }
    const samsList = await call(t.app, api.designList, {}, asMember(sam));
    expect(samsList.data.list.map((design) => design.id)).not.toContain(patsDesign.id);
  });

  it('gives a visitor without a key no designs, and refuses a malformed key or a dead token', async () => {
    expect((await call(t.app, api.designList, {})).data.list).toEqual([]);
    const badKey = await call(t.app, api.designList, {}, asVisitor('not-a-key'));
    expect(badKey.status).toBe(400);
    expect(badKey.msg).toBe('The key of your saved designs is not valid: please open the editor again');
    const deadToken = await create({}, { token: 'no-such-session' });
    expect(deadToken).toMatchObject({ status: 401, msg: 'Please log in first' });
  });

  it('refuses products that are not shown or cannot be designed', async () => {
    expect(await create({ productNo: 'NO-SUCH' })).toMatchObject({ status: 404, msg: 'Product not found' });
    expect(await create({ productNo: api.QUOTE_PRODUCT_NO })).toMatchObject({ status: 404 });
    const booklet = await create({ productNo: 'BK-1001' });
    expect(booklet).toMatchObject({ status: 409 });
    expect(booklet.msg).toMatch(/cannot be designed online/);
    const twoSided = layoutOf([textElement('a', 'Front')], [textElement('b', 'Back')]);
    const sticker = await create({ productNo: 'ST-1001', layout: twoSided });
    expect(sticker).toMatchObject({
      status: 400,
      msg: 'This product prints on one side only: its design has one side',
    });
  });

  describe('a hostile layout gets a 4xx naming the field, and nothing is written', () => {
    const element = (more: Record<string, unknown>) => ({ ...textElement('e', 'Hi'), ...more });
    const withElement = (more: Record<string, unknown>) => ({
      version: 1,
      sides: [{ background: '#ffffff', backgroundImage: null, elements: [element(more)] }],
    });
    const many = Array.from({ length: 61 }, (_, i) => textElement(`e${i}`, 'x'));

    it.each([
      ['too many elements', layoutOf(many), 400, 'Please give at most 60 elements of a side'],
      ['three sides', layoutOf([], [], []), 400, 'Please give at most 2 sides'],
      ['a huge number', withElement({ x: 1e308 }), 400, 'Horizontal position (mm) must be at most 3048'],
      [
        'NaN written as text',
        withElement({ y: 'NaN' }),
        400,
        'Please enter a number for vertical position (mm)',
      ],
      ['a negative size', withElement({ width: -5 }), 400, 'Width (mm) must be at least 0'],
      ['an unknown font', withElement({ font: 'comic-sans' }), 400, 'Please choose font'],
      ['a tiny font size', withElement({ sizePt: 1 }), 400, 'Font size (pt) must be at least 4'],
      [
        'a long text',
        withElement({ text: 'x'.repeat(501) }),
        400,
        'Text is too long (at most 500 characters)',
      ],
      ['a bad colour', withElement({ colour: 'red' }), 400, 'Please check colour'],
      [
        'a NUL in a text',
        withElement({ text: 'a\u0000b' }),
        400,
        'Text contains characters that are not allowed',
      ],
      ['an unknown kind', withElement({ kind: 'script' }), 400, 'Please choose kind of element'],
      [
        'two elements with one id',
        layoutOf([textElement('a', '1'), textElement('a', '2')]),
        400,
        'Please check elements of a side',
      ],
      ['another version', { ...nameCard(), version: 2 }, 400, 'Please choose design version'],
      ['no layout', undefined, 400, 'Please input design'],
    ])('%s', async (_, layout, status, msg) => {
      const before = await t.db.$count(designs);
      const answer = await callUnchecked(t.app, api.designCreate, { productNo: CARD, name: 'Bad', layout });
      expect(answer).toMatchObject({ status, msg });
      expect(await t.db.$count(designs)).toBe(before);
    });

    it('says so in Chinese too', async () => {
      const answer = await callUnchecked(
        t.app,
        api.designCreate,
        { productNo: CARD, name: 'Bad', layout: withElement({ font: 'comic-sans' }) },
        { lang: 'zh' },
      );
      expect(answer).toMatchObject({ status: 400, msg: '请选择字体' });
      const unnamed = await callUnchecked(t.app, api.designCreate, {
        productNo: CARD,
        name: ' ',
        layout: nameCard(),
      });
      expect(unnamed.msg).toBe('Please give the design a name');
    });

    it('refuses 300 kB of JSON as too large before reading it', async () => {
      const before = await t.db.$count(designs);
      const padded = { ...nameCard(), padding: 'x'.repeat(300_000) };
      for (const lang of ['en', 'zh']) {
        const answer = await callUnchecked(
          t.app,
          api.designCreate,
          { productNo: CARD, name: 'Big', layout: padded },
          { lang },
        );
        expect(answer.status).toBe(413);
        expect(answer.msg).toBe(
          lang === 'en' ? 'The design is too large (at most 200 kB)' : '设计内容过大（最多 200 KB）',
        );
      }
      const { data: mine } = await create({}, asMember(pat));
      const save = await callUnchecked(t.app, api.designSave, { id: mine.id, layout: padded }, asMember(pat));
      expect(save.status).toBe(413);
      expect(await t.db.$count(designs)).toBe(before + 1);
    });
  });

  it(`keeps at most ${api.DESIGNS_PER_OWNER} designs per owner, then refuses new ones and copies with a 409`, async () => {
    const member = await newMember(t.db);
    const { data: first } = await create({}, asMember(member));
    const row = await rowOf(first.id);
    const { id: _, ...copy } = row!;
    await t.db.insert(designs).values(Array.from({ length: api.DESIGNS_PER_OWNER - 1 }, () => copy));
    const before = await t.db.$count(designs);
    const refused = await create({}, asMember(member));
    expect(refused).toMatchObject({
      status: 409,
      msg: 'You have 200 saved designs, the most that can be kept: delete one to save another',
    });
    expect((await call(t.app, api.designDuplicate, { id: first.id }, asMember(member))).status).toBe(409);
    expect(await t.db.$count(designs)).toBe(before);
    await call(t.app, api.designDelete, { id: first.id }, asMember(member));
    expect((await create({}, asMember(member))).status).toBe(200);
  });

  it('limits a visitor’s new designs by address, not a member’s', async () => {
    const ip = '10.20.30.40';
    const answers = [];
    for (let i = 0; i <= 60; i++) answers.push((await create({}, { ip })).status);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await create({}, { ip, token: pat.token })).status).toBe(200);
  });
});
