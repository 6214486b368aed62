import { randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** An optional value where an empty one (`NAME=` in an env file) means unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export type TrustProxy = boolean | number | string[];

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && isIPv6(address);
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}

/** `TRUST_PROXY`: true/false, a hop count, or a list of proxy addresses and CIDRs; null when it is none of them. */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^[1-9]\d{0,1}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value. Fastify reads a bare number as trusting nobody, so a hop
 * count becomes a function: the n addresses nearest the server (the socket's peer is hop 0) are proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** The route classes whose work in flight is bounded (platform/admission.ts). */
export const ADMISSION_CLASSES = ['moves', 'reads', 'writes', 'pages'] as const;
export type AdmissionClass = (typeof ADMISSION_CLASSES)[number];
export type PerAdmissionClass = Record<AdmissionClass, number>;

export interface AdmissionConfig {
  /** Requests of a class inside at once (0: that class is not limited). */
  inFlight: PerAdmissionClass;
  /** Requests of a class waiting for a slot at most; more are answered 503 at once. */
  queue: PerAdmissionClass;
  /** The longest a request waits for a slot before it is answered 503. */
  maxWaitMs: number;
}

/**
 * Far above what a test run or a normal day asks at once, low enough that a flood waits a fraction of a second
 * in order and the rest is refused at once (docs/decisions.md, issue 26).
 */
const ADMISSION_IN_FLIGHT_DEFAULT: PerAdmissionClass = { moves: 32, reads: 64, writes: 32, pages: 16 };
const ADMISSION_QUEUE_DEFAULT: PerAdmissionClass = { moves: 128, reads: 256, writes: 128, pages: 64 };

/**
 * `ADMISSION_IN_FLIGHT` / `ADMISSION_QUEUE`: one number for every class (`8`), or some classes by name
 * (`moves=16,reads=100`), the others keeping `defaults`; null when it is neither.
 */
export function parseClassLimits(raw: string, defaults: PerAdmissionClass): PerAdmissionClass | null {
  const value = raw.trim();
  if (value === '') return { ...defaults };
  if (/^\d{1,6}$/.test(value)) {
    const n = Number(value);
    return { moves: n, reads: n, writes: n, pages: n };
  }
  const limits = { ...defaults };
  for (const entry of value.split(',')) {
    const match = /^\s*([a-z]+)\s*=\s*(\d{1,6})\s*$/.exec(entry);
    const name = match?.[1] as AdmissionClass | undefined;
    if (!match || !name || !ADMISSION_CLASSES.includes(name)) return null;
    limits[name] = Number(match[2]);
  }
  return limits;
}

const classLimits = (defaults: PerAdmissionClass) =>
  z
    .string()
    .default('')
    .transform((value, ctx) => {
      const limits = parseClassLimits(value, defaults);
      if (limits === null) {
        ctx.addIssue({
          code: 'custom',
          message: `a number for every class, or class=number pairs (classes: ${ADMISSION_CLASSES.join(', ')})`,
        });
        return z.NEVER;
      }
      return limits;
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optional(z.url()),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: optional(z.string()),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{0,64}$/)
    .default('dd:'),
  /** The Vite dev server's origin; `npm run dev` sets it so the push socket accepts pages served by Vite. */
  DEV_WEB_ORIGIN: optional(z.url()),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Dopamine Drops <drops@dopaminedrops.local>'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  APP_SECRET: z.string().min(32).optional(),
  AFFILIATE_TAG: z.string().default('dopaminedrops-20'),
  SITE_NAME: z.string().default('Dopamine Drops'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // scrypt N = 2^17 (OWASP); lower only in tests, where hashing speed matters more than strength.
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: z.coerce.number().int().min(1).max(100).default(10),
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  LOGIN_MAX_CONCURRENT_PER_IP: z.coerce.number().int().min(1).default(2),
  LOGIN_MAX_CONCURRENT_PER_ACCOUNT: z.coerce.number().int().min(1).default(2),
  PASSWORD_HASH_MAX_QUEUE: z.coerce.number().int().min(0).default(8),
  ADMISSION_IN_FLIGHT: classLimits(ADMISSION_IN_FLIGHT_DEFAULT),
  ADMISSION_QUEUE: classLimits(ADMISSION_QUEUE_DEFAULT),
  ADMISSION_MAX_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  PUSH_MAX_PENDING_PER_IP: z.coerce.number().int().min(1).default(20),
  PUSH_MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).default(200),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  RECOVERY_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  FORUM_REPLIES_PER_HOUR: z.coerce.number().int().min(1).default(60),
  NOTIFY_EMAIL_DELAY_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  NOTIFY_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(8),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'true, false, a hop count (1) or a comma-separated list of proxy addresses or CIDRs',
        });
        return z.NEVER;
      }
      return trust;
    }),
  // Off unless one is set: the numbers are never public by default.
  METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: optional(z.string().min(16).max(256).regex(/^\S+$/, 'no spaces')),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  BLOG_DIR: z.string().default(path.join(REPO_ROOT, 'content/blog')),
  // Off in tests unless a test turns it on; an instance may also opt out of running jobs.
  SCHEDULER_ENABLED: bool.optional(),
  SCHEDULER_JOBS: optional(z.string()),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(10),
  RETAILER_REFRESH_INTERVAL_HOURS: z.coerce.number().min(0).max(24).default(24),
  RETAILER_REQUESTS_PER_SECOND: z.coerce.number().positive().max(1000).default(1),
  RETAILER_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  AMAZON_CREATORS_CREDENTIAL_ID: optional(z.string()),
  AMAZON_CREATORS_CREDENTIAL_SECRET: optional(z.string()),
  AMAZON_CREATORS_CREDENTIAL_VERSION: optional(z.string().regex(/^\d+\.\d+$/, 'e.g. 2.1')),
  AMAZON_CREATORS_MARKETPLACE: z.string().min(1).default('www.amazon.com'),
  AMAZON_CREATORS_PARTNER_TAG: optional(z.string()),
  AMAZON_CREATORS_API_URL: optional(z.url()),
  AMAZON_CREATORS_TOKEN_URL: optional(z.url()),
  BACKUP_DIR: optional(z.string()),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 366)
    .default(0),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  /** PUBLIC_URL, or `http://localhost:<PORT>` when it is not set (then `publicUrlSet` is false). */
  publicUrl: string;
  /**
   * PUBLIC_URL was set: the push socket accepts that origin only. Unset, it also accepts the server's own address
   * under any loopback name (a first run on one's own machine).
   */
  publicUrlSet: boolean;
  dataDir: string;
  /** `sqlite:<file>` | `sqlite::memory:` | a postgres URL */
  databaseUrl: string;
  redisUrl: string | undefined;
  /** Prefix of the Redis channel, so deployments sharing one Redis stay apart. */
  redisPrefix: string;
  /** The Vite dev server's origin under `npm run dev` (the push socket accepts it too); never in production. */
  devWebOrigin: string | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Directory the default mail transport writes .eml files to. */
  outboxDir: string;
  /** The admin account's first password and the admin product page's shared password. */
  adminPassword: string;
  /** ADMIN_PASSWORD was not set: a random one was generated and kept in the data directory. */
  adminPasswordGenerated: boolean;
  appSecret: string;
  affiliateTag: string;
  siteName: string;
  logLevel: Env['LOG_LEVEL'];
  rateLimitWritesPerMinute: number;
  /** How long a product list page is served from memory (0 = off). */
  catalogCacheTtlMs: number;
  /**
   * Which proxies' `X-Forwarded-*` headers are believed: none (false), a hop count (the last n addresses of
   * X-Forwarded-For are proxies), or the proxies' addresses/CIDRs; `true` believes any client and is unsafe.
   */
  trustProxy: TrustProxy;
  sessionTtlDays: number;
  passwordScryptLogN: number;
  /** Failed logins within an hour: per client IP, and per (account, IP) pair (both hard limits, 429). */
  loginMaxFailuresPerIp: number;
  loginMaxFailuresPerAccountIp: number;
  /** Failures on one account after which its attempts are spaced out (1 s doubling, up to the max delay). */
  loginAccountSlowdownAfter: number;
  loginAccountMaxDelaySeconds: number;
  /** Logins in flight at once per client IP and per account, in each process. */
  loginMaxConcurrentPerIp: number;
  loginMaxConcurrentPerAccount: number;
  /** Password derivations allowed to wait for a hashing thread (per process); past it 503 at once. */
  passwordHashMaxQueue: number;
  /** Bounded in-flight work per route class, per process (platform/admission.ts). */
  admission: AdmissionConfig;
  /**
   * Push sockets per client IP (across instances through Redis when it is set): not yet authenticated (more are
   * refused at the upgrade with 429), and authenticated (more are closed with 1013 when they authenticate).
   */
  pushMaxPendingPerIp: number;
  pushMaxSocketsPerIp: number;
  /** New accounts per client IP and hour. */
  registrationsPerHour: number;
  /** Forgot-password, password-reset and e-mail-confirm requests per client IP and hour. */
  recoveryRequestsPerHour: number;
  /** Forum replies per member and hour (counted in the database, so across instances). */
  forumRepliesPerHour: number;
  /** Minutes an unread `card.your_turn` waits before it is e-mailed (to a member with no open push socket). */
  notifyEmailDelayMinutes: number;
  /** The UTC hour in which the daily notification digest goes out. */
  notifyDigestHourUtc: number;
  /**
   * `GET /metrics` (Prometheus): on a listener of its own at `metricsHost:metricsPort` when the port is set; on
   * the main port too when the token is set, and then only with `Authorization: Bearer <token>` on either.
   * Neither set: no metrics at all.
   */
  metricsPort: number | null;
  metricsHost: string;
  metricsToken: string | null;
  webDist: string;
  blogDir: string;
  /** This instance runs the periodic jobs (platform/scheduler); default on, off when NODE_ENV is test. */
  schedulerEnabled: boolean;
  /** The jobs this instance runs, by name (`SCHEDULER_JOBS`, comma-separated); null runs every job. */
  schedulerJobs: string[] | null;
  /** How long a stopping instance lets the requests in flight finish before it cuts them (issue 27 §4). */
  shutdownTimeoutMs: number;
  /** Hours between scheduled retailer refreshes; 0 turns the schedule off. */
  retailerRefreshIntervalHours: number;
  /** GetItems requests per second towards the retailer API. */
  retailerRequestsPerSecond: number;
  /** Timeout of one request to the retailer API. */
  retailerRequestTimeoutMs: number;
  /** Amazon Creators API credentials; null when not configured (the retailer refresh is then off). */
  amazonCreators: AmazonCreatorsConfig | null;
  /** Where backups are written and how many of the newest are kept; hours between scheduled ones (0 = none). */
  backups: BackupSettings;
}

