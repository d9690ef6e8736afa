import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { COMPRESSION } from './http/cached-answer.ts';
import { type ChangeFeed, openChangeFeed } from './lib/change-feed.ts';
import { type LogDestination, loggerOptions, requestLogger } from './lib/logger.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { keptCatalogue } from './modules/cart/kept-catalogue.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { adminCatalogueCsvRoutes } from './modules/catalog/admin/catalogue-routes.ts';
import { adminCatalogRoutes } from './modules/catalog/admin/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { adminContentRoutes } from './modules/content/admin/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { designRoutes } from './modules/designs/routes.ts';
import { type FileStores, openFileStorage } from './modules/files/file-stores.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { adminCustomerRoutes } from './modules/identity/admin/routes.ts';
import { identityRoutes } from './modules/identity/routes.ts';
import { type JobQueue, openJobQueue } from './modules/jobs/queue.ts';
import { startWorkers } from './modules/jobs/workers.ts';
import { adminMailRoutes } from './modules/mail/admin/routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { QueuedMailer } from './modules/mail/queued-mailer.ts';
import { adminMediaRoutes } from './modules/media/admin/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { adminMessageRoutes } from './modules/messages/admin/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { adminOrderRoutes } from './modules/orders/admin/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { createPaymentProvider } from './modules/payments/service.ts';
import { productionRoutes } from './modules/production/routes.ts';
import { quoteRoutes } from './modules/quotes/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { testFixtureRoutes } from './modules/test-fixtures/routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerAuth } from './plugins/auth.ts';
import { answerFrameworkError, registerErrors } from './plugins/errors.ts';
import { registerLanguage } from './plugins/language.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaffAuth } from './plugins/staff-auth.ts';
import { registerWeb } from './plugins/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** What the shop's code sends mail through: each mail becomes a job of the mail queue. */
    mailer: Mailer;
    /** How a mail leaves the shop (the outbox or SMTP); only the mail job uses it. */
    mailTransport: Mailer;
    /** Background work on the shop's database (modules/jobs): every process sends, workers run. */
    jobs: JobQueue;
    /** One per app: checkout charges through it, and cancelling an order refunds through it. */
    payments: PaymentProvider;
    /** Staff edits committed by any app process, for the caches to forget what they showed. */
    changes: ChangeFeed;
    /** Where uploads and media renditions live: DATA_DIR or the S3 bucket every process shares. */
    storage: FileStores;
  }
}

interface AppOptions {
  config: Config;
  db: Database;
  /** Replaces the queued mailer: tests read the mails a call sends, at once. */
  mailer?: Mailer;
  /** Defaults to the outbox or SMTP mailer of the config. */
  mailTransport?: Mailer;
  /** Whether this process runs the background jobs (ROLE all or worker) once it is ready. */
  runsJobs?: boolean;
  /**
   * false silences logs (tests); a destination sets the level and where lines go. Either way the
   * lines are written without secrets.
   */
  logger?: boolean | LogDestination;
}

/** JSON and form bodies are small; uploads have their own, larger limit. */
const BODY_LIMIT = 1024 * 1024;

/** How long a stopping process waits for its running jobs, inside the shutdown's 10 s (shutdown.ts). */
const JOB_STOP_MS = 8000;

export async function buildApp({
  config,
  db,
  mailer,
  mailTransport,
  runsJobs = false,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && loggerOptions(logger === true ? { level: config.logLevel } : logger),
    childLoggerFactory: requestLogger,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    frameworkErrors: answerFrameworkError,
    trustProxy: config.trustProxy,
  });
  app.decorate('config', config);
  app.decorate('db', db);
  const jobs = openJobQueue(db, app.log, runsJobs);
  app.decorate('jobs', jobs);
  // pg-boss starts once the database is migrated (main.ts migrates before the app is ready), and
  // stops after the requests in flight: a running job gets until the shutdown's deadline to finish.
  app.addHook('onReady', async () => {
    await jobs.start();
    if (runsJobs) await startWorkers(app);
  });
  app.addHook('onClose', () => jobs.stop({ graceful: true, wait: true, timeout: JOB_STOP_MS, close: false }));
  app.decorate('mailer', mailer ?? new QueuedMailer(jobs));
  app.decorate(
    'mailTransport',
    mailTransport ?? createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log: app.log }),
  );
  app.decorate('payments', createPaymentProvider(config));
  const storage = await openFileStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  const changes = await openChangeFeed(db, app.log);
  app.decorate('changes', changes);
  app.addHook('onClose', () => changes.close());
  // The hooks every answer runs take a callback rather than being async: a promise and a turn of
  // the microtask queue each cost a cached read a few per cent (docs/decisions/098).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerSecurityHeaders(app);
  registerLanguage(app);
  registerAuth(app);
  await registerStaffAuth(app);
  registerErrors(app);
  if (config.metricsToken) registerMetrics(app, config.metricsToken);
  await app.register(formbody);
  // Pages, scripts and JSON shrink to a fraction over the wire; images are already compressed
  // and are left alone (only compressible types are touched).
  await app.register(compress, COMPRESSION);

  registerApiDocs(app);
  healthRoutes(app);
  contentRoutes(app);
  catalogRoutes(app);
  identityRoutes(app);
  staffRoutes(app);
  adminOrderRoutes(app);
  adminCustomerRoutes(app);
  adminContentRoutes(app);
  adminCatalogRoutes(app);
  await app.register(adminCatalogueCsvRoutes);
  dashboardRoutes(app);
  auditRoutes(app);
  await app.register(productionRoutes);
  addressRoutes(app);
  const kept = keptCatalogue(db, changes, config.shopTimeZone);
  cartRoutes(app, kept);
  orderRoutes(app, kept);
  await app.register(paymentRoutes);
  quoteRoutes(app);
  messageRoutes(app);
  adminMessageRoutes(app);
  adminMailRoutes(app);
  await app.register(fileRoutes);
  await app.register(designRoutes);
  seoRoutes(app);
  mediaRoutes(app);
  await app.register(adminMediaRoutes);
  if (config.e2eFixtures) testFixtureRoutes(app);

  if (config.production) await registerWeb(app);
  return app;
}
