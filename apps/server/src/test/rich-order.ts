import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { files } from '../modules/files/tables.ts';
import { members } from '../modules/identity/tables.ts';
import { type AddressSnapshot, orderItems, orderNotes, orders } from '../modules/orders/tables.ts';
import { payments, refunds } from '../modules/payments/tables.ts';
import { itemEvents, proofs } from '../modules/production/tables.ts';

/** A time written with microseconds, which the database keeps and a JavaScript Date does not. */
const at = (time: string): SQL<Date> => sql`${time}::timestamptz`;

const address = (fields: Partial<AddressSnapshot>): AddressSnapshot => ({
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  companyName: 'Engines Ltd',
  countryCode: 'US',
  provinceCode: 'CA',
  city: 'Los Angeles',
  postalcode: '90001',
  phone: '(213) 555-0100',
  address: '1 Main Street',
  remark: '',
  ...fields,
});

/** Design files' ids: a checked PDF, an image without a preflight, and a PNG its URL calls a JPEG. */
export const RICH_ORDER_FILES = {
  checked: '0123456789abcdef0123456789abcdef',
  unchecked: '1123456789abcdef0123456789abcdef',
  misnamed: '2123456789abcdef0123456789abcdef',
};

export interface RichOrder {
  orderId: number;
  memberId: number;
  itemIds: [number, number, number];
  paymentIds: [number, number];
  refundIds: [number, number];
  proofIds: [number, number, number];
  noteIds: [number, number, number];
}

/** Who works on the order: `press` moves its items, `owner` refunds it; `gone` is no staff member. */
export interface RichOrderStaff {
  press: number;
  owner: number;
  gone: number;
}

async function insertDesignFiles(db: Database): Promise<void> {
  await db.insert(files).values([
    {
      id: RICH_ORDER_FILES.checked,
      mime: 'application/pdf',
      size: 1000,
      pages: 2,
      preflight: [
        {
          code: 'size',
          status: 'warn',
          reason: 'sizePdfNoBleed',
          values: { bleed: 3.175, width: 95.3, height: 57.2 },
        },
        { code: 'pages', status: 'pass', reason: 'pagesMatch', values: { pages: 2 } },
      ],
    },
    { id: RICH_ORDER_FILES.unchecked, mime: 'image/png', size: 10 },
    {
      id: RICH_ORDER_FILES.misnamed,
      mime: 'image/png',
      size: 10,
      preflight: [{ code: 'colour', status: 'pass', reason: 'colourCmyk', values: {} }],
    },
  ]);
}

async function insertItems(db: Database, orderId: number): Promise<RichOrder['itemIds']> {
  const line = { orderId, productId: 1, skuId: 1, productImg: '/media/card.webp', qty: 2 };
  const rows = await db
    .insert(orderItems)
    .values([
      {
        ...line,
        productNo: 'BC-1001',
        productName: { en: 'Business cards', zh: '名片' },
        attributes: [
          { key: { en: 'Paper', zh: '纸张' }, value: { en: 'Matte', zh: '哑光' } },
          { key: { en: 'Corners' }, value: { en: 'Rounded' } },
        ],
        files: [
          `/uploads/${RICH_ORDER_FILES.checked}.pdf`,
          `/uploads/${RICH_ORDER_FILES.unchecked}.png`,
          `/uploads/${RICH_ORDER_FILES.misnamed}.jpg`,
          '/uploads/elsewhere.pdf',
        ],
        unitPriceCents: 1999,
        subtotalCents: 3998,
        stage: 1,
        state: 'printing',
        shipBy: '2024-03-08',
        dueAt: at('2024-03-09 07:59:59.999999+00'),
      },
      {
        ...line,
        productNo: 'LB-1001',
        productName: { en: 'Labels', zh: '标签' },
        attributes: [],
        files: [],
        unitPriceCents: 500,
        subtotalCents: 1000,
        stage: 2,
        state: 'shipped',
        carrier: 'UPS',
        trackingNo: '1Z999',
        shipBy: '2024-03-07',
        dueAt: at('2024-03-08 07:59:59.999999+00'),
      },
      {
        ...line,
        productNo: 'ST-1001',
        productName: { en: 'Stickers' },
        attributes: [],
        files: [],
        unitPriceCents: 250,
        subtotalCents: 500,
        dueAt: at('2099-01-01 08:00:00+00'),
      },
    ])
    .returning({ id: orderItems.id });
  return rows.map((row) => row.id) as RichOrder['itemIds'];
}

/**
 * A paid order with everything the back office's order screen shows: three items (one late,
 * one shipped, one waiting) with design files, proofs, payments declined and taken, refunds,
 * moves by staff and by the customer, and notes, at times with microseconds and ties. Every
 * value is fixed but the ids, so an answer about it can be compared byte for byte.
 */
