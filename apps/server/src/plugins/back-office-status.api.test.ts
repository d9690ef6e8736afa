import type { admin } from '@printshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../modules/messages/tables.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { orderedItems } from '../test/production.ts';
import { newQuote } from '../test/quotes.ts';
import { staffOfEveryRole } from '../test/staff.ts';
import { backOfficeStatus } from './back-office-status.ts';

describe('the status of a direct load of a back-office page', () => {
  let t: TestApp;
  const tokens = {} as Record<admin.StaffRole, string>;
  let orderId: number;
  let quoteId: number;
  let messageId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const staff = await staffOfEveryRole(t.db);
    for (const [role, member] of Object.entries(staff)) {
      tokens[role as admin.StaffRole] = member.headers.cookie!.split('=')[1]!;
    }
    orderId = (await orderedItems(t.db))[0]!.orderId;
    quoteId = (await newQuote(t.db)).id;
    const [message] = await t.db
      .insert(contactMessages)
      .values({
        name: 'Grace',
        email: 'grace@example.com',
        mobile: '',
        content: 'Menus by Friday?',
        lang: 'en',
      })
      .returning({ id: contactMessages.id });
    messageId = message!.id;
  });
  afterAll(() => t.close());

  const status = (path: string, role?: admin.StaffRole) =>
    backOfficeStatus(t.db, path, role ? tokens[role] : undefined);

  it('answers 403 for a screen the role may not open, and leaves the others alone', async () => {
    for (const path of [
      '/admin/audit',
      '/admin/mails',
      '/admin/staff',
      '/Admin/Staff/',
      '/admin/products',
      '/admin/products/BC-1001/prices',
      '/admin/products/new',
      '/admin/products/BC-1001',
      '/admin/categories',
      '/admin/coupons',
      '/admin/selling-rules',
      '/admin/settings',
      '/admin/home',
      '/admin/articles',
      '/admin/articles/new',
      '/admin/articles/10',
      '/admin/blog',
      '/admin/blog/new',
      '/admin/blog/1',
    ]) {
      expect(await status(path, 'support'), path).toBe(403);
      expect(await status(path, 'production'), path).toBe(403);
      expect(await status(path, 'owner'), path).toBeUndefined();
    }
    for (const role of ['owner', 'production', 'support'] as const) {
      expect(await status('/admin', role)).toBeUndefined();
      expect(await status('/admin/orders', role)).toBeUndefined();
      expect(await status(`/admin/orders/${orderId}`, role)).toBeUndefined();
    }
    for (const path of [
      '/admin/customers',
      '/admin/customers/1',
      '/admin/messages',
      `/admin/messages/${messageId}`,
      '/admin/reviews',
      '/admin/quotes',
      `/admin/quotes/${quoteId}`,
    ]) {
      expect(await status(path, 'production'), path).toBe(403);
      expect(await status(path, 'support'), path).toBeUndefined();
      expect(await status(path, 'owner'), path).toBeUndefined();
    }
  });

  it('answers 404 for a record screen whose address is not one, or names no record', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999']) {
      expect(await status(`/admin/orders/${id}`), id).toBe(404);
      expect(await status(`/admin/customers/${id}`), id).toBe(404);
    }
    expect(await status('/admin/orders/999999999', 'support')).toBe(404);
    for (const path of ['/admin/customers', '/admin/messages', '/admin/quotes']) {
      expect(await status(`${path}/999999999`, 'support'), path).toBe(404);
    }
    for (const path of [
      '/admin/products/NO-SUCH-1',
      '/admin/products/NO-SUCH-1/prices',
      '/admin/articles/999999',
      '/admin/blog/999999',
    ]) {
      expect(await status(path, 'owner'), path).toBe(404);
      expect(await status(path, 'support'), path).toBe(403);
    }
  });

  it('decides nothing without a valid session, nor for pages outside the back office', async () => {
    expect(await status('/admin/audit')).toBeUndefined();
    expect(await backOfficeStatus(t.db, '/admin/audit', 'not-a-session')).toBeUndefined();
    expect(await status('/admin/orders/999999999')).toBeUndefined();
    expect(await status('/admin/login', 'support')).toBeUndefined();
    expect(await status('/product', 'support')).toBeUndefined();
  });
});
