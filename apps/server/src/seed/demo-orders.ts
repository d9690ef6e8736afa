import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { ADDRESS_TYPE, admin, type api } from '@printshop/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { saveAddress } from '../modules/addresses/service.ts';
import { subtotalCents } from '../modules/cart/service.ts';
import { describeSkus } from '../modules/catalog/service.ts';
import { products, skus } from '../modules/catalog/tables.ts';
import { members } from '../modules/identity/tables.ts';
import { priceOrder } from '../modules/orders/checkout.ts';
import { insertOrder, type OrderLine, snapshotAddress } from '../modules/orders/placing.ts';
import { redeemCoupon } from '../modules/orders/rules.ts';
import { orderItems, orderNotes, orders } from '../modules/orders/tables.ts';
import { payments } from '../modules/payments/tables.ts';
import { itemEvents, proofs } from '../modules/production/tables.ts';

/** The demo staff by role: who moved the demo items along the line. */
export type DemoStaffIds = Record<admin.StaffRole, number>;

/** A demo customer: their account and the address they use for billing and delivery alike. */
export interface DemoPerson {
  email: string;
  /** Only the README's demo member logs in; the others get a random password. */
  password?: string;
  lang: 'en' | 'zh';
  firstname: string;
  lastname: string;
  companyName: string;
  countryCode: string;
  provinceCode: string;
  city: string;
  address: string;
  remark: string;
  postalcode: string;
  phone: string;
}

/** What a demo order looks like. */
export interface DemoOrder {
  daysAgo: number;
  /** [product number prefix, which SKU of its first product, quantity] per line */
  lines: [string, number, number][];
  payment: api.PaymentStatus;
  /** Each line's state; the moves that led there are written to its history. */
  states: admin.ItemState[];
  coupon?: string;
  remark?: string;
  /** The owner cancelled the order with this reason, and refunded what was paid. */
  cancelReason?: string;
  /** Internal notes the support staff wrote on it. */
  notes?: string[];
}

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** The moves that take a new item to each state, in order. */
const MOVES_TO: Record<admin.ItemState, admin.ForwardMove[]> = {
  awaiting_review: [],
  proof_sent: ['sendProof'],
  changes_requested: ['sendProof', 'requestChanges'],
  approved: ['approveFiles'],
  printing: ['approveFiles', 'print'],
  shipped: ['approveFiles', 'print', 'ship'],
  delivered: ['approveFiles', 'print', 'ship', 'deliver'],
  cancelled: ['cancel'],
};

/** The time between an item's moves since `since`: a few hours, all of them before now. */
function stepOf(since: Date, moves: number): number {
  return Math.min(20 * HOUR, (Date.now() - since.getTime()) / (moves + 1));
}

const PROOF_MESSAGE = 'Here is your proof: please check the text, colours and trim before we print.';
const CHANGES_COMMENT = 'Please make the logo a little larger and move the phone number to the back.';
const MOVE_NOTES: Partial<Record<admin.ItemMove, string>> = {
  sendProof: PROOF_MESSAGE,
  requestChanges: CHANGES_COMMENT,
};

