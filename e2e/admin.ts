import { type Page, test } from '@playwright/test';
import type { admin } from '@printshop/contract';
import { apiData, uniqueAddress } from './shop-api';

/** The demo shop's staff, one per role (README.md). */
export const DEMO_STAFF = {
  owner: { email: 'owner@inkfold.example', password: 'owner-password-1', name: 'Olivia Park' },
  production: { email: 'press@inkfold.example', password: 'press-password-1', name: 'Marco Reyes' },
  support: { email: 'help@inkfold.example', password: 'help-password-1', name: 'Hannah Lee' },
} as const satisfies Record<admin.StaffRole, { email: string; password: string; name: string }>;

/** The Origin a page of the shop sends, which staff log-ins and writes must carry (docs/staff.md). */
export function shopOrigin(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('the browser tests need a baseURL');
  return new URL(baseURL).origin;
}

/**
 * Logs the page's browser in as a demo staff member through the API, as the log-in form does:
 * page.request shares the browser's cookies, so the staff_session cookie it receives opens the
 * back office to the next page opened. Each log-in comes from an address of its own, so the
 * shop's per-address limit on failed log-ins never counts one test against another.
 */
export function loginAsStaff(page: Page, role: admin.StaffRole): Promise<admin.StaffMember> {
  const { email, password } = DEMO_STAFF[role];
  return apiData<admin.StaffMember>(
    page.request.post('/api/admin/login', {
      headers: { origin: shopOrigin(), 'x-forwarded-for': uniqueAddress() },
      data: { email, password },
    }),
  );
}
