import { admin, api } from '@printshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MemoryMailer, type TestApp } from '../../test/app.ts';
import { call, callUnchecked } from '../../test/http.ts';
import { type OrderedItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { newStaff, type TestStaff } from '../../test/staff.ts';
import { testImage, upload, useOwnDataDir } from '../../test/uploads.ts';
import { staff } from './tables.ts';

/** docs/staff.md#mails-to-staff: each staff member is mailed of what they chose, in their language. */
describe('mails to staff of paid orders and of customers’ answers to proofs', () => {
  const mailer = new MemoryMailer();
  let t: TestApp;
  let ownerEn: TestStaff;
  let ownerZh: TestStaff;
  let ownerQuiet: TestStaff;
  let ownerGone: TestStaff;
  let press: TestStaff;

  const choose = async (who: TestStaff, notices: admin.StaffNotice[], lang = 'en') => {
    const res = await call(t.app, admin.adminSaveMyNotices, { notices }, { headers: who.headers, lang });
    expect(res.status).toBe(200);
  };
  const mailsTo = (who: TestStaff) => mailer.sent.filter((mail) => mail.to === who.email);
  const publicUrl = 'http://localhost:3000';

  beforeAll(async () => {
    useOwnDataDir();
    t = await createTestApp({ mailer });
    [ownerEn, ownerZh, ownerQuiet, ownerGone, press] = await Promise.all([
      newStaff(t.db, 'owner'),
      newStaff(t.db, 'owner'),
      newStaff(t.db, 'owner'),
      newStaff(t.db, 'owner'),
      newStaff(t.db, 'production'),
    ]);
    await choose(ownerEn, ['orderPaid']);
    await choose(ownerZh, ['orderPaid'], 'zh');
    await choose(ownerQuiet, ['proofApproved']);
    await choose(ownerGone, ['orderPaid', 'proofApproved', 'changesRequested']);
    await t.db.update(staff).set({ active: false }).where(eq(staff.id, ownerGone.id));
    await choose(press, ['proofApproved', 'changesRequested'], 'zh');
  });
  afterAll(() => t.close());

  async function paidItem(): Promise<OrderedItem> {
    const [item] = await orderedItems(t.db);
    await payTestOrder(t.app, item!.member, item!.orderId);
    return item!;
  }

  /** A paid item with a proof waiting for the customer's answer, and that proof's id. */
  async function proofSent(): Promise<{ item: OrderedItem; proofId: number }> {
    const item = await paidItem();
    const file = new File([new Uint8Array(await testImage('png'))], 'proof.png', { type: 'image/png' });
    const sent = await callUnchecked<typeof admin.sendProof>(
      t.app,
      admin.sendProof,
      { itemId: item.itemId, message: 'Please check', file },
      { headers: press.headers },
    );
    expect(sent.status).toBe(200);
    return { item, proofId: sent.data.id };
  }

  it('tells the owners who chose it of a paid order, each in their language, with a link to it', async () => {
    const item = await paidItem();
    const [english] = mailsTo(ownerEn);
    expect(mailsTo(ownerEn)).toHaveLength(1);
    expect(english!.subject).toBe(`Order ${item.orderNo} is paid`);
    expect(english!.text).toMatch(/Business Cards × 1/);
    expect(english!.text).toContain(`${publicUrl}/admin/orders/${item.orderId}`);
    expect(english!.html).toContain(`href="${publicUrl}/admin/orders/${item.orderId}"`);
    const [chinese] = mailsTo(ownerZh);
    expect(chinese!.subject).toBe(`订单 ${item.orderNo} 已付款`);
    expect(chinese!.text).toMatch(/名片 × 1/);
    expect(chinese!.text).toContain(`${publicUrl}/admin/orders/${item.orderId}`);
  });

  it('mails no one who did not choose it, nor an inactive member', async () => {
    await paidItem();
    expect(mailsTo(ownerQuiet)).toEqual([]);
    expect(mailsTo(ownerGone)).toEqual([]);
    expect(mailsTo(press)).toEqual([]);
  });

  it('tells production staff who chose it that a customer approved a proof', async () => {
    const { item, proofId } = await proofSent();
    const before = mailsTo(press).length;
    const approved = await call(t.app, api.approveProof, { proofId }, { token: item.member.token });
    expect(approved.status).toBe(200);
    const mails = mailsTo(press).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(new RegExp(`^订单 ${item.orderNo}：客户已确认.*名片的校样$`)),
    ]);
    expect(mails[0]!.text).toContain(`${publicUrl}/admin/orders/${item.orderId}#item-${item.itemId}`);
    expect(mailsTo(ownerQuiet).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(
        new RegExp(`^Order ${item.orderNo}: the customer approved the proof of .*Business Cards$`),
      ),
    ]);
    expect(mailsTo(ownerGone)).toEqual([]);
  });

  it('tells them of a request for changes, with the customer’s comment and new file', async () => {
    const { item, proofId } = await proofSent();
    const before = mailsTo(press).length;
    const fileurl = (await upload(t.app, await testImage('webp'), { token: item.member.token })).data.url;
    const asked = await call(
      t.app,
      api.requestChanges,
      { proofId, comment: 'Make the <logo> bigger', fileurl },
      { token: item.member.token },
    );
    expect(asked.status).toBe(200);
    const [mail] = mailsTo(press).slice(before);
    expect(mail!.subject).toMatch(new RegExp(`^订单 ${item.orderNo}：客户要求修改.*名片$`));
    expect(mail!.text).toContain('Make the <logo> bigger');
    expect(mail!.html).toContain('Make the &lt;logo&gt; bigger');
    expect(mail!.text).toContain(`${publicUrl}${fileurl}`);
    expect(mailsTo(ownerQuiet).some((sent) => sent.subject.includes('changes'))).toBe(false);
  });

  it('answers the customer even when a staff mail fails', async () => {
    const { item, proofId } = await proofSent();
    const send = mailer.send.bind(mailer);
    mailer.send = async (message) => {
      if (message.to === press.email) throw new Error('SMTP down');
      await send(message);
    };
    try {
      const approved = await call(t.app, api.approveProof, { proofId }, { token: item.member.token });
      expect(approved.status).toBe(200);
    } finally {
      mailer.send = send;
    }
  });
});
