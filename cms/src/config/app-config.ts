import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { CHAT_IMAGE_MAX_MB, CHAT_MESSAGE_MAX_LENGTH, DEFAULT_SITE_TIME_ZONE } from '@hmti/contract';

/** Every setting of ours that comes from the environment, read and typed in one place. */

const compiled = __dirname.split(path.sep).includes('dist');
export const cmsRoot = path.resolve(__dirname, compiled ? '../../..' : '../..');

const str = (name: string, fallback = ''): string => {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : v;
};
const int = (name: string, fallback: number): number => {
  const n = Number.parseInt(str(name), 10);
  return Number.isFinite(n) ? n : fallback;
};
const bool = (name: string, fallback: boolean): boolean => {
  const v = str(name).toLowerCase();
  if (v === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(v);
};
const list = (name: string, fallback: string[] = []): string[] => {
  const v = str(name);
  return v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;
};

/** The chat assistant (issue 7). The provider key stays here: never stored, logged or sent to browsers. */
function chatConfig() {
  const apiUrl = str('CHAT_API_URL');
  const appKeys = str('APP_KEYS');
  return {
    provider: str('CHAT_PROVIDER', apiUrl ? 'openai' : 'offline').startsWith('openai') && apiUrl ? 'openai' : 'offline',
    apiUrl,
    apiKey: str('CHAT_API_KEY'),
    model: str('CHAT_MODEL', 'gpt-4o-mini'),
    timeoutMs: int('CHAT_TIMEOUT_MS', 20_000),
    maxTokens: int('CHAT_MAX_TOKENS', 800),
    contextPassages: int('CHAT_CONTEXT_PASSAGES', 5),
    historyKept: int('CHAT_HISTORY_KEPT', 50),
    historySent: int('CHAT_HISTORY_SENT', 10),
    messageMaxChars: int('CHAT_MESSAGE_MAX_CHARS', CHAT_MESSAGE_MAX_LENGTH),
    imageMaxBytes: int('CHAT_IMAGE_MAX_MB', CHAT_IMAGE_MAX_MB) * 1024 * 1024,
    imageStoreMaxBytes: int('CHAT_IMAGE_STORE_MAX_MB', 500) * 1024 * 1024,
    ttlSeconds: int('CHAT_TTL_SECONDS', 24 * 3600),
    // How often the assistant checks whether the site's content changed (and rebuilds its index if so).
    knowledgeCheckMs: int('CHAT_KNOWLEDGE_CHECK_MS', 3000),
    ratePerMinute: int('CHAT_RATE_LIMIT_PER_MINUTE', 30),
    maxConcurrent: int('CHAT_MAX_CONCURRENT', 8),
    cookieName: str('CHAT_COOKIE_NAME', 'hm_chat'),
    // Without its own secret the cookie key is derived from APP_KEYS (never the raw value).
    cookieSecret:
      str('CHAT_COOKIE_SECRET') ||
      crypto
        .createHmac('sha256', appKeys || crypto.randomBytes(32).toString('hex'))
        .update('chat-visitor-cookie')
        .digest('hex'),
  };
}

/**
 * Where uploaded files live: the local uploads folder (default), or an S3-compatible bucket shared by every
 * instance (UPLOAD_PROVIDER=s3), whose objects are served from S3_PUBLIC_URL/<key>.
 */
export function uploadStorage() {
  const bucket = str('S3_BUCKET');
  const endpoint = str('S3_ENDPOINT').replace(/\/+$/, '');
  const region = str('S3_REGION', 'us-east-1');
  const forcePathStyle = bool('S3_FORCE_PATH_STYLE', false);
  const defaultPublicUrl = !endpoint
    ? `https://${bucket}.s3.${region}.amazonaws.com`
    : forcePathStyle
      ? `${endpoint}/${bucket}`
      : endpoint.replace(/^(https?:\/\/)/, `$1${bucket}.`);
  const acl = str('S3_ACL', 'public-read');
  return {
    provider: str('UPLOAD_PROVIDER', 'local').toLowerCase() === 's3' ? ('s3' as const) : ('local' as const),
    s3: {
      bucket,
      endpoint,
      region,
      forcePathStyle,
      accessKeyId: str('S3_ACCESS_KEY_ID'),
      secretAccessKey: str('S3_SECRET_ACCESS_KEY'),
      publicUrl: str('S3_PUBLIC_URL', defaultPublicUrl).replace(/\/+$/, ''),
      // Canned ACL sent with each object; `none` for stores without ACLs (their bucket policy makes objects public).
      acl: acl === 'none' ? undefined : acl,
    },
  };
}

/**
 * Outgoing mail (the Strapi admin's "Forgot password"): SMTP through Strapi's nodemailer provider when SMTP_HOST is
 * set; without it no mail can be sent, and the admin's reset request says so instead of pretending to send one.
 */
function mail(publicUrl: string) {
  const host = str('SMTP_HOST');
  const siteHost = (() => {
    try {
      return new URL(publicUrl).hostname;
    } catch {
      return 'localhost';
    }
  })();
  const port = int('SMTP_PORT', 587);
  return {
    smtp: host
      ? {
          host,
          port,
          // Implicit TLS (port 465); otherwise STARTTLS when the server offers it.
          secure: bool('SMTP_SECURE', port === 465),
          user: str('SMTP_USERNAME'),
          password: str('SMTP_PASSWORD'),
        }
      : null,
    from: str('EMAIL_FROM', `HMTI <no-reply@${siteHost}>`),
    replyTo: str('EMAIL_REPLY_TO'),
  };
}

/** What keeps the configured upload storage from working (empty: nothing). */
export function uploadStorageProblems(storage: ReturnType<typeof uploadStorage>): string[] {
  if (storage.provider !== 's3') return [];
  const { s3 } = storage;
  const missing = (
    [
      ['S3_BUCKET', s3.bucket],
      ['S3_ACCESS_KEY_ID', s3.accessKeyId],
      ['S3_SECRET_ACCESS_KEY', s3.secretAccessKey],
    ] as const
  )
    .filter(([, v]) => !v)
    .map(([name]) => name);
  const problems = missing.length ? [`UPLOAD_PROVIDER=s3 needs ${missing.join(', ')}`] : [];
  if (!originOf(s3.publicUrl)) problems.push('S3_PUBLIC_URL must be an http(s) address');
  return problems;
}

/**
 * Origins trusted for credentialed CORS and state changes: CORS_ORIGINS when set; otherwise the site's own
 * address, plus — only in develop mode (`npm run dev`) — the Vite dev server's. Production never trusts
 * the dev server unless it is configured.
 */
function corsOriginsFor(port: number): string[] {
  const own = [str('PUBLIC_URL', `http://localhost:${port}`), `http://localhost:${port}`];
  const devServer = str('NODE_ENV') === 'development' ? [`http://localhost:${int('WEB_PORT', 5173)}`] : [];
  return list('CORS_ORIGINS', [...new Set([...own, ...devServer].map((o) => originOf(o) ?? o))]);
}

function load() {
  const port = int('PORT', 1337);
  return {
    isProduction: str('NODE_ENV') === 'production',
    port,
    publicUrl: str('PUBLIC_URL', `http://localhost:${port}`),
    publicDir: path.resolve(cmsRoot, str('PUBLIC_DIR', 'public')),
    webDistDir: path.resolve(cmsRoot, str('WEB_DIST_DIR', '../web/dist')),
    corsOrigins: corsOriginsFor(port),
    jsonBodyLimit: str('JSON_BODY_LIMIT', '1mb'),
    uploadMaxBytes: int('UPLOAD_MAX_MB', 10) * 1024 * 1024,
    uploadStorage: uploadStorage(),
    mail: mail(str('PUBLIC_URL', `http://localhost:${port}`)),
    trustedProxies: list('TRUSTED_PROXIES'),
    session: {
      cookieName: str('SESSION_COOKIE_NAME', 'hm_sid'),
      ttlHours: int('SESSION_TTL_HOURS', 24),
      rememberDays: int('SESSION_REMEMBER_DAYS', 30),
      touchIntervalSeconds: int('SESSION_TOUCH_SECONDS', 60),
      // A session without "remember me" ends after this long without a request (0: no idle limit).
      idleMinutes: int('SESSION_IDLE_MINUTES', 120),
      // A "remember me" session ends after this many days without a request (0: no idle limit).
      rememberIdleDays: int('SESSION_REMEMBER_IDLE_DAYS', 14),
      maxActivePerUser: int('SESSION_MAX_ACTIVE_PER_USER', 10),
    },
    loginLockout: {
      ipMaxFailures: int('LOGIN_IP_MAX_FAILURES', 5),
      ipWindowSeconds: int('LOGIN_IP_WINDOW_SECONDS', 60),
      accountMaxFailures: int('LOGIN_ACCOUNT_MAX_FAILURES', 10),
      accountWindowSeconds: int('LOGIN_ACCOUNT_WINDOW_SECONDS', 900),
    },
    twoFactor: {
      // Shown as the account's issuer in authenticator apps.
      issuer: str('TWO_FACTOR_ISSUER', 'HMTI'),
      // Key of the stored authenticator secrets (AES-256-GCM); empty = derived from APP_KEYS.
      encryptionKey: str('TWO_FACTOR_ENCRYPTION_KEY') || str('APP_KEYS'),
      // How long the code step may follow the password step.
      challengeSeconds: int('TWO_FACTOR_CHALLENGE_SECONDS', 300),
      // Wrong codes per account and per client IP before the code step is locked for the window.
      lockout: {
        ipMaxFailures: int('TWO_FACTOR_IP_MAX_FAILURES', 10),
        ipWindowSeconds: int('TWO_FACTOR_WINDOW_SECONDS', 300),
        accountMaxFailures: int('TWO_FACTOR_MAX_FAILURES', 5),
        accountWindowSeconds: int('TWO_FACTOR_WINDOW_SECONDS', 300),
        // Each block of wrong codes that locks the account doubles its next window, up to the maximum; the count
        // of blocks is forgotten this long after the first.
        backoff: {
          maxWindowSeconds: int('TWO_FACTOR_BACKOFF_MAX_SECONDS', 24 * 3600),
          memorySeconds: int('TWO_FACTOR_BACKOFF_MEMORY_SECONDS', 7 * 24 * 3600),
        },
      },
    },
    passwords: {
      // Threads hashing passwords at the lowest CPU priority; the rest queue. One core stays free for requests.
      hashConcurrency: int('PASSWORD_HASH_CONCURRENCY', Math.max(1, os.availableParallelism() - 1)),
      // A failed sign-in is answered no sooner than this, so every kind of failure takes the same time.
      failureFloorMs: int('LOGIN_FAILURE_MIN_MS', 250),
    },
    owner: {
      username: str('OWNER_USERNAME', 'owner'),
      password: str('OWNER_PASSWORD'),
      email: str('OWNER_EMAIL', 'owner@himatif.local'),
    },
    adminPanel: {
      email: str('ADMIN_EMAIL', 'admin@himatif.local'),
      password: str('ADMIN_PASSWORD'),
    },
    seedDemo: bool('SEED_DEMO', true),
    analytics: {
      // Public page views counted on the server (no cookies, no stored IP); off: nothing is counted.
      enabled: bool('ANALYTICS_ENABLED', true),
      flushSeconds: int('ANALYTICS_FLUSH_SECONDS', 10),
      retentionDays: int('ANALYTICS_RETENTION_DAYS', 400),
      // Referring sites counted one by one per day; views from further sites that day are counted together.
      maxReferrersPerDay: Math.max(1, int('ANALYTICS_MAX_REFERRERS_PER_DAY', 100)),
      timeZone: str('SITE_TIME_ZONE', DEFAULT_SITE_TIME_ZONE),
    },
    // Wall times typed by editors (article schedules) are read in this zone; analytics days follow it too.
    siteTimeZone: str('SITE_TIME_ZONE', DEFAULT_SITE_TIME_ZONE),
    scheduledPublishing: {
      // How often each instance publishes the articles whose scheduled time has come.
      intervalMs: int('SCHEDULED_PUBLISH_INTERVAL_MS', 30_000),
      // Tests only (ignored in production): a file holding the moment the schedule treats as now.
      testClockFile: str('NODE_ENV') === 'production' ? '' : str('TEST_CLOCK_FILE'),
    },
    activityRetention: {
      days: int('ACTIVITY_RETENTION_DAYS', 365),
      intervalHours: int('ACTIVITY_PRUNE_INTERVAL_HOURS', 24),
    },
    articleRevisions: {
      // Revisions kept per article (the newest; older ones are deleted as new saves come in). At least 1.
      keep: Math.max(1, int('ARTICLE_REVISIONS_KEEP', 50)),
    },
    gdrive: {
      baseUrl: str('GDRIVE_BASE_URL', 'https://drive.google.com').replace(/\/$/, ''),
      imageBaseUrl: str('GDRIVE_IMAGE_BASE_URL', 'https://lh3.googleusercontent.com').replace(/\/$/, ''),
      timeoutMs: int('GDRIVE_TIMEOUT_MS', 4000),
    },
    redisUrl: str('REDIS_URL'),
    redisKeyPrefix: str('REDIS_KEY_PREFIX', 'himatif:'),
    protections: protectionSettings(port),
    chat: chatConfig(),
    // Scale and caching (docs/developing.md, "Public pages and caching"; figures in docs/performance.md)
    // Public settings are re-read this often; a change made on another instance shows within this time.
    settingsCacheMs: int('SETTINGS_CACHE_MS', 2000),
    frontCache: {
      enabled: bool('FRONT_CACHE', true),
      ttlMs: int('FRONT_CACHE_TTL_MS', 2000),
      maxEntries: int('FRONT_CACHE_MAX_ENTRIES', 1000),
      maxBytes: int('FRONT_CACHE_MAX_MB', 64) * 1024 * 1024,
      // A public page's last good copy outlives its TTL this long, answered (X-Cache: STALE) while the database is down.
      staleMs: int('FRONT_CACHE_STALE_HOURS', 24) * 60 * 60 * 1000,
    },
    queryCountHeader: bool('QUERY_COUNT_HEADER', false) && str('NODE_ENV') !== 'production',
    log: logSettings(),
    idempotency: {
      // How long the answer to a signed-in create sent with an Idempotency-Key is remembered (and replayed).
      ttlHours: int('IDEMPOTENCY_TTL_HOURS', 24),
      // A running request holds its key this long, renewed while it runs; a crashed one lets it go after this.
      leaseSeconds: int('IDEMPOTENCY_LEASE_SECONDS', 30),
      // Larger answers are not kept: the key then only refuses a second run (409).
      maxAnswerBytes: int('IDEMPOTENCY_MAX_ANSWER_KB', 64) * 1024,
    },
    // On SIGTERM/SIGINT, requests in flight get at most this long to finish before the process closes them.
    shutdownDrainMs: int('SHUTDOWN_DRAIN_MS', 15_000),
    metrics: {
      enabled: bool('METRICS_ENABLED', false),
      token: str('METRICS_TOKEN'),
      path: str('METRICS_PATH', '/_metrics'),
    },
    readiness: {
      // Each dependency check of /_ready must answer within this long.
      timeoutMs: int('READY_CHECK_TIMEOUT_MS', 2000),
      // /_ready runs its checks at most once per this long (it is public; each call would otherwise probe every part).
      cacheMs: int('READY_CACHE_MS', 3000),
      // At start, how long to wait for Redis's first connection before serving with per-instance counters.
      redisConnectMs: int('REDIS_CONNECT_WAIT_MS', 3000),
    },
    benchCoreRoutes: bool('BENCH_CORE_ROUTES', false),
  };
}

const hostnameOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return null;
  }
};
const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Origins a browser may send for the configured ones: a loopback origin also stands for its other loopback spellings
 * (a visitor who opens http://127.0.0.1:1337 instead of http://localhost:1337 is on the same machine and port).
 */
export function withLoopbackAliases(origins: string[]): string[] {
  const out = new Set<string>();
  for (const origin of origins) {
    out.add(origin);
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      continue;
    }
    if (!LOOPBACK_HOSTS.includes(url.hostname)) continue;
    for (const host of LOOPBACK_HOSTS) out.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return [...out];
}

/** JSON lines in production (or LOG_FORMAT=json), readable lines otherwise; colours only on a terminal. */
function logSettings() {
  const format = str('LOG_FORMAT', str('NODE_ENV') === 'production' ? 'json' : 'pretty');
  return {
    format: format === 'json' ? ('json' as const) : ('pretty' as const),
    level: str('LOG_LEVEL', 'info'),
    colors: bool('LOG_COLORS', Boolean(process.stdout.isTTY)),
  };
}

/** Settings of the protections behind the owner's Middleware toggles (cms/src/security). */
function protectionSettings(port: number) {
  const publicUrl = str('PUBLIC_URL', `http://localhost:${port}`);
  const corsOrigins = corsOriginsFor(port);
  const derivedHosts = [publicUrl, ...corsOrigins].map(hostnameOf).filter((h): h is string => !!h);
  return {
    flagsCacheMs: int('PROTECTION_FLAGS_CACHE_MS', 1000),
    trustedProxies: list('TRUSTED_PROXIES'),
    apiRateLimit: { max: int('API_RATE_LIMIT_MAX', 100), windowSeconds: int('API_RATE_LIMIT_WINDOW_SECONDS', 60) },
    // Signed-in staff, per account: a dashboard tab polls ~36 times a minute, so room for several tabs and work.
    staffRateLimit: {
      max: int('STAFF_RATE_LIMIT_MAX', 300),
      windowSeconds: int('STAFF_RATE_LIMIT_WINDOW_SECONDS', 60),
    },
    // Public pages rendered afresh (kept pages are free), per client IP (staff: per account), under the API Rate Limit switch.
    pageRenderLimit: {
      max: int('PAGE_RENDER_LIMIT_MAX', 30),
      windowSeconds: int('PAGE_RENDER_LIMIT_WINDOW_SECONDS', 60),
    },
    ddos: {
      maxPerIp: int('DDOS_MAX_CONCURRENT_PER_IP', 20),
      maxTotal: int('DDOS_MAX_CONCURRENT_TOTAL', 300),
      retryAfterSeconds: int('DDOS_RETRY_AFTER_SECONDS', 5),
    },
    siteHosts: [
      ...new Set(list('SITE_HOSTS', [...derivedHosts, 'localhost', '127.0.0.1', '::1']).map((h) => h.toLowerCase())),
    ],
    portScan: {
      maxPaths: int('PORT_SCAN_MAX_PATHS', 20),
      windowSeconds: int('PORT_SCAN_WINDOW_SECONDS', 60),
      blockSeconds: int('PORT_SCAN_BLOCK_SECONDS', 300),
    },
    allowedOrigins: withLoopbackAliases([
      ...new Set([publicUrl, ...corsOrigins].map(originOf).filter((o): o is string => !!o)),
    ]),
  };
}

export type AppConfig = ReturnType<typeof load>;
export const appConfig: AppConfig = load();

// The upload provider refuses to start without its folder; a fresh checkout or temp dir has none.
fs.mkdirSync(path.join(appConfig.publicDir, 'uploads'), { recursive: true });
