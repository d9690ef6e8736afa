import { expect, type Page } from '@playwright/test';
import type { admin, Lang } from '@printshop/contract';
import { callApi, shopOrigin } from './api-client';
import { makeFixture } from './database-fixtures';
import { ADMIN_TEXT } from './texts';

/** The demo shop's staff, one per role (README.md). */
export const DEMO_STAFF = {
  owner: { email: 'owner@inkfold.example', password: 'owner-password-1', name: 'Olivia Park' },
  production: { email: 'press@inkfold.example', password: 'press-password-1', name: 'Marco Reyes' },
  support: { email: 'help@inkfold.example', password: 'help-password-1', name: 'Hannah Lee' },
} as const satisfies Record<admin.StaffRole, { email: string; password: string; name: string }>;

/**
 * Logs the page's browser in as the demo staff member of a role: a session made straight in the
 * database (docs/decisions/080), its cookies set on the browser as a log-in sets them, so the
 * next page opened and page.request (which shares them) are the back office's.
 */
export async function loginAsStaff(page: Page, role: admin.StaffRole): Promise<void> {
  const { cookies } = await makeFixture(page.request, 'staff', { email: DEMO_STAFF[role].email });
  const domain = new URL(shopOrigin()).hostname;
  await page
    .context()
    .addCookies(
      cookies.map((cookie) => ({ ...cookie, domain, httpOnly: true, sameSite: 'Strict' as const })),
    );
}

export interface NewMember {
  name: string;
  email: string;
  role: admin.StaffRole;
  password: string;
}

/** A staff member no other test knows: the tests run side by side on one server. */
export function newMember(role: admin.StaffRole): NewMember {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { name: `Staff ${tag}`, email: `${role}-${tag}@staff.example`, role, password: `password-${tag}` };
}

/** Adds a staff member through the API, as the page's logged-in owner. */
export function addStaff(page: Page, member: NewMember): Promise<admin.StaffAccount> {
  return callApi(page.request, 'adminStaffCreate', member);
}

/** Loads a page, of this browser or another, and waits until React has hydrated it. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Fills and sends the log-in form the page already shows, which keeps its address's redirect. */
export async function submitLogIn(
  page: Page,
  lang: Lang,
  member: Pick<NewMember, 'email' | 'password'>,
): Promise<void> {
  const text = ADMIN_TEXT[lang].login;
  await page.getByLabel(text.email).fill(member.email);
  await page.getByLabel(text.password).fill(member.password);
  await page.getByRole('button', { name: text.submit }).click();
}

/** Logs in through the back office's log-in form, as the member would. */
export async function logIn(
  page: Page,
  lang: Lang,
  member: Pick<NewMember, 'email' | 'password'>,
): Promise<void> {
  await visit(page, '/admin/login');
  await submitLogIn(page, lang, member);
}

/** On a phone the navigation and the staff panel sit behind the menu button. */
export async function openMenu(page: Page, lang: Lang, isMobile: boolean): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: ADMIN_TEXT[lang].shell.menu }).click();
}

export async function expectToast(page: Page, kind: 'success' | 'warning' | 'error', message: string) {
  await expect(page.locator(`[data-kind="${kind}"]`).filter({ hasText: message })).toBeVisible();
}
