import type { Page } from '@playwright/test';
import type { admin, FixtureInput, Fixtures, OutputOf } from '@printshop/contract';
import { shopOrigin } from './admin';
import { makeFixture } from './database-fixtures';
import type { Member } from './fixtures';
import { PNG } from './images';
import { apiData } from './shop-api';

export type PlacedItem = Fixtures['order'];

/**
 * An order of the member's of one business card with an uploaded design, made straight in the
 * database (docs/decisions/080): unpaid, paid with the test card, or paid and moved along the
 * production line to `state` by a production operator of the fixtures'.
 */
export function placeOrder(
  page: Page,
  member: Member,
  state: FixtureInput<'order'>['state'],
): Promise<PlacedItem> {
  return makeFixture(page.request, 'order', { token: member.token, state });
}

/**
 * Sends the next proof of an item as staff, with a PNG: the page must be logged in as a member of
 * the production role (loginAsStaff), whose cookie page.request carries.
 */
export function sendProof(
  page: Page,
  itemId: number,
  message: string,
): Promise<OutputOf<typeof admin.sendProof>> {
  return apiData(
    page.request.post(`/api/admin/items/${itemId}/proofs`, {
      headers: { origin: shopOrigin() },
      multipart: { message, file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
}

/** Moves an item one step as staff (approve-files, print, deliver; ship takes its carrier and number). */
export async function moveItem(
  page: Page,
  itemId: number,
  move: 'approve-files' | 'print' | 'ship' | 'deliver',
  data: object = {},
): Promise<void> {
  await apiData(
    page.request.post(`/api/admin/items/${itemId}/${move}`, { headers: { origin: shopOrigin() }, data }),
  );
}
