import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hit } from '../ratelimit/service.ts';
import { type DesignOwner, ownerOf } from './owner.ts';

const HOUR = 60 * 60;
/** A visitor's saves an hour from one address: an editor saves as its user works, a few a minute. */
const VISITOR_SAVES_PER_HOUR = 600;
/** A visitor's new designs (made or copied) an hour from one address. */
const VISITOR_NEW_DESIGNS_PER_HOUR = 60;

/**
 * The owner of a write, once a visitor's writes are counted against its address like the shop's
 * other anonymous writes (429 beyond); a member's are bounded by DESIGNS_PER_OWNER and their account.
 */
export async function writerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  { newDesign }: { newDesign: boolean },
): Promise<DesignOwner> {
  const owner = await ownerOf(request);
  if ('memberId' in owner) return owner;
  const saves = { key: `design:ip:${request.ip}`, max: VISITOR_SAVES_PER_HOUR, windowSeconds: HOUR };
  const made = { key: `design-new:ip:${request.ip}`, max: VISITOR_NEW_DESIGNS_PER_HOUR, windowSeconds: HOUR };
  await hit(app.db, newDesign ? [saves, made] : [saves]);
  return owner;
}
