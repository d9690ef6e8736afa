import { type APIRequestContext, expect } from '@playwright/test';
import { FIXTURE_PATH, type FixtureInput, type FixtureKind, type Fixtures } from '@printshop/contract';

/**
 * Makes what a test needs (a member, a staff session, an order, a design) straight in the
 * database, through the route the test server mounts with E2E_FIXTURES=1 (docs/decisions/080):
 * no rate-limited call is spent on what the test is not about.
 */
export async function makeFixture<K extends FixtureKind>(
  request: APIRequestContext,
  kind: K,
  input: FixtureInput<K>,
): Promise<Fixtures[K]> {
  const response = await request.post(`${FIXTURE_PATH}/${kind}`, { data: input });
  expect(response.status(), `${kind} fixture: ${await response.text()}`).toBe(200);
  return (await response.json()) as Fixtures[K];
}

/** A new member with a session, not logged in anywhere yet. */
export function newShopper(request: APIRequestContext, name: string): Promise<Fixtures['member']> {
  return makeFixture(request, 'member', { name });
}