export interface BackupSettings {
  /** BACKUP_DIR, default `$DATA_DIR/backups`. */
  dir: string;
  keep: number;
  intervalHours: number;
}

export interface AmazonCreatorsConfig {
  credentialId: string;
  credentialSecret: string;
  /** e.g. 2.1 (North America), 2.2 (Europe), 2.3 (Far East); 3.x for Login with Amazon credentials. */
  credentialVersion: string;
  /** e.g. www.amazon.com */
  marketplace: string;
  partnerTag: string;
  /** Overrides of the API host and of the version's token endpoint (tests point them at a local fake). */
  apiUrl: string | undefined;
  tokenUrl: string | undefined;
}

/** The Creators API settings: all three credential variables or none (the retailer module checks the version). */
function amazonCreatorsConfig(env: Env): AmazonCreatorsConfig | null {
  const id = env.AMAZON_CREATORS_CREDENTIAL_ID;
  const secret = env.AMAZON_CREATORS_CREDENTIAL_SECRET;
  const version = env.AMAZON_CREATORS_CREDENTIAL_VERSION;
  if (id === undefined && secret === undefined && version === undefined) return null;
  if (id === undefined || secret === undefined || version === undefined) {
    throw new Error(
      'Invalid environment: AMAZON_CREATORS_CREDENTIAL_ID, AMAZON_CREATORS_CREDENTIAL_SECRET and AMAZON_CREATORS_CREDENTIAL_VERSION are set together',
    );
  }
  return {
    credentialId: id,
    credentialSecret: secret,
    credentialVersion: version,
    marketplace: env.AMAZON_CREATORS_MARKETPLACE,
    partnerTag: env.AMAZON_CREATORS_PARTNER_TAG ?? env.AFFILIATE_TAG,
    apiUrl: env.AMAZON_CREATORS_API_URL,
    tokenUrl: env.AMAZON_CREATORS_TOKEN_URL,
  };
}