async function skuIdOf(db: Db, prefix: string, index: number): Promise<number> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(like(products.productNo, `${prefix}-%`), eq(products.active, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error(`demo orders: no product ${prefix}-*`);
  const rows = await db
    .select({ id: skus.id })
    .from(skus)
    .where(eq(skus.productId, product.id))
    .orderBy(asc(skus.id));
  const row = rows[index % rows.length];
  if (!row) throw new Error(`demo orders: ${prefix} has no SKUs`);
  return row.id;
}

/**
 * Each item's history (item_events) from `since` on, as the production line would have written
 * it, a few hours between moves and none later than now; and the proof of each item that had one,
 * its picture the product's own mock-up.
 */
async function writeHistory(
  db: Db,
  order: { id: number; memberId: number; since: Date; reason?: string },
  staff: DemoStaffIds,
) {
  const items = await db
    .select({ id: orderItems.id, state: orderItems.state, img: orderItems.productImg })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  for (const item of items) {
    const moves = MOVES_TO[item.state];
    const step = stepOf(order.since, moves.length);
    let from: admin.ItemState = 'awaiting_review';
    for (const [index, move] of moves.entries()) {
      const to = admin.ITEM_MOVE_RULES[move].to;
      const byCustomer = move === 'requestChanges';
      await db.insert(itemEvents).values({
        orderId: order.id,
        itemId: item.id,
        move,
        fromState: from,
        toState: to,
        staffId: byCustomer ? null : move === 'cancel' ? staff.owner : staff.production,
        memberId: byCustomer ? order.memberId : null,
        note: move === 'cancel' ? (order.reason ?? '') : (MOVE_NOTES[move] ?? ''),
        createdAt: new Date(order.since.getTime() + (index + 1) * step),
      });
      from = to;
    }
    if (moves.includes('sendProof')) {
      const answered = item.state === 'changes_requested';
      await db.insert(proofs).values({
        itemId: item.id,
        version: 1,
        fileUrl: item.img,
        previewUrl: item.img,
        mime: 'image/webp',
        message: PROOF_MESSAGE,
        state: answered ? 'changes_requested' : 'pending',
        staffId: staff.production,
        answeredAt: answered ? new Date(order.since.getTime() + 2 * step) : null,
        answeredBy: answered ? order.memberId : null,
        comment: answered ? CHANGES_COMMENT : null,
        createdAt: new Date(order.since.getTime() + step),
      });
    }
  }
}

/**
 * A demo customer with billing and delivery addresses and orders priced by the shop's own rules
 * (SKU prices, tax, shipping, coupon), as checkout would have made them; paid items come with
 * their history on the production line, as staff and the customer moved them.
 */
export async function seedDemoCustomer(
  db: Db,
  person: DemoPerson,
  demoOrders: DemoOrder[],
  staff: DemoStaffIds,
  timeZone: string,
): Promise<void> {
  const [member] = await db
    .insert(members)
    .values({
      email: person.email,
      passwordHash: await hash(person.password ?? randomUUID()),
      firstname: person.firstname,
      lastname: person.lastname,
      nickname: person.firstname,
      mobile: person.phone,
      lang: person.lang,
    })
    .returning({ id: members.id });
  const memberId = member!.id;
  const { password: _, lang: __, ...fields } = person;
  const address = { ...fields, country: '', province: '' };
  const billing = await saveAddress(db, memberId, { ...address, type: ADDRESS_TYPE.billing }, 'en');
  const delivery = await saveAddress(db, memberId, { ...address, type: ADDRESS_TYPE.delivery }, 'en');

  for (const [n, demo] of demoOrders.entries()) {
    const skuIds = await Promise.all(demo.lines.map(([prefix, index]) => skuIdOf(db, prefix, index)));
    const described = await describeSkus(db, skuIds);
    const lines: OrderLine[] = demo.lines.map(([, , qty], i) => {
      const sku = described.get(skuIds[i]!)!;
      // The customer's artwork: the product's own mock-up, as the demo's proofs are, so file
      // review has a file to open.
      return { cartLineId: null, qty, files: [sku.productImg], sku };
    });
    const { coupon, totals } = await priceOrder(db, subtotalCents(lines), delivery, demo.coupon, memberId);
    if (coupon) await redeemCoupon(db, coupon, memberId);
    const createdAt = new Date(Date.now() - demo.daysAgo * DAY - (n + 1) * HOUR);
    const paidAt = demo.payment === 'paid' ? new Date(createdAt.getTime() + 4 * 60 * 1000) : null;
    const orderId = await insertOrder(db, {
      memberId,
      lines,
      delivery: snapshotAddress(delivery),
      billing: snapshotAddress(billing),
      totals,
      couponCode: coupon?.code ?? null,
      remark: demo.remark ?? '',
      idempotencyKey: `demo-${memberId}-${n}`,
      lang: person.lang,
      createdAt,
      paymentStatus: demo.payment,
      paid: paidAt ? { at: paidAt, timeZone } : null,
      states: demo.states,
      shipment: { carrier: 'UPS', trackingNo: `1Z999AA1${String(n).padStart(10, '0')}` },
    });
    const [order] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, orderId));
    if (demo.payment !== 'pending') {
      await db.insert(payments).values({
        orderId,
        provider: 'test',
        intentId: `test_pi_${order!.orderNo}`,
        status: demo.payment === 'paid' ? 'succeeded' : 'failed',
        amountCents: totals.totalCents,
        failureMessage: demo.payment === 'failed' ? 'Your card was declined.' : null,
        createdAt: new Date(createdAt.getTime() + 2 * 60 * 1000),
      });
    }
    const since = paidAt ?? createdAt;
    if (demo.cancelReason) {
      await db
        .update(orders)
        .set({
          // When its items' cancel moves are dated (writeHistory).
          cancelledAt: new Date(since.getTime() + stepOf(since, 1)),
          cancelReason: demo.cancelReason,
          refundedCents: paidAt ? totals.totalCents : 0,
        })
        .where(eq(orders.id, orderId));
    }
    await writeHistory(db, { id: orderId, memberId, since, reason: demo.cancelReason }, staff);
    for (const [index, text] of (demo.notes ?? []).entries()) {
      const createdAt = new Date(since.getTime() + (index + 1) * HOUR);
      await db.insert(orderNotes).values({ orderId, staffId: staff.support, text, createdAt });
    }
  }
}
