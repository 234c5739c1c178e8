import { availableParallelism } from 'node:os';

import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

const DEVELOPMENT_ENCRYPTION_KEY = 'aGlyZXdheS1kZXZlbG9wbWVudC1rZXktbm90LXNlY3I=';

/** Every environment variable the API reads, validated once at start-up. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
      .default('sqlite:./data/hireway.sqlite'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** PostgreSQL: how long a request waits for a pooled connection before it is answered 503 + Retry-After. */
    DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
    /** PostgreSQL: the background job runner's own pool, so it never waits behind the board. */
    DATABASE_JOBS_POOL_SIZE: z.coerce.number().int().min(1).max(20).default(2),
    /** PostgreSQL streaming replicas for anonymous board reads, comma-separated (writes stay on DATABASE_URL). */
    DATABASE_REPLICA_URLS: commaList
      .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'must be postgres:// URLs, comma-separated')))
      .optional(),
    /** Worker processes (node:cluster), each with its own database handles; default: the cores in production, 1 otherwise. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
    /** Requests one process works on at once; beyond it new ones are answered 503 + Retry-After at once. */
    MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(64),
    /** Event-loop delay beyond which a process answers 503 + Retry-After until it recovers (0: off). */
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
    /** How often at most a process reloads the search vocabulary and autocomplete phrases after listings changed (0: at once). */
    SEARCH_DICTIONARY_REFRESH_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** Namespaces every Redis key, so several installs (or test runs) can share one Redis. */
    REDIS_KEY_PREFIX: z.string().min(1).max(64).default('hireway:'),
    CORS_ORIGINS: commaList.optional(),
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    STORAGE_DIR: z.string().min(1).default('./data/uploads'),
    /** Files go to this S3-compatible bucket when set; otherwise to STORAGE_DIR on local disk. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** An S3-compatible service (MinIO, Cloudflare R2, Ceph…); unset: AWS S3 in S3_REGION. */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Both or neither; neither: the AWS SDK's default credential chain (e.g. an instance or task role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style URLs (endpoint/bucket/key), which most S3-compatible services need. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Put before every object key when the bucket is shared, e.g. `hireway/`. */
    S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or folder names each ending with /, e.g. hireway/')
      .default(''),
    WEB_DIST_DIR: z.string().optional(),
    DEMO_DATA: booleanFlag.optional(),
    API_DOCS: booleanFlag.default(true),
    /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; unset: e-mails go to the dev outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).max(254).default('Hireway <no-reply@hireway.test>'),
    /** Runs background jobs in this process (off: jobs are still enqueued, another process runs them). */
    JOBS_ENABLED: booleanFlag.default(true),
    JOBS_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(1000),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    UPLOAD_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(5 * 1024 * 1024),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /** 32 bytes, base64: encrypts MFA secrets and keys the one-time-code HMACs. Required in production. */
    ENCRYPTION_KEY: z
      .string()
      .refine(
        (value) => Buffer.from(value, 'base64').length === 32,
        'must be 32 random bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
    /** sandbox: the built-in hosted checkout; paystack: needs PAYSTACK_SECRET_KEY. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
    PAYSTACK_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_[A-Za-z0-9]+$/, 'must be a Paystack secret key (sk_test_… or sk_live_…)')
      .optional(),
    PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
    /** Production refuses the sandbox (free registrations) unless this says it is meant. */
    PAYMENT_SANDBOX_IN_PRODUCTION: booleanFlag.default(false),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    /**
     * Login limits shaped like Mastodon's and GitLab's (docs/security.md): every attempt per address with a high
     * ceiling (an office behind one NAT), failures per account and address pair (the guessing brake), and
     * failures per account across addresses (a distributed guess, at a higher number).
     */
    RATE_LIMIT_LOGIN_PER_IP_MINUTE: z.coerce.number().int().min(1).default(100),
    RATE_LIMIT_LOGIN_PER_IP_HOUR: z.coerce.number().int().min(1).default(300),
    /** Failed logins per account from one address, per 15 minutes. */
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: z.coerce.number().int().min(1).default(10),
    /** Failed logins per account from every address together, per hour. */
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
    RATE_LIMIT_REGISTER_PER_IP_HOUR: z.coerce.number().int().min(1).default(10),
    /** SMS through Twilio when the account, token and a sender are set; otherwise the dev outbox (sms_outbox). */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-f]{32}$/, 'must be AC followed by 32 lower-case hex characters')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^\+[1-9]\d{1,14}$/, 'must be an E.164 number such as +14155550100')
      .optional(),
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG[0-9a-f]{32}$/, 'must be MG followed by 32 lower-case hex characters')
      .optional(),
    TWILIO_BASE_URL: z.url().optional(),
    /** Daily SMS caps over a rolling 24 h, counted from the sms_outbox ledger (SMS-03). */
    SMS_DAILY_LIMIT_PER_USER: z.coerce.number().int().min(1).default(5),
    SMS_DAILY_LIMIT_PER_NUMBER: z.coerce.number().int().min(1).default(5),
    SMS_DAILY_BUDGET: z.coerce.number().int().min(1).default(1000),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'paystack' && !env.PAYSTACK_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message: 'is required when PAYMENT_PROVIDER=paystack',
      });
    }
    if (env.DATABASE_REPLICA_URLS?.length && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URLS'],
        message: 'needs a PostgreSQL DATABASE_URL (replicas are PostgreSQL streaming replicas)',
      });
    }
    if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox' && !env.PAYMENT_SANDBOX_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'is the sandbox in production; set PAYMENT_PROVIDER=paystack, or PAYMENT_SANDBOX_IN_PRODUCTION=true for a demo',
      });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required with the other S3 key (set both, or neither for the default AWS credential chain)',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when other S3_* settings are set' });
    }
    if (env.NODE_ENV === 'production' && !env.ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENCRYPTION_KEY'],
        message: 'is required in production (openssl rand -base64 32)',
      });
    }
  })
  .transform((env) => ({
    ...env,
    isProduction: env.NODE_ENV === 'production',
    // Demo users exist by default everywhere but production, and never in production.
    demoData: env.NODE_ENV === 'production' ? false : (env.DEMO_DATA ?? true),
    corsOrigins: env.CORS_ORIGINS ?? [new URL(env.PUBLIC_URL).origin],
    replicaUrls: env.DATABASE_REPLICA_URLS ?? [],
    webConcurrency: env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'production' ? availableParallelism() : 1),
    // Outside production a fixed development key keeps local data readable across restarts; never used in production.
    encryptionKey: Buffer.from(env.ENCRYPTION_KEY ?? DEVELOPMENT_ENCRYPTION_KEY, 'base64'),
  }));

export type Config = z.output<typeof configSchema>;

/** Parses the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
