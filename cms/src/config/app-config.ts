import fs from 'fs';
import path from 'path';

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
  return v ? v.split(',').map((s) => s.trim()).filter(Boolean) : fallback;
};

function load() {
  const port = int('PORT', 1337);
  return {
    isProduction: str('NODE_ENV') === 'production',
    port,
    publicUrl: str('PUBLIC_URL', `http://localhost:${port}`),
    publicDir: path.resolve(cmsRoot, str('PUBLIC_DIR', 'public')),
    webDistDir: path.resolve(cmsRoot, str('WEB_DIST_DIR', '../web/dist')),
    corsOrigins: list('CORS_ORIGINS', [`http://localhost:${port}`, 'http://localhost:5173']),
    jsonBodyLimit: str('JSON_BODY_LIMIT', '1mb'),
    uploadMaxBytes: int('UPLOAD_MAX_MB', 10) * 1024 * 1024,
    trustedProxies: list('TRUSTED_PROXIES'),
    session: {
      cookieName: str('SESSION_COOKIE_NAME', 'hm_sid'),
      ttlHours: int('SESSION_TTL_HOURS', 24),
      rememberDays: int('SESSION_REMEMBER_DAYS', 30),
      touchIntervalSeconds: int('SESSION_TOUCH_SECONDS', 60),
      maxActivePerUser: int('SESSION_MAX_ACTIVE_PER_USER', 10),
    },
    loginLockout: {
      ipMaxFailures: int('LOGIN_IP_MAX_FAILURES', 5),
      ipWindowSeconds: int('LOGIN_IP_WINDOW_SECONDS', 60),
      accountMaxFailures: int('LOGIN_ACCOUNT_MAX_FAILURES', 10),
      accountWindowSeconds: int('LOGIN_ACCOUNT_WINDOW_SECONDS', 900),
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
    gdrive: {
      baseUrl: str('GDRIVE_BASE_URL', 'https://drive.google.com').replace(/\/$/, ''),
      imageBaseUrl: str('GDRIVE_IMAGE_BASE_URL', 'https://lh3.googleusercontent.com').replace(/\/$/, ''),
      timeoutMs: int('GDRIVE_TIMEOUT_MS', 4000),
    },
    redisUrl: str('REDIS_URL'),
    redisKeyPrefix: str('REDIS_KEY_PREFIX', 'himatif:'),
    protections: protectionSettings(port),
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

/** Settings of the protections behind the owner's Middleware toggles (cms/src/security). */
function protectionSettings(port: number) {
  const publicUrl = str('PUBLIC_URL', `http://localhost:${port}`);
  const corsOrigins = list('CORS_ORIGINS', [`http://localhost:${port}`, 'http://localhost:5173']);
  const derivedHosts = [publicUrl, ...corsOrigins].map(hostnameOf).filter((h): h is string => !!h);
  return {
    flagsCacheMs: int('PROTECTION_FLAGS_CACHE_MS', 1000),
    trustedProxies: list('TRUSTED_PROXIES'),
    apiRateLimit: { max: int('API_RATE_LIMIT_MAX', 100), windowSeconds: int('API_RATE_LIMIT_WINDOW_SECONDS', 60) },
    ddos: {
      maxPerIp: int('DDOS_MAX_CONCURRENT_PER_IP', 20),
      maxTotal: int('DDOS_MAX_CONCURRENT_TOTAL', 300),
      retryAfterSeconds: int('DDOS_RETRY_AFTER_SECONDS', 5),
    },
    siteHosts: [...new Set(list('SITE_HOSTS', [...derivedHosts, 'localhost', '127.0.0.1', '::1']).map((h) => h.toLowerCase()))],
    portScan: {
      maxPaths: int('PORT_SCAN_MAX_PATHS', 20),
      windowSeconds: int('PORT_SCAN_WINDOW_SECONDS', 60),
      blockSeconds: int('PORT_SCAN_BLOCK_SECONDS', 300),
    },
    allowedOrigins: [...new Set([publicUrl, ...corsOrigins].map(originOf).filter((o): o is string => !!o))],
  };
}

export type AppConfig = ReturnType<typeof load>;
export const appConfig: AppConfig = load();

// The upload provider refuses to start without its folder; a fresh checkout or temp dir has none.
fs.mkdirSync(path.join(appConfig.publicDir, 'uploads'), { recursive: true });