export async function richOrder(db: Database, staff: RichOrderStaff): Promise<RichOrder> {
  const [member] = await db
    .insert(members)
    .values({
      email: 'ada.screen@example.com',
      passwordHash: 'x',
      firstname: 'Ada',
      lastname: 'Lovelace',
      nickname: 'Ada',
      mobile: '+1 213 555 0100',
    })
    .returning({ id: members.id });
  const memberId = member!.id;
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: 'SCREEN-0001',
      memberId,
      paymentStatus: 'paid',
      subtotalCents: 5498,
      discountCents: 550,
      taxCents: 408,
      shippingCents: 995,
      totalCents: 6351,
      couponCode: 'SPRING10',
      remark: 'Please pack "carefully" \\ thanks',
      shippingAddress: address({}),
      billingAddress: address({ countryCode: 'CN', provinceCode: 'ZZ', city: '上海' }),
      idempotencyKey: 'screen-0001',
      paidAt: at('2024-03-04 09:25:01.000001+00'),
      refundedCents: 1500,
      createdAt: at('2024-03-04 09:15:00.123456+00'),
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await insertDesignFiles(db);
  const itemIds = await insertItems(db, orderId);
  const [card, label] = itemIds;

  const paid = await db
    .insert(payments)
    .values([
      {
        orderId,
        provider: 'test',
        intentId: 'screen_pi_1',
        status: 'failed',
        amountCents: 6351,
        failureMessage: 'Your card was declined.',
        createdAt: at('2024-03-04 09:20:00.999999+00'),
      },
      {
        orderId,
        provider: 'test',
        intentId: 'screen_pi_2',
        status: 'succeeded',
        amountCents: 6351,
        createdAt: at('2024-03-04 09:25:00.5+00'),
      },
    ])
    .returning({ id: payments.id });

  const refunded = await db
    .insert(refunds)
    .values([
      {
        orderId,
        requestId: 'screen-r1',
        amountCents: 500,
        reason: 'Late',
        staffId: staff.owner,
        createdAt: at('2024-03-07 11:00:00.0005+00'),
      },
      {
        orderId,
        requestId: 'screen-r2',
        amountCents: 1000,
        itemIds: [label],
        reason: 'Smudged',
        staffId: staff.gone,
        createdAt: at('2024-03-07 11:00:00.0005+00'),
      },
    ])
    .returning({ id: refunds.id });

  const proofLine = { previewUrl: '/uploads/proof.webp', mime: 'image/png', staffId: staff.press };
  const sent = await db
    .insert(proofs)
    .values([
      {
        ...proofLine,
        itemId: card,
        version: 1,
        fileUrl: '/uploads/proof-1.png',
        message: 'First proof',
        state: 'changes_requested',
        answeredAt: at('2024-03-05 12:00:00.75+00'),
        answeredBy: memberId,
        comment: 'Bigger logo',
        newFileUrl: '/uploads/new-design.pdf',
        createdAt: at('2024-03-05 10:00:00.25+00'),
      },
      {
        ...proofLine,
        itemId: card,
        version: 2,
        fileUrl: '/uploads/proof-2.png',
        state: 'pending',
        createdAt: at('2024-03-06 08:00:00+00'),
      },
      {
        ...proofLine,
        itemId: label,
        version: 1,
        fileUrl: '/uploads/proof-3.png',
        state: 'approved',
        answeredAt: at('2024-03-05 13:00:00+00'),
        answeredBy: memberId,
        createdAt: at('2024-03-05 10:30:00+00'),
      },
    ])
    .returning({ id: proofs.id });

  const move = { orderId, staffId: staff.press };
  await db.insert(itemEvents).values([
    {
      ...move,
      itemId: card,
      move: 'sendProof',
      fromState: 'awaiting_review',
      toState: 'proof_sent',
      note: 'First proof',
      createdAt: at('2024-03-05 10:00:00.25+00'),
    },
    {
      orderId,
      itemId: card,
      memberId,
      move: 'requestChanges',
      fromState: 'proof_sent',
      toState: 'changes_requested',
      note: 'Bigger logo',
      createdAt: at('2024-03-05 12:00:00.75+00'),
    },
    {
      ...move,
      itemId: label,
      move: 'ship',
      fromState: 'printing',
      toState: 'shipped',
      createdAt: at('2024-03-06 08:00:00+00'),
    },
    {
      ...move,
      itemId: card,
      move: 'sendProof',
      fromState: 'changes_requested',
      toState: 'proof_sent',
      createdAt: at('2024-03-06 08:00:00+00'),
    },
    {
      ...move,
      staffId: staff.gone,
      itemId: label,
      move: 'approveFiles',
      fromState: 'awaiting_review',
      toState: 'approved',
      createdAt: at('2024-03-04 09:25:01.000001+00'),
    },
  ]);

  const noted = await db
    .insert(orderNotes)
    .values([
      { orderId, staffId: staff.press, text: 'Checked the bleed', createdAt: at('2024-03-05 09:00:00+00') },
      { orderId, staffId: staff.owner, text: 'Customer called', createdAt: at('2024-03-06 09:00:00+00') },
      { orderId, staffId: staff.gone, text: 'Same minute', createdAt: at('2024-03-06 09:00:00+00') },
    ])
    .returning({ id: orderNotes.id });

  return {
    orderId,
    memberId,
    itemIds,
    paymentIds: paid.map((row) => row.id) as RichOrder['paymentIds'],
    refundIds: refunded.map((row) => row.id) as RichOrder['refundIds'],
    proofIds: sent.map((row) => row.id) as RichOrder['proofIds'],
    noteIds: noted.map((row) => row.id) as RichOrder['noteIds'],
  };
}

/**
 * An order with nothing around it: cancelled before it was paid, no billing address, a country
 * the shop does not know, and a customer whose account is gone.
 */
export async function bareOrder(db: Database): Promise<number> {
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: 'SCREEN-0002',
      memberId: 2_000_000_000,
      paymentStatus: 'pending',
      subtotalCents: 0,
      discountCents: 0,
      taxCents: 0,
      shippingCents: 0,
      totalCents: 0,
      shippingAddress: address({ countryCode: 'QQ', provinceCode: '' }),
      idempotencyKey: 'screen-0002',
      cancelledAt: at('2024-03-10 10:00:00.000001+00'),
      cancelReason: 'Asked by phone',
      createdAt: at('2024-03-10 09:00:00+00'),
    })
    .returning({ id: orders.id });
  return order!.id;
}
