import { join } from 'node:path';
import { z } from 'zod';
import { publicSite } from './lib/public-site';
import { type PushConfig, readPushConfig } from './push/push-config';
import { readSmsBudget, type SmsBudget, smsBudgetEnv } from './sms/budget';
import { type GatewayConfig, readGatewayConfig } from './sms/gateway-config';
import { type SmsTemplates, templatesFor } from './sms/templates';
import { type PaymentsConfig, readPaymentsConfig } from './treasury/payments-config';

const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DATABASE_REPLICA_URLS: z.string().optional(),
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SHARED_LIMITS: bool.optional(),
  PORTAL_NAME: z.string().min(1).default('Anjuman'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  SMS_TEMPLATES_FILE: z.string().optional(),
  API_SESSION_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  API_PUBLIC_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  ...smsBudgetEnv,
  BOT_CHECK: z.enum(['altcha', 'off']).default('altcha'),
  ALTCHA_HMAC_KEY: z.string().min(32).optional(),
  DEMO_DATA: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().default('false'),
  UPGRADE_INSECURE_REQUESTS: bool.default(false),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).default(730),
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(0).default(14),
  VOLUNTEER_FORM_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), 'VOLUNTEER_FORM_URL must be an http(s) address')
    .optional(),
  PUBLIC_URL: z.string().optional(),
  PUSH_CONTACT_EMAIL: z.string().optional(),
  PUSH_TEST_ENDPOINTS: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The primary without a pooler (DATABASE_DIRECT_URL, else DATABASE_URL), for what needs a session of its
   * own: LISTEN, the advisory locks of the start and the jobs, backups and restores.
   */
  databaseDirectUrl: string | undefined;
  /** Streaming replicas for the reads that may be a moment stale (DATABASE_REPLICA_URLS, a comma list). */
  replicaUrls: string[];
  /** How far behind the primary a replica may be and still serve (REPLICA_MAX_LAG_MS). */
  maxReplicaLagMs: number;
  /** Connections each process may hold open to the database. */
  databasePoolSize: number;
  /** HTTP server processes on this machine (node:cluster), sharing the port and the database. */
  workers: number;
  /** Whether the API limits are counted in the database, for a fleet, rather than in this process. */
  sharedLimits: boolean;
  portalName: string;
  admin: { email: string; password: string } | undefined;
  /** The SMS gateway (SMS_PROVIDER and its settings). */
  sms: GatewayConfig;
  /** Every SMS the portal sends, as registered on DLT (SMS_TEMPLATES_FILE; the product's texts in development). */
  smsTemplates: SmsTemplates;
  /** API calls a minute: per signed-in session, and per network for calls without a session. */
  apiLimits: { perSession: number; publicPerIp: number };
  /** SMS the whole portal may send: a cap on what an SMS-pumping attack can cost. */
  smsBudget: SmsBudget;
  botCheck: 'altcha' | 'off';
  altchaHmacKey: string | undefined;
  demoData: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (true trusts any client). */
  trustProxy: boolean | number | string[];
  upgradeInsecureRequests: boolean;
  /** The external 'Apply for volunteer' form, linked from a member's /volunteers; null hides the link. */
  volunteerFormUrl: string | null;
  /** How long the audit trail keeps a row (PRIVACY.md): two years unless set. */
  auditRetentionDays: number;
  /** Where backups go (DATA_DIR/backups unless set), and how many daily ones to keep (0: none). */
  backups: { dir: string; keep: number };
  /** Push notifications: the VAPID subject (PUBLIC_URL or PUSH_CONTACT_EMAIL) and a test's fake endpoints. */
  push: PushConfig;
  /** The optional payment gateway (PAYMENTS_PROVIDER=razorpay and its keys); null: UPI links only. */
  payments: PaymentsConfig | null;
  /** The portal's public address (PUBLIC_URL, no trailing slash), as the links a receipt's SMS carries name it. */
  publicUrl: string;
};

export class ConfigError extends Error {}

