import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, secretProblems } from '../app-config';

const config = (env: NodeJS.ProcessEnv) => {
  const { config, problems } = readConfig(env);
  expect(problems).toEqual([]);
  return config!;
};

describe('the env schema: defaults', () => {
  it('gives every setting its default when nothing is set, and an empty value counts as unset', () => {
    for (const env of [{}, { CHAT_TIMEOUT_MS: '', SEED_DEMO: ' ', PUBLIC_URL: '', CORS_ORIGINS: '' }] as const) {
      const c = config(env);
      expect(c.chat).toMatchObject({ provider: 'offline', timeoutMs: 20_000, imageMaxBytes: 5 * 1024 * 1024 });
      expect(c.frontCache).toEqual({
        enabled: true,
        ttlMs: 2000,
        maxEntries: 1000,
        maxBytes: 64 * 1024 * 1024,
        staleMs: 24 * 3600 * 1000,
      });
      expect(c.seedDemo).toBe(true);
      expect(c.publicUrl).toBe('http://localhost:1337');
      expect(c.corsOrigins).toEqual(['http://localhost:1337']);
      expect(c.protections.siteHosts).toEqual(['localhost', '127.0.0.1', '::1']);
      expect(c.mail).toEqual({ smtp: null, from: 'HMTI <no-reply@localhost>', replyTo: '' });
      expect(c.uploadStorage.provider).toBe('local');
      expect(c.log).toMatchObject({ format: 'pretty', level: 'info' });
      expect(c.jsonBodyLimit).toBe(1024 * 1024);
    }
  });

  it('reads a body limit in bytes, kilobytes, megabytes or gigabytes, in any letter case', () => {
    const limits = ['1048576', '1024kb', '2.5MB', '1 gb'].map(
      (size) => config({ JSON_BODY_LIMIT: size }).jsonBodyLimit,
    );
    expect(limits).toEqual([1024 * 1024, 1024 * 1024, 2.5 * 1024 * 1024, 1024 ** 3]);
  });

  it('refuses a body limit below 1mb: /admin could not save the longest article back', () => {
    expect(readConfig({ JSON_BODY_LIMIT: '512kb' }).problems).toEqual([
      'JSON_BODY_LIMIT is "512kb"; expected a size of 1mb or more, such as 2mb',
    ]);
  });

  it("keeps Strapi's own defaults for its server, admin panel and database (and an idle connection outlives nginx's)", () => {
    const c = config({});
    expect(c.server).toEqual({
      host: '0.0.0.0',
      url: '',
      appKeys: [],
      webhooksPopulateRelations: false,
      keepAliveSeconds: 65,
    });
    expect(c.port).toBe(1337);
    expect(c.adminPanel).toMatchObject({ serve: true, accessTokenSeconds: 1800, jwtSecret: '' });
    expect(c.database).toEqual({
      client: 'sqlite',
      filename: path.resolve(__dirname, '../../../.tmp/data.db'),
      url: '',
      parts: { host: '127.0.0.1', port: 5432, database: 'strapi', user: 'strapi', password: '', schema: 'public' },
      ssl: false,
      sslRejectUnauthorized: true,
      pool: { min: 2, max: 10 },
      connectionTimeoutMs: 60_000,
    });
    expect(config({ DATABASE_FILENAME: '/data/cms.db', APP_KEYS: 'a, b' })).toMatchObject({
      database: { filename: '/data/cms.db' },
      server: { appKeys: ['a', 'b'] },
    });
  });

  it('derives defaults from other settings: the site address, the mode, SMTP_PORT, APP_KEYS', () => {
    const c = config({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://himatif.example.ac.id/',
      SMTP_HOST: 'smtp.example.ac.id',
      SMTP_PORT: '465',
      APP_KEYS: 'keyAAAAAAAAAAAAAAAAA,keyBBBBBBBBBBBBBBBBB',
      TEST_CLOCK_FILE: '/tmp/clock',
      QUERY_COUNT_HEADER: 'true',
    });
    expect(c.publicUrl).toBe('https://himatif.example.ac.id');
    expect(c.corsOrigins).toEqual(['https://himatif.example.ac.id', 'http://localhost:1337']);
    expect(c.protections.siteHosts).toEqual(['himatif.example.ac.id', 'localhost', '127.0.0.1', '::1']);
    expect(c.mail.smtp?.secure).toBe(true);
    expect(c.mail.from).toBe('HMTI <no-reply@himatif.example.ac.id>');
    expect(c.twoFactor.encryptionKey).toBe('keyAAAAAAAAAAAAAAAAA,keyBBBBBBBBBBBBBBBBB');
    expect(c.log.format).toBe('json');
    expect(c.scheduledPublishing.testClockFile).toBe('');
    expect(c.queryCountHeader).toBe(false);
    expect(config({ NODE_ENV: 'development', WEB_PORT: '5174' }).corsOrigins).toContain('http://localhost:5174');
    // The pages people open: Vite's dev server in develop mode, the site's address otherwise.
    expect(config({ NODE_ENV: 'development', WEB_PORT: '5174', PORT: '2480' }).pagesUrl).toBe('http://localhost:5174');
    expect(config({ NODE_ENV: 'production', PORT: '2480' }).pagesUrl).toBe('http://localhost:2480');
    expect(config({ CHAT_API_URL: 'https://llm.example/v1/chat/completions' }).chat.provider).toBe('openai');
  });

  it('production logs JSON lines, but readable lines to a terminal (npm start by hand) unless LOG_FORMAT says json', () => {
    const terminal = process.stdout.isTTY;
    try {
      process.stdout.isTTY = true;
      expect(config({ NODE_ENV: 'production' }).log.format).toBe('pretty');
      expect(config({ NODE_ENV: 'production', LOG_FORMAT: 'json' }).log.format).toBe('json');
      process.stdout.isTTY = false;
      expect(config({ NODE_ENV: 'production' }).log.format).toBe('json');
    } finally {
      process.stdout.isTTY = terminal;
    }
  });

  it('reads what is set: words for true and false, lists, origins, lower-case host names', () => {
    const c = config({
      SEED_DEMO: 'off',
      FRONT_CACHE: 'No',
      METRICS_ENABLED: 'YES',
      METRICS_TOKEN: 'operator-token-0123456789',
      CORS_ORIGINS: ' https://a.example/ , http://b.example:8080',
      SITE_HOSTS: 'Himatif.Example.ac.id,,www.himatif.example.ac.id',
      TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2',
    });
    expect([c.seedDemo, c.frontCache.enabled, c.metrics.enabled]).toEqual([false, false, true]);
    expect(c.corsOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(c.protections.siteHosts).toEqual(['himatif.example.ac.id', 'www.himatif.example.ac.id']);
    expect(c.protections.trustedProxies).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});

describe('the env schema: bad values', () => {
  it('names each bad variable, its value and what it expects, instead of falling back on the default', () => {
    expect(
      readConfig({
        CHAT_TIMEOUT_MS: 'abc',
        ARTICLE_REVISIONS_KEEP: '0',
        SESSION_IDLE_MINUTES: '-5',
        SEED_DEMO: 'maybe',
        PUBLIC_URL: 'himatif.example.ac.id',
        CORS_ORIGINS: 'https://ok.example, nope',
        UPLOAD_PROVIDER: 'ftp',
        SITE_TIME_ZONE: 'Mars/Olympus',
        JSON_BODY_LIMIT: 'lots',
        SERVE_ADMIN: 'maybe',
        DATABASE_CLIENT: 'postgresql',
        DATABASE_PORT: 'abc',
      }).problems,
    ).toEqual([
      'PUBLIC_URL is "himatif.example.ac.id"; expected an http(s) address',
      'CORS_ORIGINS is "https://ok.example, nope"; expected a comma-separated list of http(s) origins',
      'JSON_BODY_LIMIT is "lots"; expected a size of 1mb or more, such as 2mb',
      'UPLOAD_PROVIDER is "ftp"; expected one of: local, s3',
      'SESSION_IDLE_MINUTES is "-5"; expected a whole number of at least 0',
      'SERVE_ADMIN is "maybe"; expected true or false',
      'DATABASE_CLIENT is "postgresql"; expected one of: sqlite, postgres',
      'DATABASE_PORT is "abc"; expected a port number from 1 to 65535',
      'SEED_DEMO is "maybe"; expected true or false',
      'SITE_TIME_ZONE is "Mars/Olympus"; expected an IANA time zone such as Asia/Jakarta',
      'ARTICLE_REVISIONS_KEEP is "0"; expected a whole number of at least 1',
      'CHAT_TIMEOUT_MS is "abc"; expected a whole number of at least 1',
    ]);
  });

  it('never repeats the value of a secret, a password or an address that may hold one', () => {
    expect(readConfig({ REDIS_URL: 'http://:hunter2@redis:6379' }).problems).toEqual([
      'REDIS_URL is not valid; expected a redis:// or rediss:// address',
    ]);
  });

  it('refuses settings that are each valid but not together', () => {
    expect(readConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'short' }).problems).toEqual([
      'METRICS_TOKEN is not valid; expected a random value of at least 16 characters when METRICS_ENABLED=true',
    ]);
    expect(readConfig({ UPLOAD_PROVIDER: 's3', S3_ACCESS_KEY_ID: 'AKIA0000' }).problems).toEqual([
      'S3_BUCKET is not set; expected a value when UPLOAD_PROVIDER=s3',
      'S3_SECRET_ACCESS_KEY is not set; expected a value when UPLOAD_PROVIDER=s3',
    ]);
    expect(readConfig({ CHAT_PROVIDER: 'openai' }).problems).toEqual([
      'CHAT_API_URL is not set; expected an http(s) address when CHAT_PROVIDER=openai',
    ]);
  });

  it('production secrets: names each missing, short or placeholder one, never its value', () => {
    const strong = 'q3Zr8v-Lk2mW9xYt4bNc';
    expect(
      secretProblems({
        APP_KEYS: `${strong},tobemodified2`,
        ADMIN_JWT_SECRET: strong,
        API_TOKEN_SALT: 'short',
        TRANSFER_TOKEN_SALT: strong,
        ENCRYPTION_KEY: strong,
      }),
    ).toEqual([
      'APP_KEYS is weak; expected a random value of at least 16 characters (`openssl rand -base64 24`)',
      'API_TOKEN_SALT is weak; expected a random value of at least 16 characters (`openssl rand -base64 24`)',
      'JWT_SECRET is not set; expected a random value of at least 16 characters (`openssl rand -base64 24`)',
    ]);
  });
});
