import type { Db } from '../db/client.ts';
import { type DemoOrder, type DemoPerson, type DemoStaffIds, seedDemoCustomer } from './demo-orders.ts';

/**
 * More demo customers, so the back office's lists and dashboard have something to show on a
 * fresh start: orders on most of the last 30 days, items in every state, some of them late, a
 * cancelled and refunded order, a declined payment, proofs waiting and answered, notes.
 */
const CUSTOMERS: [DemoPerson, DemoOrder[]][] = [
  [
    {
      email: 'nora@bishop-bakery.example',
      lang: 'en',
      firstname: 'Nora',
      lastname: 'Bishop',
      companyName: 'Bishop Bakery',
      countryCode: 'US',
      provinceCode: 'NY',
      city: 'Brooklyn',
      address: '318 Court Street',
      remark: '',
      postalcode: '11231',
      phone: '(718)555-0172',
    },
    [
      { daysAgo: 28, lines: [['MN', 0, 1]], payment: 'paid', states: ['delivered'] },
      {
        daysAgo: 18,
        lines: [['LB', 2, 2]],
        payment: 'paid',
        states: ['printing'],
        notes: ['Customer asked whether we can deliver before the farmers market on Saturday.'],
      },
      { daysAgo: 8, lines: [['BR', 0, 1]], payment: 'paid', states: ['shipped'] },
      { daysAgo: 1, lines: [['EN', 0, 1]], payment: 'paid', states: ['awaiting_review'] },
    ],
  ],
  [
    {
      email: 'wei.chen@lantern-tea.example',
      lang: 'zh',
      firstname: 'Wei',
      lastname: 'Chen',
      companyName: 'Lantern Tea House',
      countryCode: 'US',
      provinceCode: 'TX',
      city: 'Austin',
      address: '1100 South Lamar Boulevard',
      remark: 'Unit 2',
      postalcode: '78704',
      phone: '(512)555-0148',
    },
    [
      {
        daysAgo: 25,
        lines: [
          ['BC', 2, 1],
          ['ST', 1, 1],
        ],
        payment: 'paid',
        states: ['shipped', 'delivered'],
      },
      {
        daysAgo: 14,
        lines: [['BC', 5, 1]],
        payment: 'paid',
        states: ['changes_requested'],
        remark: '请把茶馆的标志印大一些。',
      },
      { daysAgo: 7, lines: [['MB', 0, 1]], payment: 'failed', states: ['awaiting_review'] },
      { daysAgo: 5, lines: [['ST', 0, 1]], payment: 'paid', states: ['awaiting_review'] },
      { daysAgo: 0, lines: [['LB', 0, 1]], payment: 'paid', states: ['approved'] },
    ],
  ],
  [
    {
      email: 'sam@northfield-studio.example',
      lang: 'en',
      firstname: 'Sam',
      lastname: 'Okafor',
      companyName: 'Northfield Studio',
      countryCode: 'CA',
      provinceCode: 'ON',
      city: 'Toronto',
      address: '401 Richmond Street West',
      remark: 'Studio 210',
      postalcode: 'M5V 3A8',
      phone: '(416)555-0190',
    },
    [
      {
        daysAgo: 22,
        lines: [['SG', 0, 1]],
        payment: 'paid',
        states: ['cancelled'],
        cancelReason: 'The customer ordered the wrong size and placed a new order.',
      },
      {
        daysAgo: 10,
        lines: [
          ['FL', 1, 1],
          ['PC', 2, 1],
        ],
        payment: 'paid',
        states: ['proof_sent', 'approved'],
      },
      { daysAgo: 3, lines: [['BX', 1, 1]], payment: 'paid', states: ['proof_sent'] },
    ],
  ],
];

export async function seedDemoCustomers(db: Db, staff: DemoStaffIds, timeZone: string): Promise<void> {
  for (const [person, orders] of CUSTOMERS) await seedDemoCustomer(db, person, orders, staff, timeZone);
}
