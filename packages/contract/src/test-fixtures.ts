import { z } from 'zod';
import type { ItemState } from './admin/item-states.ts';
import type { StaffMember } from './admin/staff.ts';

/**
 * What the browser tests make straight in the database instead of through the shop's
 * rate-limited calls: `POST /__test__/fixtures/<kind>`, mounted only when the server runs with
 * E2E_FIXTURES=1 (docs/decisions/080). Never part of the shop's API.
 */
export const FIXTURE_PATH = '/__test__/fixtures';

/** An order fixture's one item: unpaid, paid, or paid and moved along the line up to that state. */
const ORDER_FIXTURE_STATES = [
  'unpaid',
  'paid',
  'approved',
  'printing',
  'shipped',
  'delivered',
] as const satisfies readonly ('unpaid' | 'paid' | ItemState)[];

/** Each kind's input; anything else is refused with 400. */
export const fixtureInputs = {
  /** A member with a session, named `name` (first name and nickname). */
  member: z.strictObject({ name: z.string().trim().min(1).max(30) }),
  /** A new session for the staff member of this email (the demo shop's, say). */
  staff: z.strictObject({ email: z.email() }),
  /**
   * An order of one item with an uploaded design, by the member of `token`: a business card
   * (BC-1001) unless `productNo` names another product, for a test that must not touch the card's.
   */
  order: z.strictObject({
    token: z.string().min(1),
    state: z.enum(ORDER_FIXTURE_STATES),
    productNo: z.string().trim().min(1).max(50).optional(),
  }),
  /** An uploaded design image, as the upload call stores it. */
  design: z.strictObject({}),
  /** A mail to `to` that failed its only try with `error`, as the mail server refused it: in the owners' list of failed mails. */
  failedMail: z.strictObject({
    to: z.email(),
    subject: z.string().trim().min(1).max(200),
    error: z.string().trim().min(1).max(500),
  }),
};

export type FixtureKind = keyof typeof fixtureInputs;
export type FixtureInput<K extends FixtureKind> = z.input<(typeof fixtureInputs)[K]>;

/** A cookie the browser must hold, on the path the server would set it on. */
interface FixtureCookie {
  name: string;
  value: string;
  path: string;
}

/** What each kind answers. */
export interface Fixtures {
  member: { email: string; password: string; token: string; nickname: string };
  /** The staff member and the cookies of their session (the back office uses two). */
  staff: StaffMember & { cookies: FixtureCookie[] };
  order: { orderId: number; orderNo: string; itemId: number };
  design: { url: string };
  failedMail: { id: string };
}
