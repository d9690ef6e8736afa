import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { openOrExit } from './db/data-dir-lock.ts';
import { testModeWarning } from './modules/payments/service.ts';
import { DEMO_STAFF_PASSWORDS } from './modules/staff/demo-staff.ts';
import { staffWithPasswords } from './modules/staff/service.ts';
import { seedIfEmpty } from './seed/if-empty.ts';
import { closeOnSignals } from './shutdown.ts';

const config = loadConfig();
const database = openOrExit(() => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
const app = await buildApp({ config, db: database.db, runsJobs: config.role !== 'web' });
// Installed before the migrations: a process stopped while it migrates or seeds stops cleanly too.
closeOnSignals(app, database);
// Any number of processes may start at once: one migrates and seeds, the others wait (decision 088).
await database.migrate((db) =>
  seedIfEmpty(db, app.log, { demo: config.demoData, timeZone: config.shopTimeZone }),
);
await app.storage.check();
if (!config.publicUrlConfigured) {
  app.log.warn(
    `PUBLIC_URL is not set: links in mails point at ${config.publicUrl}; set it to the shop's public address`,
  );
}
const testMode = testModeWarning(config);
if (testMode) app.log.warn(testMode);
if (config.production) {
  const demoStaff = await staffWithPasswords(database.db, DEMO_STAFF_PASSWORDS);
  if (demoStaff.length > 0) {
    app.log.warn(
      { staff: demoStaff },
      'STAFF WITH DEMO PASSWORDS: anyone who read the README can log in to the back office as them; change their passwords or deactivate them',
    );
  }
}
if (config.role === 'worker') {
  await app.ready();
  app.log.info(`worker ready: running the shop's jobs, serving nothing (${database.engine})`);
} else {
  await app.listen({ port: config.port, host: config.host });
  const jobs = config.role === 'all' ? ', running its jobs' : '';
  app.log.info(`shop ready on http://localhost:${config.port} (${database.engine}${jobs})`);
}
