import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { z } from 'zod';
import { CHAT_IMAGE_MAX_MB, CHAT_MESSAGE_MAX_LENGTH, DEFAULT_SITE_TIME_ZONE } from '@hmti/contract';

/**
 * Every setting of ours from the environment, read by one zod schema (`configSchema`): each names its variable (all
 * in .env.example); unset or empty takes its default; bad values stop the start naming each one (`refuseToStart`).
 */

const compiled = __dirname.split(path.sep).includes('dist');
export const cmsRoot = path.resolve(__dirname, compiled ? '../../..' : '../..');

/** Every variable the schema reads, with what its value must be (the refusal's words). */
export const variables = new Map<string, string>();

// `NAME=` (as .env.example leaves most of them) means unset.
const unset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** One setting: the variable `name` of the environment, read by `schema`, or `fallback` when unset. */
function setting<T, F>(name: string, expected: string, schema: z.ZodType<T>, fallback: F) {
  variables.set(name, expected);
  return z.object({ [name]: z.preprocess(unset, schema.optional()) }).transform((env) => env[name] ?? fallback);
}
/** Settings gathered under their keys; each reads the whole environment. */
const group = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.preprocess((env) => Object.fromEntries(Object.keys(shape).map((key) => [key, env])), z.object(shape));

const text = (name: string, fallback = '') => setting(name, 'text', z.string(), fallback);
const int = (name: string, fallback: number, min = 0) =>
  setting(name, `a whole number of at least ${min}`, z.coerce.number().int().min(min), fallback);
const port = (name: string, fallback: number) =>
  setting(name, 'a port number from 1 to 65535', z.coerce.number().int().min(1).max(65535), fallback);
const megabytes = (name: string, fallback: number) => int(name, fallback).transform((mb) => mb * 1024 * 1024);
const bool = <F extends boolean | undefined>(name: string, fallback: F) =>
  setting(name, 'true or false', z.stringbool(), fallback);
const oneOf = <const V extends [string, ...string[]], F extends V[number] | undefined>(
  name: string,
  values: V,
  fallback: F,
) => setting(name, `one of: ${values.join(', ')}`, z.enum(values), fallback);
const httpUrl = z.url({ protocol: /^https?$/ });
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
// Every address given to these passed the schema's URL check.
const hostnameOf = (url: string) => new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
const originOf = (url: string) => new URL(url).origin;
// Without a trailing slash: paths are appended to it.
const withoutSlash = httpUrl.transform((u) => u.replace(/\/+$/, ''));
const address = (name: string, fallback = '') => setting(name, 'an http(s) address', withoutSlash, fallback);
const items = (v: string) => v.split(',').flatMap((s) => (s.trim() ? [s.trim()] : []));
const list = (name: string, expected: string, item: z.ZodType<string, string> = z.string()) =>
  setting(name, `a comma-separated list of ${expected}`, z.string().transform(items).pipe(z.array(item)), []);
const isTimeZone = (zone: string) => {
  try {
    return Boolean(new Intl.DateTimeFormat('en', { timeZone: zone }));
  } catch {
    return false;
  }
};
const TIME_ZONE = 'an IANA time zone such as Asia/Jakarta';
/** A count allowed per window: `max` and `windowSeconds`. */
const perWindow = (maxName: string, max: number, windowName: string, windowSeconds: number) =>
  group({ max: int(maxName, max, 1), windowSeconds: int(windowName, windowSeconds, 1) });

/** The settings as read; the defaults that depend on other settings are filled in below. */
const BODY_LIMIT_EXPECTED = 'a size of 1mb or more, such as 2mb';

