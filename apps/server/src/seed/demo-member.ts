import type { Db } from '../db/client.ts';
import { type DemoOrder, type DemoPerson, type DemoStaffIds, seedDemoCustomer } from './demo-orders.ts';

/** The account the README names, so anyone can see the order pages filled in. */
const DEMO_MEMBER = { email: 'demo@inkfold.example', password: 'demo-password-1' } as const;

const person: DemoPerson = {
  ...DEMO_MEMBER,
  lang: 'en',
  firstname: 'Alex',
  lastname: 'Morgan',
  companyName: 'Morgan & Field Studio',
  countryCode: 'US',
  provinceCode: 'CA',
  city: 'San Francisco',
  address: '2150 Mission Street',
  remark: 'Suite 4',
  postalcode: '94110',
  phone: '(415)555-0134',
};

/** Every payment status, and paid items at every stage. */
const DEMO_ORDERS: DemoOrder[] = [
  {
    daysAgo: 48,
    lines: [
      ['BC', 4, 2],
      ['FL', 2, 1],
    ],
    payment: 'paid',
    states: ['delivered', 'delivered'],
  },
  {
    daysAgo: 31,
    lines: [
      ['LB', 1, 1],
      ['PC', 3, 1],
    ],
    payment: 'paid',
    states: ['shipped', 'printing'],
  },
  { daysAgo: 20, lines: [['BX', 0, 1]], payment: 'paid', states: ['printing'], coupon: 'WELCOME10' },
  {
    daysAgo: 12,
    lines: [['BR', 2, 1]],
    payment: 'paid',
    states: ['printing'],
    remark: 'Please match the navy to our previous run.',
  },
  {
    daysAgo: 6,
    lines: [
      ['BC', 7, 1],
      ['EN', 1, 1],
    ],
    payment: 'paid',
    states: ['approved', 'awaiting_review'],
  },
  { daysAgo: 4, lines: [['MB', 1, 1]], payment: 'failed', states: ['awaiting_review'] },
  { daysAgo: 2, lines: [['FL', 5, 2]], payment: 'paid', states: ['awaiting_review'] },
  {
    daysAgo: 0,
    lines: [
      ['PC', 0, 1],
      ['LB', 3, 1],
    ],
    payment: 'pending',
    states: ['awaiting_review', 'awaiting_review'],
  },
];

/** The demo member with addresses and orders (docs/product.md's order pages, filled in). */
export function seedDemoMember(db: Db, staff: DemoStaffIds, timeZone: string): Promise<void> {
  return seedDemoCustomer(db, person, DEMO_ORDERS, staff, timeZone);
}