/** `false`/`0`, a hop count (`1`: the one proxy in front), `true`, or a comma list like `127.0.0.1,10.0.0.0/8`. */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.toLowerCase();
  if (['', 'false', 'off', 'no', '0'].includes(v)) return false;
  if (['true', 'on', 'yes'].includes(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** DATABASE_REPLICA_URLS: PostgreSQL addresses, comma separated; a problem names a bad one by its place only. */
function readReplicaUrls(value: string | undefined): { urls: string[]; problems: string[] } {
  const urls = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // Never the address itself in the message: it may hold a password.
  const problems = urls.flatMap((url, i) =>
    URL.canParse(url) && /^postgres(ql)?:$/.test(new URL(url).protocol)
      ? []
      : [`DATABASE_REPLICA_URLS: address ${i + 1} is not a postgres:// address`],
  );
  return { urls, problems };
}

/** The only place that reads the environment. Refuses unsafe settings in production with a clear message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  const gateway = readGatewayConfig(cleaned, production);
  problems.push(...gateway.problems);
  const publicUrl = publicSite(e.PUBLIC_URL, e.PORT);
  const templates = templatesFor(
    gateway.config.provider,
    e.SMS_TEMPLATES_FILE,
    production,
    e.PORTAL_NAME,
    publicUrl,
  );
  problems.push(...templates.problems);
  const push = readPushConfig(e, production);
  problems.push(...push.problems);
  const payments = readPaymentsConfig(cleaned, production);
  problems.push(...payments.problems);
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const smsBudget = readSmsBudget(e);
  problems.push(...smsBudget.problems);
  if (production && e.BOT_CHECK === 'off') problems.push('BOT_CHECK=off is refused in production');
  if (production && e.DEMO_DATA) problems.push('DEMO_DATA is refused in production');
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (production && trustProxy === true) {
    problems.push(
      'TRUST_PROXY=true lets any client pick its IP; give the hop count (1) or the proxy addresses',
    );
  }
  const replicaUrls = readReplicaUrls(e.DATABASE_REPLICA_URLS);
  problems.push(...replicaUrls.problems);
  if (e.DATABASE_URL === undefined) {
    // The embedded cluster is this process's alone: no pooler, no replica of it.
    if (e.DATABASE_DIRECT_URL)
      problems.push('DATABASE_DIRECT_URL needs DATABASE_URL, the pooler it bypasses');
    if (replicaUrls.urls.length)
      problems.push('DATABASE_REPLICA_URLS needs DATABASE_URL, the primary they follow');
  }
  if (problems.length > 0)
    throw new ConfigError(`Unsafe or incomplete configuration:\n  ${problems.join('\n  ')}`);

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL ?? e.DATABASE_URL,
    replicaUrls: replicaUrls.urls,
    maxReplicaLagMs: e.REPLICA_MAX_LAG_MS,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    workers: e.WORKERS,
    // A lone embedded portal is the only process on its database (the DATA_DIR lock); anything else may be a fleet.
    sharedLimits: e.SHARED_LIMITS ?? (e.DATABASE_URL !== undefined || e.WORKERS > 1),
    portalName: e.PORTAL_NAME,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    sms: gateway.config,
    smsTemplates: templates.templates!,
    smsBudget: smsBudget.budget,
    apiLimits: { perSession: e.API_SESSION_PER_MINUTE, publicPerIp: e.API_PUBLIC_PER_MINUTE },
    botCheck: e.BOT_CHECK,
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
    demoData: e.DEMO_DATA ?? !production,
    logLevel: e.LOG_LEVEL,
    trustProxy,
    upgradeInsecureRequests: e.UPGRADE_INSECURE_REQUESTS,
    volunteerFormUrl: e.VOLUNTEER_FORM_URL ?? null,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    backups: { dir: e.BACKUP_DIR ?? join(e.DATA_DIR, 'backups'), keep: e.BACKUP_KEEP },
    push: push.config,
    payments: payments.config,
    publicUrl,
  };
}
