import type { Page } from '@playwright/test';
import type { admin, CallInputOf, FixtureInput, Fixtures, OutputOf } from '@printshop/contract';
import { callApi } from './api-client';
import { makeFixture } from './database-fixtures';
import type { Member } from './fixtures';
import { PNG } from './images';

export type PlacedItem = Fixtures['order'];

type ItemMove = 'approveFiles' | 'printItem' | 'shipItem' | 'deliverItem';

/**
 * An order of the member's of one business card (or of `productNo`) with an uploaded design, made
 * straight in the database (docs/decisions/080): unpaid, paid with the test card, or paid and moved
 * along the production line to `state` by a production operator of the fixtures'.
 */
export function placeOrder(
  page: Page,
  member: Member,
  state: FixtureInput<'order'>['state'],
  productNo?: string,
): Promise<PlacedItem> {
  return makeFixture(page.request, 'order', { token: member.token, state, productNo });
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
  const file = new File([PNG], 'proof.png', { type: 'image/png' });
  return callApi(page.request, 'sendProof', { itemId, message, file });
}

/** Moves an item one step as staff; shipping takes its carrier and tracking number. */
export async function moveItem<Move extends ItemMove>(
  page: Page,
  move: Move,
  input: CallInputOf<Move>,
): Promise<void> {
  await callApi(page.request, move, input);
}
