import type { api, Lang, OutputOf } from '@printshop/contract';
import type { Db } from '../../db/client.ts';
import { pendingMigrations } from '../../db/migrations.ts';
import { t } from '../../i18n/messages.ts';

type Readiness = OutputOf<typeof api.ready>;

/**
 * Whether this process can take traffic: the database answers and has every migration of this
 * build (a process migrates before it listens, but the database may be restored from an older
 * backup under it). Once the process shuts down, Fastify answers 503 before any route runs
 * (its return503OnClosing) and the port takes no new connection (shutdown.ts).
 */
export async function readiness(db: Db): Promise<Readiness> {
  const pending = await pendingMigrations(db).catch(() => null);
  return {
    ready: pending?.length === 0,
    database: pending ? 'up' : 'down',
    pendingMigrations: pending ?? [],
  };
}

/** Why a process is not ready, in words for the operator reading the load balancer's checks. */
export function unreadyMessage(state: Readiness, lang: Lang): string {
  if (state.database === 'down') return t(lang, 'notReadyDatabase');
  return t(lang, 'notReadyMigrations', { names: state.pendingMigrations.join(', ') });
}
