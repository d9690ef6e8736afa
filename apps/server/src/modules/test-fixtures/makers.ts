import type { FixtureInput, Fixtures } from '@printshop/contract';
import type { FastifyInstance } from 'fastify';
import { staffCookies } from '../../plugins/staff-auth.ts';
import { failedMailJob } from '../../test/failed-mail.ts';
import { advanceItem, orderedItems, payTestOrder } from '../../test/production.ts';
import { memberOfToken, newMember, skuOf, TEST_PASSWORD } from '../../test/shop.ts';
import { newStaff, type TestStaff } from '../../test/staff.ts';
import { storeTestUpload } from '../../test/uploads.ts';
import { staffAccounts } from '../staff/accounts.ts';
import { createStaffSession } from '../staff/sessions.ts';

/** A maker's refusal of an input that parses but names nothing there is (answered 400). */
export class FixtureRefused extends Error {}

type FixtureMakers = { [K in keyof Fixtures]: (input: FixtureInput<K>) => Promise<Fixtures[K]> };

/**
 * The fixtures, made with the API tests' helpers (apps/server/src/test/): the same shortcuts,
 * written straight to the database, and the real calls through inject where a step has rules
 * (paying, moving an item).
 */
export function fixtureMakers(app: FastifyInstance): FixtureMakers {
  const { db } = app;
  // One production operator moves every order fixture's item, made at the first need.
  let operator: Promise<TestStaff> | undefined;

  return {
    member: async ({ name }) => {
      const member = await newMember(db, 'en', name);
      return { email: member.email, password: TEST_PASSWORD, token: member.token, nickname: name };
    },

    staff: async ({ email }) => {
      const account = (await staffAccounts(db)).find(
        (row) => row.email.toLowerCase() === email.toLowerCase(),
      );
      if (!account?.active) throw new FixtureRefused(`no active staff member ${email}`);
      const cookies = staffCookies(await createStaffSession(db, account.id));
      return { email: account.email, name: account.name, role: account.role, cookies };
    },

    order: async ({ token, state, productNo }) => {
      const member = await memberOfToken(db, token);
      if (!member) throw new FixtureRefused('the token opens no session');
      if (productNo && !(await skuOf(db, productNo).catch(() => null))) {
        throw new FixtureRefused(`no product ${productNo} with a combination to order`);
      }
      const design = await storeTestUpload(db, app.storage.uploads);
      const [item] = await orderedItems(db, { member, design, productNo });
      const { orderId, orderNo, itemId } = item!;
      if (state !== 'unpaid') await payTestOrder(app, member, orderId);
      if (state !== 'unpaid' && state !== 'paid') {
        operator ??= newStaff(db, 'production', app.config.publicUrl);
        await advanceItem(app, await operator, itemId, state);
      }
      return { orderId, orderNo, itemId };
    },

    design: async () => ({ url: await storeTestUpload(db, app.storage.uploads) }),

    failedMail: async ({ to, subject, error }) => ({
      id: await failedMailJob(app, { to, subject, text: subject, html: `<p>${subject}</p>` }, error),
    }),
  };
}
