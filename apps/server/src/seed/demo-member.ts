import { hash } from '@node-rs/argon2';
import { ADDRESS_TYPE, type api } from '@printshop/contract';
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
import { orders } from '../modules/orders/tables.ts';
import { payments } from '../modules/payments/tables.ts';

/** The account the README names, so anyone can see the order pages filled in. */
export const DEMO_MEMBER = { email: 'demo@inkfold.example', password: 'demo-password-1' } as const;

const address = {
  email: DEMO_MEMBER.email,
  firstname: 'Alex',
  lastname: 'Morgan',
  companyName: 'Morgan & Field Studio',
  country: '',
  countryCode: 'US',
  province: '',
  provinceCode: 'CA',
  city: 'San Francisco',
  address: '2150 Mission Street',
  remark: 'Suite 4',
  postalcode: '94110',
  phone: '(415)555-0134',
};

/** What each demo order looks like: every payment status, and paid items at every stage. */
interface DemoOrder {
  daysAgo: number;
  /** [product number prefix, which SKU of its first product, quantity] per line */
  lines: [string, number, number][];
  payment: api.PaymentStatus;
  stages: number[];
  coupon?: string;
  remark?: string;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    daysAgo: 48,
    lines: [
      ['BC', 4, 2],
      ['FL', 2, 1],
    ],
    payment: 'paid',
    stages: [2, 2],
  },
  {
    daysAgo: 31,
    lines: [
      ['LB', 1, 1],
      ['PC', 3, 1],
    ],
    payment: 'paid',
    stages: [2, 1],
  },
  { daysAgo: 20, lines: [['BX', 0, 1]], payment: 'paid', stages: [1], coupon: 'WELCOME10' },
  {
    daysAgo: 12,
    lines: [['BR', 2, 1]],
    payment: 'paid',
    stages: [1],
    remark: 'Please match the navy to our previous run.',
  },
  {
    daysAgo: 6,
    lines: [
      ['BC', 7, 1],
      ['EN', 1, 1],
    ],
    payment: 'paid',
    stages: [0, 0],
  },
  { daysAgo: 4, lines: [['MB', 1, 1]], payment: 'failed', stages: [0] },
  { daysAgo: 2, lines: [['FL', 5, 2]], payment: 'paid', stages: [0] },
  {
    daysAgo: 0,
    lines: [
      ['PC', 0, 1],
      ['LB', 3, 1],
    ],
    payment: 'pending',
    stages: [0, 0],
  },
];

async function skuIdOf(db: Db, prefix: string, index: number): Promise<number> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(like(products.productNo, `${prefix}-%`), eq(products.active, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error(`demo member: no product ${prefix}-*`);
  const rows = await db
    .select({ id: skus.id })
    .from(skus)
    .where(eq(skus.productId, product.id))
    .orderBy(asc(skus.id));
  const row = rows[index % rows.length];
  if (!row) throw new Error(`demo member: ${prefix} has no SKUs`);
  return row.id;
}

/**
 * The demo member with billing and delivery addresses and orders priced by the shop's own
 * rules (SKU prices, tax, shipping, coupon), as checkout would have made them.
 */
export async function seedDemoMember(db: Db): Promise<void> {
  const [member] = await db
    .insert(members)
    .values({
      email: DEMO_MEMBER.email,
      passwordHash: await hash(DEMO_MEMBER.password),
      firstname: address.firstname,
      lastname: address.lastname,
      nickname: address.firstname,
      mobile: address.phone,
      lang: 'en',
    })
    .returning({ id: members.id });
  const memberId = member!.id;
  const billing = await saveAddress(db, memberId, { ...address, type: ADDRESS_TYPE.billing }, 'en');
  const delivery = await saveAddress(db, memberId, { ...address, type: ADDRESS_TYPE.delivery }, 'en');

  for (const [n, demo] of DEMO_ORDERS.entries()) {
    const skuIds = await Promise.all(demo.lines.map(([prefix, index]) => skuIdOf(db, prefix, index)));
    const described = await describeSkus(db, skuIds);
    const lines: OrderLine[] = demo.lines.map(([, , qty], i) => ({
      cartLineId: null,
      qty,
      files: [],
      sku: described.get(skuIds[i]!)!,
    }));
    const { coupon, totals } = await priceOrder(db, subtotalCents(lines), delivery, demo.coupon);
    if (coupon) await redeemCoupon(db, coupon.id);
    const createdAt = new Date(Date.now() - demo.daysAgo * 24 * 3600 * 1000 - (n + 1) * 3600 * 1000);
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
      createdAt,
      paymentStatus: demo.payment,
      paidAt,
      stages: demo.stages,
    });
    if (demo.payment !== 'pending') {
      const [order] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, orderId));
      await db.insert(payments).values({
        orderId,
        provider: 'test',
        intentId: `test_pi_${order!.orderNo}`,
        status: demo.payment === 'paid' ? 'succeeded' : 'failed',
        amountCents: totals.totalCents,
        failureMessage: demo.payment === 'failed' ? 'Your card was declined.' : null,
      });
    }
  }
}
