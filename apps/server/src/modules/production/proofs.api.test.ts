import { admin, api, MAX_UPLOAD_BYTES } from '@printshop/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { newStaff, type TestStaff } from '../../test/staff.ts';
import { testImage, testPdf, upload, useOwnDataDir } from '../../test/uploads.ts';
import { auditLog } from '../audit/tables.ts';
import { orderItems } from '../orders/tables.ts';
import { itemEvents, proofs } from './tables.ts';

describe('production line: proofs and the customer’s answers', () => {
  const mailer = new MemoryMailer();
  let t: TestApp;
  let app: FastifyInstance;
  let db: Database;
  let press: TestStaff;
  let support: TestStaff;

  beforeAll(async () => {
    useOwnDataDir();
    t = await createTestApp({ mailer });
    ({ app, db } = t);
    [press, support] = await Promise.all([newStaff(db, 'production'), newStaff(db, 'support')]);
  });
  afterAll(() => t.close());

  async function newItem(lang = 'en'): Promise<OrderedItem> {
    const [item] = await orderedItems(db, { lang });
    await payTestOrder(app, item!.member, item!.orderId);
    return item!;
  }

  interface ProofOptions {
    message?: string;
    staff?: TestStaff;
    lang?: string;
    /** Sends the message after the file part instead of before it. */
    messageLast?: boolean;
  }

  function sendProof(
    itemId: number,
    content: Buffer,
    { message, staff = press, lang, messageLast }: ProofOptions = {},
  ) {
    const file = new File([new Uint8Array(content)], 'proof.bin', { type: 'application/octet-stream' });
    const input = messageLast ? { itemId, file, message } : { itemId, message, file };
    return callUnchecked<typeof admin.sendProof>(app, admin.sendProof, input, {
      headers: staff.headers,
      lang,
    });
  }

  const itemRow = async (itemId: number) =>
    (await db.select().from(orderItems).where(eq(orderItems.id, itemId)))[0]!;
  const proofRows = (itemId: number) =>
    db.select().from(proofs).where(eq(proofs.itemId, itemId)).orderBy(asc(proofs.version));
  const detail = (item: OrderedItem, lang?: string) =>
    call(app, api.getOrderDetail, { orderId: item.orderId }, { token: item.member.token, lang });
  const approve = (item: OrderedItem, proofId: number, options: { token?: string; lang?: string } = {}) =>
    call(app, api.approveProof, { proofId }, { token: item.member.token, ...options });
  const askChanges = (item: OrderedItem, input: object, options: { token?: string; lang?: string } = {}) =>
    callUnchecked(app, api.requestChanges, input, { token: item.member.token, ...options });

  it('sends an image proof: version 1, the item waits for the customer, who is mailed and sees it', async () => {
    const item = await newItem();
    const res = await sendProof(item.itemId, await testImage('png'), { message: 'Please check the bleed.' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      version: 1,
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
    });
    expect(await itemRow(item.itemId)).toMatchObject({ state: 'proof_sent', stage: 0 });
    const [stored] = await proofRows(item.itemId);
    expect(stored).toMatchObject({ id: res.data.id, state: 'pending', staffId: press.id, mime: 'image/png' });
    expect(stored!.previewUrl).toBe(stored!.fileUrl);

    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe(item.member.email);
    expect(mail.subject).toMatch(new RegExp(`^Order ${item.orderNo}: your proof of .+ is ready$`));
    expect(mail.text).toContain('proof v1');
    expect(mail.text).toContain('Please check the bleed.');

    const view = await detail(item);
    expect(view.data.dtl).toMatchObject({ state: 'proof_sent', makelStaName: 'Waiting for your approval' });
    expect(view.data.orderMain.orderStatusName).toBe('Waiting for your approval');
    expect(view.data.dtl.proofs).toEqual([
      {
        id: res.data.id,
        version: 1,
        url: res.data.url,
        previewUrl: res.data.url,
        mime: 'image/png',
        message: 'Please check the bleed.',
        state: 'pending',
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        comment: null,
      },
    ]);
    expect((await detail(item, 'zh')).data.dtl.makelStaName).toBe('等待您确认校样');
    const list = await call(app, api.queryOrderList, {}, { token: item.member.token });
    expect(list.data.list[0]!.busOrderItemList[0]).toMatchObject({ state: 'proof_sent' });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, item.itemId));
    expect(audit).toMatchObject({ action: 'item.sendProof', before: { state: 'awaiting_review' } });
    expect(audit!.after).toMatchObject({ state: 'proof_sent', result: { id: res.data.id, version: 1 } });
  });

  it('sends a PDF proof with an image of its first page, and serves the PDF as a download', async () => {
    const item = await newItem('zh');
    const res = await sendProof(item.itemId, testPdf(), { messageLast: true, message: '请确认' });
    expect(res.status).toBe(200);
    expect(res.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    const [stored] = await proofRows(item.itemId);
    expect(stored).toMatchObject({ mime: 'application/pdf', message: '请确认' });
    expect(stored!.previewUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);

    const pdf = await app.inject({ url: res.data.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment');
    expect(pdf.rawPayload.equals(testPdf())).toBe(true);
    const preview = await app.inject({ url: stored!.previewUrl });
    expect(preview.headers['content-type']).toBe('image/png');
    // A 200 x 100 point page is drawn at most 4 times its size, its red box in the lower left.
    const { data, info } = await sharp(preview.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([800, 400]);
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(200, 300)).toEqual([255, 0, 0]);
    expect(at(700, 50)).toEqual([255, 255, 255]);
    expect(mailer.sent.at(-1)!.subject).toMatch(/^订单 .*的校样已就绪$/);
  });

  it('refuses what is not a proof: no file, another type, a damaged PDF, too large, too long a message', async () => {
    const item = await newItem();
    const none = await callUnchecked(
      app,
      admin.sendProof,
      { itemId: item.itemId, message: 'x' },
      { headers: press.headers },
    );
    expect(none).toMatchObject({ status: 400, msg: 'Please choose the proof file to send' });
    expect(await sendProof(item.itemId, Buffer.from('just some text'))).toMatchObject({
      status: 415,
      msg: 'A proof must be a JPEG, PNG, WebP or GIF image or a PDF',
    });
    expect(await sendProof(item.itemId, Buffer.from('%PDF-1.7\nnot really a pdf'))).toMatchObject({
      status: 415,
      msg: 'This PDF is damaged and cannot be read',
    });
    expect((await sendProof(item.itemId, Buffer.from('%PDF-1.7\n'), { lang: 'zh' })).msg).toBe(
      '该 PDF 已损坏，无法读取',
    );
    const huge = await sendProof(item.itemId, Buffer.concat([testPdf(), Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect(huge.status).toBe(413);
    const long = await sendProof(item.itemId, await testImage('png'), { message: 'x'.repeat(2001) });
    expect(long).toMatchObject({
      status: 400,
      msg: 'Message to the customer is too long (at most 2000 characters)',
    });
    const longZh = await sendProof(item.itemId, await testImage('png'), {
      message: `https://example.com/${'a'.repeat(2000)}`,
      lang: 'zh',
    });
    expect(longZh).toMatchObject({ status: 400, msg: '给客户的说明过长（最多 2000 个字符）' });
    const notMultipart = await app.inject({
      method: 'POST',
      url: `/api/admin/items/${item.itemId}/proofs`,
      headers: { ...press.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().msg).toBe('Please choose the proof file to send');
    expect(await proofRows(item.itemId)).toEqual([]);
    expect(await itemRow(item.itemId)).toMatchObject({ state: 'awaiting_review' });
  });

  it('needs production.move to send a proof, and an item that can still get one', async () => {
    const item = await newItem();
    const image = await testImage('png');
    expect((await sendProof(item.itemId, image, { staff: support })).status).toBe(403);
    const file = new File([new Uint8Array(image)], 'p.png');
    expect((await callUnchecked(app, admin.sendProof, { itemId: item.itemId, file })).status).toBe(401);
    const customer = await callUnchecked(
      app,
      admin.sendProof,
      { itemId: item.itemId, file },
      { token: item.member.token },
    );
    expect(customer.status).toBe(401);
    expect((await sendProof(2_000_000_000, image)).status).toBe(404);
    await call(app, admin.approveFiles, { itemId: item.itemId }, { headers: press.headers });
    expect(await sendProof(item.itemId, image)).toMatchObject({
      status: 409,
      msg: 'A proof cannot be sent for this item: it is approved for print.',
    });
    expect(await proofRows(item.itemId)).toEqual([]);
  });

  it('versions proofs: a new one supersedes the pending one, and concurrent sends take distinct versions', async () => {
    const item = await newItem();
    const image = await testImage('png');
    const sent = await Promise.all([1, 2, 3].map(() => sendProof(item.itemId, image)));
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(sent.map((r) => r.data.version).sort()).toEqual([1, 2, 3]);
    const rows = await proofRows(item.itemId);
    expect(rows.map((r) => r.state)).toEqual(['superseded', 'superseded', 'pending']);
    const events = await db.select().from(itemEvents).where(eq(itemEvents.itemId, item.itemId));
    expect(events.map((e) => e.fromState).sort()).toEqual(['awaiting_review', 'proof_sent', 'proof_sent']);
    expect((await detail(item)).data.dtl.proofs.map((p) => p.version)).toEqual([3, 2, 1]);

    const old = await approve(item, rows[0]!.id);
    expect(old).toMatchObject({
      status: 409,
      msg: 'This proof can no longer be answered: it is not the one waiting for your answer.',
    });
    expect((await approve(item, rows[0]!.id, { lang: 'zh' })).msg).toBe(
      '该校样已无法回复：它不是等待您确认的校样。',
    );
  });

  it('lets the customer approve the pending proof once, recording who, when and from where', async () => {
    const item = await newItem();
    const { data: proof } = await sendProof(item.itemId, await testImage('jpeg'));
    const res = await approve(item, proof.id);
    expect(res).toMatchObject({
      status: 200,
      msg: 'Thank you: the proof is approved, we will print it as shown.',
      data: { itemId: item.itemId, state: 'approved' },
    });
    const [row] = await proofRows(item.itemId);
    expect(row).toMatchObject({ state: 'approved', answeredBy: item.member.id, answerIp: '127.0.0.1' });
    expect(row!.answeredAt).toBeInstanceOf(Date);
    const [, answered] = await db
      .select()
      .from(itemEvents)
      .where(eq(itemEvents.itemId, item.itemId))
      .orderBy(asc(itemEvents.id));
    expect(answered).toMatchObject({
      move: 'approveProof',
      memberId: item.member.id,
      staffId: null,
      toState: 'approved',
    });
    expect(await approve(item, proof.id)).toMatchObject({ status: 409 });
    expect((await askChanges(item, { proofId: proof.id, comment: 'too late' })).status).toBe(409);
    expect((await detail(item)).data.dtl).toMatchObject({
      state: 'approved',
      makelStaName: 'Approved, ready to print',
    });
    expect(
      await call(app, admin.printItem, { itemId: item.itemId }, { headers: press.headers }),
    ).toMatchObject({ status: 200 });
  });

  it('takes a request for changes with a comment and a new design file, which joins the item’s files', async () => {
    const item = await newItem();
    const { data: proof } = await sendProof(item.itemId, await testImage('png'));
    const uploaded = await upload(app, await testImage('webp'), { token: item.member.token });
    const filesBefore = (await itemRow(item.itemId)).files;
    const res = await askChanges(item, {
      proofId: proof.id,
      comment: '  Make the logo bigger  ',
      fileurl: uploaded.data.url,
    });
    expect(res).toMatchObject({ status: 200, data: { state: 'changes_requested' } });
    expect((await itemRow(item.itemId)).files).toEqual([...filesBefore, uploaded.data.url]);
    const [row] = await proofRows(item.itemId);
    expect(row).toMatchObject({
      state: 'changes_requested',
      comment: 'Make the logo bigger',
      newFileUrl: uploaded.data.url,
    });
    const view = await detail(item);
    expect(view.data.dtl).toMatchObject({ state: 'changes_requested', makelStaName: 'Making your changes' });
    expect(view.data.dtl.proofs[0]).toMatchObject({
      state: 'changes_requested',
      comment: 'Make the logo bigger',
    });

    const second = await sendProof(item.itemId, await testImage('png'));
    expect(second.data.version).toBe(2);
    expect(await askChanges(item, { proofId: second.data.id, comment: 'Again' })).toMatchObject({
      status: 200,
    });
    expect((await itemRow(item.itemId)).files).toEqual([...filesBefore, uploaded.data.url]);
  });

  it('refuses a request for changes without a comment, too long, or with a file that is not an upload', async () => {
    const item = await newItem();
    const { data: proof } = await sendProof(item.itemId, await testImage('png'));
    expect(await askChanges(item, { proofId: proof.id })).toMatchObject({
      status: 400,
      msg: 'Please tell us what to change',
    });
    expect((await askChanges(item, { proofId: proof.id, comment: ' ' }, { lang: 'zh' })).msg).toBe(
      '请告诉我们需要修改的地方',
    );
    expect(await askChanges(item, { proofId: proof.id, comment: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      msg: 'Comment is too long (at most 2000 characters)',
    });
    for (const fileurl of [
      'https://evil.example/x.png',
      `/uploads/${'0'.repeat(32)}.png`,
      '/uploads/../secret',
    ]) {
      expect(await askChanges(item, { proofId: proof.id, comment: 'ok', fileurl })).toMatchObject({
        status: 400,
        msg: 'An attached file was not found, please upload it again',
      });
    }
    expect((await askChanges(item, { comment: 'ok' })).msg).toBe('Please choose proof');
    expect((await proofRows(item.itemId))[0]!.state).toBe('pending');
    expect((await itemRow(item.itemId)).state).toBe('proof_sent');
  });

  it('answers only the member’s own proofs (404 otherwise), with a token and never a staff cookie', async () => {
    const item = await newItem();
    const stranger = await newItem();
    const { data: proof } = await sendProof(item.itemId, await testImage('png'));
    expect(await approve(stranger, proof.id)).toMatchObject({ status: 404, msg: 'Proof not found' });
    expect((await askChanges(stranger, { proofId: proof.id, comment: 'mine now' })).status).toBe(404);
    expect((await approve(item, 2_000_000_000)).status).toBe(404);
    expect((await call(app, api.approveProof, { proofId: proof.id })).status).toBe(401);
    expect(
      (await call(app, api.approveProof, { proofId: proof.id }, { headers: press.headers })).status,
    ).toBe(401);
    const staffChanges = await callUnchecked(
      app,
      api.requestChanges,
      { proofId: proof.id, comment: 'x' },
      { headers: press.headers },
    );
    expect(staffChanges.status).toBe(401);
    expect((await proofRows(item.itemId))[0]!.state).toBe('pending');
  });
});
