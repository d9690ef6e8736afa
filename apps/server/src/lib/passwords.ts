import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Verified when the account is unknown too, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

/** Whether `password` is the one of `passwordHash`; an unknown account (undefined) never matches. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const valid = await verify(passwordHash ?? (await dummyHash), password);
  return valid && passwordHash !== undefined;
}
