import cookie from '@fastify/cookie';
import { admin, CODE } from '@printshop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { STAFF_IDLE_HOURS, type StaffSession, staffForToken } from '../modules/staff/sessions.ts';

export const STAFF_COOKIE = 'staff_session';
/** Only the back office's calls carry the cookie: no storefront request ever sends it. */
const COOKIE_PATH = '/api/admin';
/**
 * The same session for the back office's pages, so a direct load of a screen the member may not
 * open answers 403 (plugins/back-office-status.ts, docs/decisions/078). It opens no call: only
 * STAFF_COOKIE does, and this one never travels to /api.
 */
export const STAFF_PAGE_COOKIE = 'staff_pages';
const PAGE_COOKIE_PATH = '/admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member of the staff_session cookie whose role has `access`; else 401 or 403. */
    requireStaff(access: admin.Permission | 'session'): Promise<StaffSession>;
  }
}

/**
 * A write must come from a page of this shop: its Origin is the shop's public origin or the host
 * the request was sent to. SameSite=Strict already keeps the cookie off other sites' requests;
 * this also refuses a browser or proxy that would send it anyway.
 */
export function originAllowed(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === publicUrl) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** The cookies of a staff session, each on its path: what a log-in sets. */
export function staffCookies(token: string): { name: string; value: string; path: string }[] {
  return [
    { name: STAFF_COOKIE, value: token, path: COOKIE_PATH },
    { name: STAFF_PAGE_COOKIE, value: token, path: PAGE_COOKIE_PATH },
  ];
}

/** Sets the session cookies of a staff log-in. */
export function setStaffCookie(reply: FastifyReply, token: string): void {
  const options = {
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.config.publicUrl.startsWith('https:'),
    maxAge: STAFF_IDLE_HOURS * 3600,
  } as const;
  for (const { name, value, path } of staffCookies(token)) reply.setCookie(name, value, { ...options, path });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, { path: COOKIE_PATH });
  reply.clearCookie(STAFF_PAGE_COOKIE, { path: PAGE_COOKIE_PATH });
}

/** The staff cookie of a request, if any. */
export function staffToken(request: FastifyRequest): string | undefined {
  return request.cookies[STAFF_COOKIE] || undefined;
}

/**
 * Staff sessions ride on an httpOnly cookie, never on the customer's token header: a customer's
 * token opens no admin call, and the cookie opens no customer call (those read the header only).
 */
export async function registerStaffAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('requireStaff', async function requireStaff(this: FastifyRequest, access) {
    const token = staffToken(this);
    const session = token ? await staffForToken(app.db, token) : null;
    if (!session) throw new HttpError(CODE.unauthorized, 'staffUnauthorized');
    if (this.method !== 'GET' && !originAllowed(this, app.config.publicUrl)) {
      throw new HttpError(CODE.forbidden, 'staffOriginRefused');
    }
    if (access !== 'session' && !admin.can(session.role, access)) {
      throw new HttpError(CODE.forbidden, 'staffForbidden');
    }
    return session;
  });
}