const settings = group({
  port: port('PORT', 1337),
  publicUrl: address('PUBLIC_URL'),
  publicDir: text('PUBLIC_DIR', 'public').transform((dir) => path.resolve(cmsRoot, dir)),
  webDistDir: text('WEB_DIST_DIR', '../web/dist').transform((dir) => path.resolve(cmsRoot, dir)),
  corsOrigins: list('CORS_ORIGINS', 'http(s) origins', httpUrl.transform(originOf)),
  /**
   * In bytes: the most text a request body carries, as JSON or as a form's fields. At least 1 MB: /admin sends the
   * longest article the contract allows (ARTICLE_CONTENT_MAX) back whole.
   */
  jsonBodyLimit: setting(
    'JSON_BODY_LIMIT',
    BODY_LIMIT_EXPECTED,
    z
      .string()
      .regex(/^\d+(\.\d+)?\s*(b|kb|mb|gb)?$/i)
      .transform((size) => {
        const [, amount, unit = 'b'] = /^([\d.]+)\s*(\w*)$/.exec(size) ?? [];
        return Math.floor(Number(amount) * 1024 ** ['b', 'kb', 'mb', 'gb'].indexOf(unit.toLowerCase() || 'b'));
      })
      .refine((bytes) => bytes >= 1024 * 1024, BODY_LIMIT_EXPECTED),
    1024 * 1024,
  ),
  uploadMaxBytes: megabytes('UPLOAD_MAX_MB', 10),
  uploadStorage: group({
    provider: oneOf('UPLOAD_PROVIDER', ['local', 's3'], 'local'),
    s3: group({
      bucket: text('S3_BUCKET'),
      endpoint: address('S3_ENDPOINT'),
      region: text('S3_REGION', 'us-east-1'),
      forcePathStyle: bool('S3_FORCE_PATH_STYLE', false),
      accessKeyId: text('S3_ACCESS_KEY_ID'),
      secretAccessKey: text('S3_SECRET_ACCESS_KEY'),
      publicUrl: address('S3_PUBLIC_URL'),
      // `none` for stores without ACLs (their bucket policy makes objects public).
      acl: text('S3_ACL', 'public-read').transform((acl) => (acl === 'none' ? undefined : acl)),
    }),
  }),
  mail: group({
    smtp: group({
      host: text('SMTP_HOST'),
      port: port('SMTP_PORT', 587),
      secure: bool('SMTP_SECURE', undefined),
      user: text('SMTP_USERNAME'),
      password: text('SMTP_PASSWORD'),
    }),
    from: text('EMAIL_FROM'),
    replyTo: text('EMAIL_REPLY_TO'),
  }),
  session: group({
    cookieName: text('SESSION_COOKIE_NAME', 'hm_sid'),
    ttlHours: int('SESSION_TTL_HOURS', 24, 1),
    rememberDays: int('SESSION_REMEMBER_DAYS', 30, 1),
    touchIntervalSeconds: int('SESSION_TOUCH_SECONDS', 60),
    idleMinutes: int('SESSION_IDLE_MINUTES', 120),
    rememberIdleDays: int('SESSION_REMEMBER_IDLE_DAYS', 14),
    maxActivePerUser: int('SESSION_MAX_ACTIVE_PER_USER', 10, 1),
  }),
  loginLockout: group({
    ipMaxFailures: int('LOGIN_IP_MAX_FAILURES', 5, 1),
    ipWindowSeconds: int('LOGIN_IP_WINDOW_SECONDS', 60, 1),
    accountMaxFailures: int('LOGIN_ACCOUNT_MAX_FAILURES', 10, 1),
    accountWindowSeconds: int('LOGIN_ACCOUNT_WINDOW_SECONDS', 900, 1),
  }),
  twoFactor: group({
    issuer: text('TWO_FACTOR_ISSUER', 'HMTI'),
    encryptionKey: text('TWO_FACTOR_ENCRYPTION_KEY'),
    challengeSeconds: int('TWO_FACTOR_CHALLENGE_SECONDS', 300, 1),
    lockout: group({
      ipMaxFailures: int('TWO_FACTOR_IP_MAX_FAILURES', 10, 1),
      windowSeconds: int('TWO_FACTOR_WINDOW_SECONDS', 300, 1),
      accountMaxFailures: int('TWO_FACTOR_MAX_FAILURES', 5, 1),
      backoff: group({
        maxWindowSeconds: int('TWO_FACTOR_BACKOFF_MAX_SECONDS', 24 * 3600, 1),
        memorySeconds: int('TWO_FACTOR_BACKOFF_MEMORY_SECONDS', 7 * 24 * 3600, 1),
      }),
    }).transform(({ windowSeconds, ...rules }) => ({
      ...rules,
      ipWindowSeconds: windowSeconds,
      accountWindowSeconds: windowSeconds,
    })),
  }),
  passwords: group({
    // One core stays free for requests.
    hashConcurrency: int('PASSWORD_HASH_CONCURRENCY', Math.max(1, os.availableParallelism() - 1), 1),
    failureFloorMs: int('LOGIN_FAILURE_MIN_MS', 250),
  }),
  owner: group({
    username: text('OWNER_USERNAME', 'owner'),
    password: text('OWNER_PASSWORD'),
    email: text('OWNER_EMAIL', 'owner@himatif.local'),
  }),
  // Strapi's own settings (cms/config): its server, admin panel and database, with Strapi's defaults.
  server: group({
    host: text('HOST', '0.0.0.0'),
    webhooksPopulateRelations: bool('WEBHOOKS_POPULATE_RELATIONS', false),
    keepAliveSeconds: int('HTTP_KEEP_ALIVE_SECONDS', 65, 1),
  }),
  adminPanel: group({
    email: text('ADMIN_EMAIL', 'admin@himatif.local'),
    password: text('ADMIN_PASSWORD'),
    serve: bool('SERVE_ADMIN', true),
    accessTokenSeconds: int('ADMIN_ACCESS_TOKEN_SECONDS', 30 * 60, 1),
    // Production's are checked at start (secretProblems), not here: `strapi build` reads this without them.
    jwtSecret: text('ADMIN_JWT_SECRET'),
    apiTokenSalt: text('API_TOKEN_SALT'),
    transferTokenSalt: text('TRANSFER_TOKEN_SALT'),
    encryptionKey: text('ENCRYPTION_KEY'),
  }),
  database: group({
    client: oneOf('DATABASE_CLIENT', ['sqlite', 'postgres'], 'sqlite'),
    // Relative to cms/; an absolute one (as the tests use) stays as it is.
    filename: text('DATABASE_FILENAME', '.tmp/data.db').transform((file) => path.resolve(cmsRoot, file)),
    url: setting('DATABASE_URL', 'a postgres:// address', z.url({ protocol: /^postgres(ql)?$/ }), ''),
    // PostgreSQL's address without DATABASE_URL, as the driver takes it.
    parts: group({
      host: text('DATABASE_HOST', '127.0.0.1'),
      port: port('DATABASE_PORT', 5432),
      database: text('DATABASE_NAME', 'strapi'),
      user: text('DATABASE_USERNAME', 'strapi'),
      password: text('DATABASE_PASSWORD'),
      schema: text('DATABASE_SCHEMA', 'public'),
    }),
    ssl: bool('DATABASE_SSL', false),
    sslRejectUnauthorized: bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
    pool: group({ min: int('DATABASE_POOL_MIN', 2), max: int('DATABASE_POOL_MAX', 10, 1) }),
    connectionTimeoutMs: int('DATABASE_CONNECTION_TIMEOUT', 60_000, 1),
  }),
  seedDemo: bool('SEED_DEMO', true),
  analytics: group({
    enabled: bool('ANALYTICS_ENABLED', true),
    flushSeconds: int('ANALYTICS_FLUSH_SECONDS', 10, 1),
    retentionDays: int('ANALYTICS_RETENTION_DAYS', 400),
    maxReferrersPerDay: int('ANALYTICS_MAX_REFERRERS_PER_DAY', 100, 1),
  }),
  // Analytics days and scheduled publishing follow it.
  siteTimeZone: setting('SITE_TIME_ZONE', TIME_ZONE, z.string().refine(isTimeZone, TIME_ZONE), DEFAULT_SITE_TIME_ZONE),
  scheduledPublishing: group({
    intervalMs: int('SCHEDULED_PUBLISH_INTERVAL_MS', 30_000, 1),
    testClockFile: text('TEST_CLOCK_FILE'),
  }),
  activityRetention: group({
    days: int('ACTIVITY_RETENTION_DAYS', 365),
    intervalHours: int('ACTIVITY_PRUNE_INTERVAL_HOURS', 24, 1),
  }),
  articleRevisions: group({ keep: int('ARTICLE_REVISIONS_KEEP', 50, 1) }),
  settingsRevisions: group({ keep: int('SETTINGS_REVISIONS_KEEP', 50, 1) }),
  articlePreview: group({ minutes: int('ARTICLE_PREVIEW_MINUTES', 15, 1) }),
  gdrive: group({
    baseUrl: address('GDRIVE_BASE_URL', 'https://drive.google.com'),
    imageBaseUrl: address('GDRIVE_IMAGE_BASE_URL', 'https://lh3.googleusercontent.com'),
    timeoutMs: int('GDRIVE_TIMEOUT_MS', 4000, 1),
  }),
  redisUrl: setting('REDIS_URL', 'a redis:// or rediss:// address', z.url({ protocol: /^rediss?$/ }), ''),
  redisKeyPrefix: text('REDIS_KEY_PREFIX', 'himatif:'),
  redisCommandTimeoutMs: int('REDIS_COMMAND_TIMEOUT_MS', 500, 1),
  // The protections behind the owner's Middleware toggles (cms/src/security).
  protections: group({
    flagsCacheMs: int('PROTECTION_FLAGS_CACHE_MS', 1000),
    trustedProxies: list('TRUSTED_PROXIES', 'IP addresses'),
    apiRateLimit: perWindow('API_RATE_LIMIT_MAX', 100, 'API_RATE_LIMIT_WINDOW_SECONDS', 60),
    staffRateLimit: perWindow('STAFF_RATE_LIMIT_MAX', 300, 'STAFF_RATE_LIMIT_WINDOW_SECONDS', 60),
    pageRenderLimit: perWindow('PAGE_RENDER_LIMIT_MAX', 30, 'PAGE_RENDER_LIMIT_WINDOW_SECONDS', 60),
    ddos: group({
      maxPerIp: int('DDOS_MAX_CONCURRENT_PER_IP', 20, 1),
      maxTotal: int('DDOS_MAX_CONCURRENT_TOTAL', 300, 1),
      retryAfterSeconds: int('DDOS_RETRY_AFTER_SECONDS', 5, 1),
    }),
    siteHosts: list('SITE_HOSTS', 'host names', z.string().toLowerCase()),
    portScan: group({
      maxPaths: int('PORT_SCAN_MAX_PATHS', 20, 1),
      windowSeconds: int('PORT_SCAN_WINDOW_SECONDS', 60, 1),
      blockSeconds: int('PORT_SCAN_BLOCK_SECONDS', 300, 1),
    }),
  }),
  // The chat assistant. The provider key stays here: never stored, logged or sent to browsers.
  chat: group({
    provider: oneOf('CHAT_PROVIDER', ['offline', 'openai'], undefined),
    apiUrl: address('CHAT_API_URL'),
    apiKey: text('CHAT_API_KEY'),
    model: text('CHAT_MODEL', 'gpt-4o-mini'),
    timeoutMs: int('CHAT_TIMEOUT_MS', 20_000, 1),
    maxTokens: int('CHAT_MAX_TOKENS', 800, 1),
    contextPassages: int('CHAT_CONTEXT_PASSAGES', 5),
    historyKept: int('CHAT_HISTORY_KEPT', 50, 1),
    historySent: int('CHAT_HISTORY_SENT', 10),
    messageMaxChars: int('CHAT_MESSAGE_MAX_CHARS', CHAT_MESSAGE_MAX_LENGTH, 1),
    imageMaxBytes: megabytes('CHAT_IMAGE_MAX_MB', CHAT_IMAGE_MAX_MB),
    imageStoreMaxBytes: megabytes('CHAT_IMAGE_STORE_MAX_MB', 500),
    ttlSeconds: int('CHAT_TTL_SECONDS', 24 * 3600, 1),
    knowledgeCheckMs: int('CHAT_KNOWLEDGE_CHECK_MS', 3000, 1),
    ratePerMinute: int('CHAT_RATE_LIMIT_PER_MINUTE', 30, 1),
    maxConcurrent: int('CHAT_MAX_CONCURRENT', 8, 1),
    cookieName: text('CHAT_COOKIE_NAME', 'hm_chat'),
    cookieSecret: text('CHAT_COOKIE_SECRET'),
  }),
  // Scale and caching (docs/developing.md, "Public pages and caching"; figures in docs/performance.md)
  settingsCacheMs: int('SETTINGS_CACHE_MS', 2000),
  frontCache: group({
    enabled: bool('FRONT_CACHE', true),
    ttlMs: int('FRONT_CACHE_TTL_MS', 2000),
    maxEntries: int('FRONT_CACHE_MAX_ENTRIES', 1000),
    maxBytes: megabytes('FRONT_CACHE_MAX_MB', 64),
    staleMs: int('FRONT_CACHE_STALE_HOURS', 24).transform((hours) => hours * 3600 * 1000),
  }),
  queryCountHeader: bool('QUERY_COUNT_HEADER', false),
  log: group({
    format: oneOf('LOG_FORMAT', ['json', 'pretty'], undefined),
    level: oneOf('LOG_LEVEL', ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'], 'info'),
    colors: bool('LOG_COLORS', Boolean(process.stdout.isTTY)),
  }),
  idempotency: group({
    ttlHours: int('IDEMPOTENCY_TTL_HOURS', 24, 1),
    leaseSeconds: int('IDEMPOTENCY_LEASE_SECONDS', 30, 1),
    maxAnswerBytes: int('IDEMPOTENCY_MAX_ANSWER_KB', 64).transform((kb) => kb * 1024),
  }),
  shutdownDrainMs: int('SHUTDOWN_DRAIN_MS', 15_000),
  metrics: group({
    enabled: bool('METRICS_ENABLED', false),
    token: text('METRICS_TOKEN'),
    path: setting('METRICS_PATH', 'a path starting with /', z.string().startsWith('/'), '/_metrics'),
  }),
  readiness: group({
    timeoutMs: int('READY_CHECK_TIMEOUT_MS', 2000, 1),
    cacheMs: int('READY_CACHE_MS', 3000),
    redisConnectMs: int('REDIS_CONNECT_WAIT_MS', 3000),
  }),
  benchCoreRoutes: bool('BENCH_CORE_ROUTES', false),
  // Read only for the defaults below.
  inputs: group({ nodeEnv: text('NODE_ENV'), webPort: port('WEB_PORT', 5173), appKeys: text('APP_KEYS') }),
});

/** The settings the code reads: the schema's, with the defaults that depend on other settings. */
const configSchema = settings
  .superRefine(({ metrics, uploadStorage, chat }, ctx) => {
    const need = (name: string, expected: string) => ctx.addIssue({ code: 'custom', path: [name], message: expected });
    if (metrics.enabled && metrics.token.length < 16)
      need('METRICS_TOKEN', 'a random value of at least 16 characters when METRICS_ENABLED=true');
    const { s3 } = uploadStorage;
    const bucket = { S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey };
    for (const [name, value] of Object.entries(bucket))
      if (uploadStorage.provider === 's3' && !value) need(name, 'a value when UPLOAD_PROVIDER=s3');
    if (chat.provider === 'openai' && !chat.apiUrl)
      need('CHAT_API_URL', 'an http(s) address when CHAT_PROVIDER=openai');
  })
  .transform(({ inputs, ...read }) => {
    const isProduction = inputs.nodeEnv === 'production';
    const isDevelopment = inputs.nodeEnv === 'development';
    const publicUrl = read.publicUrl || `http://localhost:${read.port}`;
    // Without CORS_ORIGINS: the site's own address, and the Vite dev server's only in develop mode (`npm run dev`).
    const own = [publicUrl, `http://localhost:${read.port}`];
    if (isDevelopment) own.push(`http://localhost:${inputs.webPort}`);
    const corsOrigins = read.corsOrigins.length ? read.corsOrigins : [...new Set(own.map(originOf))];
    const known = [publicUrl, ...corsOrigins];
    const { siteHosts } = read.protections;
    const { s3 } = read.uploadStorage;
    s3.publicUrl ||= !s3.endpoint
      ? `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`
      : s3.forcePathStyle
        ? `${s3.endpoint}/${s3.bucket}`
        : s3.endpoint.replace(/^(https?:\/\/)/, `$1${s3.bucket}.`);
    const { smtp } = read.mail;
    // Key of the stored authenticator secrets (AES-256-GCM); without its own, derived from APP_KEYS.
    read.twoFactor.encryptionKey ||= inputs.appKeys;
    // Without its own secret the chat cookie's key is derived from APP_KEYS (never the raw value).
    read.chat.cookieSecret ||= crypto
      .createHmac('sha256', inputs.appKeys || crypto.randomBytes(32).toString('hex'))
      .update('chat-visitor-cookie')
      .digest('hex');
    // The test clock is never read in production.
    if (isProduction) read.scheduledPublishing.testClockFile = '';
    return {
      ...read,
      isProduction,
      isDevelopment,
      publicUrl,
      /** Where people open the pages: the site's address, or in develop mode (`npm run dev`) Vite's dev server. */
      pagesUrl: isDevelopment ? `http://localhost:${inputs.webPort}` : publicUrl,
      // Strapi's own address stays unset without PUBLIC_URL: its admin then talks to whichever host it was opened on.
      server: { ...read.server, url: read.publicUrl, appKeys: items(inputs.appKeys) },
      // Preview links are signed with a key of their own derived from the app keys.
      articlePreview: { ...read.articlePreview, signingKey: inputs.appKeys },
      corsOrigins,
      mail: {
        ...read.mail,
        // Without SMTP_HOST no mail can be sent: the admin's reset request says so instead of pretending to send one.
        smtp: smtp.host ? { ...smtp, secure: smtp.secure ?? smtp.port === 465 } : null,
        from: read.mail.from || `HMTI <no-reply@${hostnameOf(publicUrl)}>`,
      },
      protections: {
        ...read.protections,
        siteHosts: siteHosts.length
          ? [...new Set(siteHosts)]
          : [...new Set([...known.map(hostnameOf), 'localhost', '127.0.0.1', '::1'])],
        allowedOrigins: withLoopbackAliases([...new Set(known.map(originOf))]),
      },
      chat: {
        ...read.chat,
        provider: read.chat.apiUrl && read.chat.provider !== 'offline' ? ('openai' as const) : ('offline' as const),
      },
      queryCountHeader: read.queryCountHeader && !isProduction,
      // JSON lines in production (for the log collector) unless LOG_FORMAT says otherwise or a person reads a terminal.
      log: {
        ...read.log,
        format: read.log.format ?? (isProduction && !process.stdout.isTTY ? ('json' as const) : ('pretty' as const)),
      },
    };
  });

/** The configured origins, a loopback one with its other loopback spellings (127.0.0.1 for localhost: same machine). */
export function withLoopbackAliases(origins: string[]): string[] {
  const out = new Set<string>();
  for (const origin of origins) {
    out.add(origin);
    const url = URL.parse(origin);
    if (!url || !LOOPBACK_HOSTS.includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) out.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...out];
}

// Values of these are never repeated in a message (logs outlive the terminal).
const CONFIDENTIAL = /KEY|SECRET|PASSWORD|TOKEN|SALT|USERNAME|REDIS_URL|DATABASE_URL/;
/** One line of a refusal: the variable, what is wrong with its value, what it expects. */
function problem(env: NodeJS.ProcessEnv, name: string, expected: string, wrong = 'not valid'): string {
  const value = env[name]?.trim() ? (CONFIDENTIAL.test(name) ? wrong : JSON.stringify(env[name])) : 'not set';
  return `${name} is ${value}; expected ${expected}`;
}

export type AppConfig = z.output<typeof configSchema>;

/** The app's settings from these variables, or each problem that keeps them from being used. */
export function readConfig(env: NodeJS.ProcessEnv): { config?: AppConfig; problems: string[] } {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return { config: parsed.data, problems: [] };
  const lines = parsed.error.issues.map((issue) => {
    const name = issue.path.filter((p): p is string => typeof p === 'string' && variables.has(p)).pop() ?? '';
    return problem(env, name, issue.code === 'custom' && issue.message ? issue.message : (variables.get(name) ?? ''));
  });
  return { problems: [...new Set(lines)] };
}

const SECRETS = [
  'APP_KEYS',
  'ADMIN_JWT_SECRET',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'ENCRYPTION_KEY',
  'JWT_SECRET',
];
const PLACEHOLDER = /change|tobemodified|example|placeholder|secret$|^$/i;

/**
 * Production's secrets (Strapi's and ours) that are missing, short or still .env.example's placeholder. Checked at
 * start (src/index.ts), not when the config is read: `strapi build` reads it in production mode without them.
 */
export const secretProblems = (env: NodeJS.ProcessEnv): string[] =>
  SECRETS.filter((name) =>
    (env[name] ?? '').split(',').some((part) => PLACEHOLDER.test(part.trim()) || part.trim().length < 16),
  ).map((name) => problem(env, name, 'a random value of at least 16 characters (`openssl rand -base64 24`)', 'weak'));

/** The error codes of a database that cannot be used as configured (node-postgres and its socket, better-sqlite3). */
const DATABASE_UNUSABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '3D000', // no such database
  '28P01', // wrong password
  '28000', // no such role, or not allowed by pg_hba.conf
  'SQLITE_CANTOPEN',
  'SQLITE_NOTADB',
]);

