import type { FastifyInstance } from 'fastify';

/** A shutdown still running after this long is cut short (exit 1). */
const FORCED_EXIT_MS = 10_000;

/**
 * Stops the server on SIGTERM (a process manager) or SIGINT (Ctrl-C) without dropping a request:
 * it accepts no new connection and closes idle keep-alive connections at once (Fastify's
 * forceCloseConnections, 'idle' by default), answers requests arriving on a busy connection
 * with 503, lets the requests in flight finish, runs the onClose hooks (the database) and exits 0.
 * A request in flight is answered with `Connection: close`: its connection would otherwise stay
 * open and idle after it until the keep-alive timeout (72 s), holding up the close. Call before
 * the app is ready: it adds a hook.
 */
export function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => process.exit(1), FORCED_EXIT_MS).unref();
      await app.close();
      process.exit(0);
    });
  }
}
