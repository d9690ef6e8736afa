import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { signingKey } from '../content/signing-keys.ts';
import { DEVICE_COOKIE_DAYS, signDeviceCookie, verifyDeviceCookie } from './device-cookie.ts';
import { hit, type Limit, refund } from './service.ts';

const MINUTE = 60;
const QUARTER_HOUR = 15 * MINUTE;

/** One way in (the shop's log-in, the back office's) and its own device cookie. */
export interface LoginDoor {
  /** Names its counters and signs its cookies: 'login', 'staff-login'. */
  name: string;
  cookie: string;
  /** The log-in call's path: the only request the cookie travels with. */
  path: string;
  /** Failures one address may make a quarter hour, whatever the accounts. */
  perAddress: number;
  /** The account of an email, to check a device cookie against. */
  accountOf(db: Db, email: string): Promise<number | null>;
}

/**
 * Runs a log-in `attempt` under the limits of docs/decisions/090: only failures count. An address
 * may fail `perAddress` times a quarter hour. A browser showing a device cookie of this account
 * counts its failures against that cookie alone (10 a quarter hour), so no stranger's guesses
 * keep it out; any other browser counts against the account's untrusted limit (5 a minute),
 * which slows guessing from anywhere but locks out no trusted browser. A success gives the
 * browser a fresh device cookie.
 */
export async function guardLogin<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  door: LoginDoor,
  email: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const { db, config } = request.server;
  const key = await signingKey(db, 'device-cookies');
  const accountId = await door.accountOf(db, email);
  const device =
    accountId === null
      ? null
      : verifyDeviceCookie(key, request.cookies[door.cookie], { door: door.name, accountId });
  const limits: Limit[] = [
    { key: `${door.name}:ip:${request.ip}`, max: door.perAddress, windowSeconds: QUARTER_HOUR },
    device
      ? { key: `${door.name}:device:${device}`, max: 10, windowSeconds: QUARTER_HOUR }
      : { key: `${door.name}:email:${email.toLowerCase()}`, max: 5, windowSeconds: MINUTE },
  ];
  await hit(db, limits);
  const result = await attempt();
  await refund(db, limits);
  if (accountId !== null) {
    reply.setCookie(door.cookie, signDeviceCookie(key, { door: door.name, accountId }), {
      path: door.path,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
  }
  return result;
}