/**
 * A start that failed on the database as configured (no answer, no such database or user, wrong password, a file that
 * cannot be opened): one line naming the settings to check instead of the driver's stack. Null for any other error.
 * @public (read from the compiled cms by cms/server.mjs and scripts/lib/headless-cms.mjs)
 */
export function databaseProblem(error: unknown): string | null {
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  const timedOut = name === 'KnexTimeoutError';
  if (!timedOut && !(typeof code === 'string' && DATABASE_UNUSABLE.has(code))) return null;
  const db = appConfig.database;
  const settings =
    db.client === 'sqlite'
      ? 'DATABASE_FILENAME'
      : db.url
        ? 'DATABASE_URL'
        : 'DATABASE_HOST, DATABASE_PORT, DATABASE_NAME, DATABASE_USERNAME, DATABASE_PASSWORD';
  const reason = timedOut
    ? `no connection within DATABASE_CONNECTION_TIMEOUT (${db.connectionTimeoutMs} ms)`
    : String(message || code);
  return `Cannot use the database: ${reason}. Check ${settings} in .env or the environment.`;
}

/** Stops the process with one message (no stack: the operator has nothing to debug, only settings to fix). */
export function refuseToStart(problems: string[]): never {
  console.error(
    `Refusing to start: fix these settings in .env or the environment (each is described in .env.example):\n` +
      problems.map((p) => `  - ${p}`).join('\n'),
  );
  process.exit(1);
}

