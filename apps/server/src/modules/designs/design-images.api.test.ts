import { randomBytes } from 'node:crypto';
import { api, type DesignLayout } from '@printshop/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  CARD,
  designerImage,
  designerPdf,
  imageElement,
  keyHeaders,
  layoutOf,
  textElement,
} from '../../test/designs.ts';
import { type CallOptions, call } from '../../test/http.ts';
import { newMember, type TestMember } from '../../test/shop.ts';
import { useOwnDataDir } from '../../test/uploads.ts';
import { files } from '../files/tables.ts';
import { sweepUnreferencedUploads } from '../files/upload-sweep.ts';
import { mediaImages } from '../media/tables.ts';
import { designs } from './tables.ts';

/** The images a design may show: the designer's own uploads, never a PDF, and the shop's images. */
describe('the images of a saved design', () => {
  let t: TestApp;
  let pat: TestMember;
  let sam: TestMember;
  let visitorKey: string;

  const withImage = (src: string): DesignLayout =>
    layoutOf([textElement('name', 'Pat'), imageElement('logo', src)]);
  const withBackground = (src: string): DesignLayout => ({
    version: 1,
    sides: [{ background: '#ffffff', backgroundImage: src, elements: [] }],
  });
  const create = (layout: DesignLayout, options: CallOptions) =>
    call(t.app, api.designCreate, { productNo: CARD, name: 'Logo card', layout }, options);
  const image = (memberId: number | null) => designerImage(t.db, t.app.storage.uploads, memberId);

  beforeAll(async () => {
    useOwnDataDir();
    t = await createTestApp();
    [pat, sam] = await Promise.all([newMember(t.db), newMember(t.db)]);
    const first = await call(t.app, api.designCreate, {
      productNo: CARD,
      name: 'First',
      layout: layoutOf([textElement('name', 'Visitor')]),
    });
    visitorKey = first.data.designKey!;
  });
  afterAll(() => t.close());

  it('lets a member use their own uploads, and a visitor uploads made without logging in', async () => {
    const logo = await image(pat.id);
    const own = await create(withImage(logo), { token: pat.token });
    expect(own.status).toBe(200);
    const [row] = await t.db
      .select({ urls: designs.uploadUrls })
      .from(designs)
      .where(eq(designs.id, own.data.id));
    expect(row!.urls).toEqual([logo]);
    expect((await create(withBackground(await image(pat.id)), { token: pat.token })).status).toBe(200);
    const visitor = await create(withImage(await image(null)), { headers: keyHeaders(visitorKey) });
    expect(visitor.status).toBe(200);
  });

  it('refuses someone else’s upload, a visitor’s upload to a member and a member’s to a visitor', async () => {
    const before = await t.db.$count(designs);
    const cases: [DesignLayout, CallOptions][] = [
      [withImage(await image(sam.id)), { token: pat.token }],
      [withBackground(await image(sam.id)), { token: pat.token }],
      [withImage(await image(null)), { token: pat.token }],
      [withImage(await image(pat.id)), { headers: keyHeaders(visitorKey) }],
      [withImage(await image(pat.id)), {}],
    ];
    for (const [layout, who] of cases) {
      expect(await create(layout, who)).toMatchObject({
        status: 400,
        msg: 'An image of the design is not one you uploaded: please upload it yourself',
      });
    }
    const zh = await create(withImage(await image(sam.id)), { token: pat.token, lang: 'zh' });
    expect(zh.msg).toBe('设计中的某张图片不是您上传的，请自行上传');
    expect(await t.db.$count(designs)).toBe(before);
  });

  it('refuses a PDF as an image, by its address or behind an image’s', async () => {
    const pdf = await designerPdf(t.db, t.app.storage.uploads, pat.id);
    const asPdf = await create(withImage(pdf), { token: pat.token });
    expect(asPdf).toMatchObject({ status: 400, msg: 'Please choose image' });
    const disguised = await create(withImage(pdf.replace(/\.pdf$/, '.png')), { token: pat.token });
    expect(disguised).toMatchObject({
      status: 400,
      msg: 'Only pictures can go in a design: a PDF is uploaded as a design file instead',
    });
  });

  it('refuses an upload or a shop image that does not exist, and takes the shop’s own images', async () => {
    const missing = `/uploads/${randomBytes(16).toString('hex')}.png`;
    const gone = 'An image of the design is no longer there: please upload it again';
    expect(await create(withImage(missing), { token: pat.token })).toMatchObject({ status: 400, msg: gone });
    const wrongType = (await image(pat.id)).replace(/\.png$/, '.jpg');
    expect(await create(withImage(wrongType), { token: pat.token })).toMatchObject({
      status: 400,
      msg: gone,
    });
    const id = randomBytes(16).toString('base64url');
    const shopImage = `/media/uploads/${id}.webp`;
    expect(await create(withImage(shopImage), { token: pat.token })).toMatchObject({
      status: 400,
      msg: gone,
    });
    await t.db
      .insert(mediaImages)
      .values({ id, key: `media-${id}.png`, mime: 'image/png', width: 8, height: 6, staffId: 1 });
    expect((await create(withImage(shopImage), { token: pat.token })).status).toBe(200);
    expect((await create(withImage(shopImage), {})).status).toBe(200);
  });

  it('keeps the uploads a saved design uses from the sweep of unused uploads', async () => {
    const [used, unused] = [await image(null), await image(null)];
    await create(withImage(used), { headers: keyHeaders(visitorKey) });
    const idOf = (url: string) => api.UPLOAD_URL.exec(url)![1]!;
    await t.db
      .update(files)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(sql`${files.id} in (${idOf(used)}, ${idOf(unused)})`);
    await sweepUnreferencedUploads(t.app);
    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(sql`${files.id} in (${idOf(used)}, ${idOf(unused)})`);
    expect(left).toEqual([{ id: idOf(used) }]);
  });
});
