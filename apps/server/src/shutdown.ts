import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

/** A shutdown still running after this long is cut short (exit 1). */
const FORCED_EXIT_MS = 10_000;

/**
 * Stops the server on SIGTERM (a process manager) or SIGINT (Ctrl-C) without dropping a request:
 * it accepts no new connection and closes idle keep-alive connections at once (Fastify's
 * forceCloseConnections, 'idle' by default), answers requests arriving on a busy connection
 * with 503, lets the requests in flight and the running jobs finish (their onClose hooks), closes the database and
 * exits 0. The database closes after the hooks: ending a PostgreSQL pool waits for every connection
 * it lent, the change feed's among them, which its own hook gives back.
 * A request in flight is answered with `Connection: close`: its connection would otherwise stay
 * open and idle after it until the keep-alive timeout (72 s), holding up the close. Call before
 * the app is ready: it adds a hook.
 *
 * A signal that comes before the app listens, while the process waits for the startup lock,
 * migrates or seeds, ends the process at once with exit 0: that work runs in transactions on the
 * lock's one connection (docs/decisions/088-migrations-and-the-seed-run-under-one-advisory-lock.md),
 * which the database rolls back when the connection closes, and nothing has been served yet.
 */
export function closeOnSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let closing = false;
  // A worker (ROLE=worker) never listens: being ready, with its jobs started, is its start.
  let started = false;
  app.addHook('onReady', async () => {
    started = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      if (!started) {
        app.log.info(
          { signal },
          'shutting down before the start completed: what it was migrating or seeding rolls back',
        );
        process.exit(0);
      }
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => process.exit(1), FORCED_EXIT_MS).unref();
      await app.close();
      await database.close();
      process.exit(0);
    });
  }
}