const { config, problems } = readConfig(process.env);
export const appConfig: AppConfig = config ?? refuseToStart(problems);

/** Makes `folder` and its missing parents one at a time (Node's recursive mkdir never returns under /proc). */
function makeFolder(folder: string): void {
  if (fs.existsSync(folder)) {
    if (fs.statSync(folder).isDirectory()) return;
    throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR', path: folder });
  }
  makeFolder(path.dirname(folder));
  try {
    fs.mkdirSync(folder);
  } catch (error) {
    // Another process starting at the same moment (the unit tests' workers) may have made it first.
    if (!fs.existsSync(folder)) throw error;
  }
}

// The folders the settings name are made before Strapi starts: the upload provider refuses to start without its
// folder, and a folder that cannot be made stops Strapi with a stack trace (or never returns); said here, in one line.
const neededFolders = new Map([['PUBLIC_DIR', path.join(appConfig.publicDir, 'uploads')]]);
if (appConfig.database.client === 'sqlite') {
  neededFolders.set('DATABASE_FILENAME', path.dirname(appConfig.database.filename));
}
const unmade = [...neededFolders].flatMap(([name, folder]) => {
  try {
    makeFolder(folder);
    return [];
  } catch (error) {
    const { code, path: failed = folder } = error as NodeJS.ErrnoException;
    return [`${name} needs a folder that cannot be made (${failed}: ${code}); expected a writable path`];
  }
});
if (unmade.length > 0) refuseToStart(unmade);
