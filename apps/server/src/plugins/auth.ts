import type { FastifyInstance } from 'fastify';
import { memberIdForToken, notLoggedIn } from '../modules/identity/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The raw token from the `token` header or `Authorization: Bearer`, if any. */
    token: string | null;
    /** The logged-in member's id, or a 401. */
    requireMember(): Promise<number>;
  }
}

function readToken(headers: Record<string, string | string[] | undefined>): string | null {
  const token = headers.token;
  if (typeof token === 'string' && token) return token;
  const authorization = headers.authorization;
  if (typeof authorization === 'string' && authorization.startsWith('Bearer ')) return authorization.slice(7);
  return null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('token', null);
  app.decorateRequest('requireMember', async function requireMember() {
    const memberId = this.token ? await memberIdForToken(app.db, this.token) : null;
    if (memberId === null) throw notLoggedIn();
    return memberId;
  });
  app.addHook('onRequest', (request, _reply, done) => {
    request.token = readToken(request.headers);
    done();
  });
}
