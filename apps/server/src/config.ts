import path from 'node:path';

/** The bucket of FILE_STORAGE=s3, on AWS or another S3-compatible service. */
export interface S3Settings {
  bucket: string;
  /** S3_REGION; us-east-1 unless set (MinIO takes any, R2 `auto`). */
  region: string;
  /** S3_ENDPOINT, the service's URL when it is not AWS (MinIO, R2 and the like). */
  endpoint?: string;
  /** S3_FORCE_PATH_STYLE=true names the bucket in the path rather than the host (MinIO needs it). */
  forcePathStyle: boolean;
  /** Both keys, or neither: the AWS SDK then finds its own (AWS_* variables, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type ProcessRole = 'all' | 'web' | 'worker';

export interface Config {
  port: number;
  host: string;
  /** Where PGlite keeps its files, uploads and the mail outbox live. */
  dataDir: string;
  /** postgres://... switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl?: string;
  production: boolean;
  logLevel: string;
  /** smtp://user:pass@host:587 sends mail through SMTP; otherwise mail goes to DATA_DIR/outbox. */
  smtpUrl?: string;
  /**
   * The shop's public origin (https://shop.example), the only origin links in mails are built
   * from: a request's Host header is the sender's to choose, so a reset link built from it could
   * point at anyone's site. Without PUBLIC_URL, http://localhost:PORT.
   */
  publicUrl: string;
  /** Whether PUBLIC_URL set publicUrl (pages' canonical links otherwise follow the request). */
  publicUrlConfigured: boolean;
  /**
   * Whether X-Forwarded-For names the client: false (default) when the shop faces the internet
   * directly, so no one can pick the address the rate limits count; true, or the proxies'
   * addresses, when it runs behind a load balancer.
   */
  trustProxy: boolean | string;
  /**
   * DEMO_DATA=off: an empty database is seeded without the demo's people (staff, customers,
   * orders, reviews, coupons), as a real shop starts. On by default, so a clone shows the demo.
   */
  demoData: boolean;
  /**
   * SHOP_TIME_ZONE, the IANA name of the zone the back office counts days and shows times in (its
   * filters, dashboard, CSV export and job tickets); America/Los_Angeles unless set.
   */
  shopTimeZone: string;
  /**
   * E2E_FIXTURES=1 mounts the browser tests' fixture route, which makes members, staff sessions
   * and orders straight in the database (docs/decisions/080). Only playwright.config.ts sets it.
   */
  e2eFixtures: boolean;
  /**
   * FILE_STORAGE=s3: uploads, proofs, previews and media renditions live in this bucket, which
   * every app process shares; otherwise (FILE_STORAGE=local) under DATA_DIR.
   */
  s3?: S3Settings;
  /**
   * METRICS_TOKEN: /metrics answers Prometheus only with `Authorization: Bearer <token>`; unset,
   * /metrics does not exist (404) and nothing is measured.
   */
  metricsToken?: string;
  /**
   * ROLE: what this process does. `all` (default) serves and runs the background jobs; `web` only
   * serves and `worker` only runs jobs, so that they can be scaled apart (PostgreSQL only: the
   * embedded database belongs to one process).
   */
  role: ProcessRole;
  /** Absolute path of the built web app (apps/web/build); served only in production. */
  webBuildDir: string;
  /** Card payments through Stripe when both keys are set; otherwise the built-in test provider. */
  stripe?: {
    secretKey: string;
    publishableKey: string;
    /** Verifies /api/pay/webhook; without it every webhook is refused. */
    webhookSecret?: string;
    /** Another Stripe API origin, e.g. stripe-mock for local testing. */
    apiUrl?: string;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../../..');
  const port = Number(env.PORT ?? 3000);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: publicUrl ?? `http://localhost:${port}`,
    publicUrlConfigured: publicUrl !== undefined,
    webBuildDir: path.resolve(root, 'apps/web/build'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    demoData: parseDemoData(env.DEMO_DATA),
    shopTimeZone: parseTimeZone(env.SHOP_TIME_ZONE),
    e2eFixtures: env.E2E_FIXTURES === '1',
    metricsToken: env.METRICS_TOKEN || undefined,
    role: parseRole(env.ROLE, env.DATABASE_URL),
    s3: parseFileStorage(env),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
            apiUrl: env.STRIPE_API_URL || undefined,
          }
        : undefined,
  };
}

/**
 * PUBLIC_URL's origin. Anything but an http(s) origin stops the start rather than break every
 * link: the shop is served from the root of its host, so a path would be lost.
 */
function parsePublicUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || `${url.origin}/` !== url.href) {
    throw new Error(`PUBLIC_URL must be the shop's origin, such as https://shop.example (got "${value}")`);
  }
  return url.origin;
}

/** TRUST_PROXY: unset or false, true, or comma-separated proxy addresses (CIDR allowed). */
function parseTrustProxy(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  return text === 'true' ? true : text;
}

/** ROLE: all, web or worker; a split needs a database the processes can share. */
function parseRole(value: string | undefined, databaseUrl: string | undefined): ProcessRole {
  const text = value?.trim().toLowerCase() || 'all';
  if (text !== 'all' && text !== 'web' && text !== 'worker') {
    throw new Error(`ROLE must be all, web or worker (got "${value}")`);
  }
  if (text !== 'all' && !databaseUrl) {
    throw new Error(
      `ROLE=${text} needs DATABASE_URL: the embedded database serves one process, which must do both`,
    );
  }
  return text;
}

/**
 * DEMO_DATA: on (default) or off. Anything else stops the start: a typo must not seed a real shop
 * with the demo's people.
 */
function parseDemoData(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new Error(`DEMO_DATA must be on or off (got "${value}")`);
}

/**
 * FILE_STORAGE: local (default) or s3 with its S3_* settings. A missing bucket or a setting that
 * cannot be right stops the start, rather than the first upload.
 */
function parseFileStorage(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const kind = env.FILE_STORAGE?.trim().toLowerCase() || 'local';
  if (kind === 'local') return undefined;
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be local or s3 (got "${env.FILE_STORAGE}")`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET, the name of the bucket to keep files in');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !(URL.canParse(endpoint) && /^https?:$/.test(new URL(endpoint).protocol))) {
    throw new Error(
      `S3_ENDPOINT must be the service's http(s) URL, such as http://127.0.0.1:9000 (got "${endpoint}")`,
    );
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false (got "${env.S3_FORCE_PATH_STYLE}")`);
  }
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export const DEFAULT_SHOP_TIME_ZONE = 'America/Los_Angeles';

/** The canonical IANA name of a zone Intl knows (asia/shanghai is Asia/Shanghai), else undefined. */
function knownZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * SHOP_TIME_ZONE as its canonical IANA name. An unknown zone stops the start, as does an offset
 * such as +08:00: PostgreSQL reads an offset's sign the other way round (POSIX), so the days the
 * server counts would differ from those the back office shows.
 */
function parseTimeZone(value: string | undefined): string {
  const text = value?.trim() || DEFAULT_SHOP_TIME_ZONE;
  const zone = /^[A-Za-z]/.test(text) ? knownZone(text) : undefined;
  if (!zone) {
    throw new Error(
      `SHOP_TIME_ZONE must be the name of a time zone, such as America/Los_Angeles or Asia/Shanghai (got "${value}")`,
    );
  }
  return zone;
}