/** A generated value kept in `dataDir`, readable by the owner only, so that it survives restarts. */
function keptOnDisk(dataDir: string, fileName: string, generate: () => string): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = generate();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/** The secret signs unsubscribe links; it must survive restarts, so a generated one is kept on disk. */
function loadOrCreateSecret(dataDir: string): string {
  return keptOnDisk(dataDir, 'app-secret', () => randomBytes(32).toString('hex'));
}

/** Without ADMIN_PASSWORD a random one is generated once and kept on disk, so the product admin page works. */
function loadOrCreateAdminPassword(dataDir: string): string {
  return keptOnDisk(dataDir, 'admin-password', () => randomBytes(12).toString('base64url'));
}

/**
 * The environment with the variables of an env file (the repository's `.env`, when present) added: a variable
 * already set in the environment wins over the file, as `.env.example` says.
 */
export function withEnvFile(env: NodeJS.ProcessEnv, file = path.join(REPO_ROOT, '.env')): NodeJS.ProcessEnv {
  if (!existsSync(file)) return env;
  const fromFile = parseEnv(readFileSync(file, 'utf8'));
  return { ...fromFile, ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) };
}

/** The configuration from `source`; by default the process environment plus the repository's `.env`. */
export function loadConfig(source: NodeJS.ProcessEnv = withEnvFile(process.env)): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const env = parsed.data;
  if (env.DEV_WEB_ORIGIN !== undefined && env.NODE_ENV === 'production') {
    throw new Error('Invalid environment: DEV_WEB_ORIGIN is for npm run dev only, not with NODE_ENV=production');
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    publicUrlSet: env.PUBLIC_URL !== undefined,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(env.DATA_DIR, 'app.db')}`,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    devWebOrigin: env.DEV_WEB_ORIGIN ?? null,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    adminPassword: env.ADMIN_PASSWORD ?? loadOrCreateAdminPassword(env.DATA_DIR),
    adminPasswordGenerated: env.ADMIN_PASSWORD === undefined,
    appSecret: env.APP_SECRET ?? loadOrCreateSecret(env.DATA_DIR),
    affiliateTag: env.AFFILIATE_TAG,
    siteName: env.SITE_NAME,
    logLevel: env.LOG_LEVEL,
    rateLimitWritesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE,
    catalogCacheTtlMs: env.CATALOG_CACHE_TTL_MS,
    trustProxy: env.TRUST_PROXY,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    passwordScryptLogN: env.PASSWORD_SCRYPT_LOG_N,
    loginMaxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
    loginMaxFailuresPerAccountIp: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_IP,
    loginAccountSlowdownAfter: env.LOGIN_ACCOUNT_SLOWDOWN_AFTER,
    loginAccountMaxDelaySeconds: env.LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
    loginMaxConcurrentPerIp: env.LOGIN_MAX_CONCURRENT_PER_IP,
    loginMaxConcurrentPerAccount: env.LOGIN_MAX_CONCURRENT_PER_ACCOUNT,
    passwordHashMaxQueue: env.PASSWORD_HASH_MAX_QUEUE,
    admission: {
      inFlight: env.ADMISSION_IN_FLIGHT,
      queue: env.ADMISSION_QUEUE,
      maxWaitMs: env.ADMISSION_MAX_WAIT_MS,
    },
    pushMaxPendingPerIp: env.PUSH_MAX_PENDING_PER_IP,
    pushMaxSocketsPerIp: env.PUSH_MAX_SOCKETS_PER_IP,
    registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
    recoveryRequestsPerHour: env.RECOVERY_REQUESTS_PER_HOUR,
    forumRepliesPerHour: env.FORUM_REPLIES_PER_HOUR,
    notifyEmailDelayMinutes: env.NOTIFY_EMAIL_DELAY_MINUTES,
    notifyDigestHourUtc: env.NOTIFY_DIGEST_HOUR_UTC,
    metricsPort: env.METRICS_PORT ?? null,
    metricsHost: env.METRICS_HOST,
    metricsToken: env.METRICS_TOKEN ?? null,
    webDist: env.WEB_DIST,
    blogDir: env.BLOG_DIR,
    schedulerEnabled: env.SCHEDULER_ENABLED ?? env.NODE_ENV !== 'test',
    schedulerJobs: env.SCHEDULER_JOBS
      ? env.SCHEDULER_JOBS.split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : null,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    retailerRefreshIntervalHours: env.RETAILER_REFRESH_INTERVAL_HOURS,
    retailerRequestsPerSecond: env.RETAILER_REQUESTS_PER_SECOND,
    retailerRequestTimeoutMs: env.RETAILER_REQUEST_TIMEOUT_MS,
    amazonCreators: amazonCreatorsConfig(env),
    backups: backupSettingsOf(env),
  };
}

function backupSettingsOf(env: Pick<Env, 'DATA_DIR' | 'BACKUP_DIR' | 'BACKUP_KEEP' | 'BACKUP_INTERVAL_HOURS'>) {
  return {
    dir: env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'),
    keep: env.BACKUP_KEEP,
    intervalHours: env.BACKUP_INTERVAL_HOURS,
  };
}

/** What `npm run backup` and `npm run restore` need: where the data is and where backups go. */
export interface StorageConfig {
  dataDir: string;
  databaseUrl: string;
  backups: BackupSettings;
}

/**
 * The storage part of the configuration alone. Unlike loadConfig it creates nothing: loadConfig writes a generated
 * secret and admin password into the data directory, which would make the directory a restore fills non-empty.
 */
export function loadStorageConfig(source: NodeJS.ProcessEnv = withEnvFile(process.env)): StorageConfig {
  const parsed = envSchema
    .pick({ DATA_DIR: true, DATABASE_URL: true, BACKUP_DIR: true, BACKUP_KEEP: true, BACKUP_INTERVAL_HOURS: true })
    .safeParse(source);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${issues}`);
  }
  const env = parsed.data;
  return {
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(env.DATA_DIR, 'app.db')}`,
    backups: backupSettingsOf(env),
  };
}
