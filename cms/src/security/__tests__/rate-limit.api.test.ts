import crypto from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';
import { expectRefusal, setFlag, signInOwner, withinTwoSeconds } from './support';

const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = `test-rl-${crypto.randomBytes(4).toString('hex')}:`;
const limitEnv = { API_RATE_LIMIT_MAX: '100', API_RATE_LIMIT_WINDOW_SECONDS: '60' };
const ip = () => `203.0.113.${crypto.randomInt(1, 254)}`;

describe('apiRateLimit: 100 requests per minute per IP, shared through Redis', () => {
  let a: CmsInstance;
  let b: CmsInstance;
  let owner: Client;

  beforeAll(async () => {
    a = await startCms({ env: { ...limitEnv, REDIS_URL, REDIS_KEY_PREFIX: prefix } });
    b = await startCms({
      env: { ...limitEnv, REDIS_URL, REDIS_KEY_PREFIX: prefix },
      workDir: a.workDir,
      database: a.database,
    });
    owner = await signInOwner(a.url, '192.0.2.10');
  });

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await a?.database.drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('answers the 101st request with 429, retryAfter and RateLimit headers; another IP is counted apart', async () => {
    const limited = Client.withIp(a.url, '198.51.100.7');
    const first = await limited.get('/api/settings');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('100');
    expect(first.headers.get('ratelimit-remaining')).toBe('99');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    for (let i = 2; i <= 100; i += 1) {
      const res = await limited.get('/api/settings');
      expect(res.status, `request ${i}`).toBe(200);
    }
    const refused = await limited.get('/api/settings');
    const error = expectRefusal(refused, 429, 'rate-limit');
    expect(error.details).toMatchObject({
      limit: 100,
      window: '1 menit',
      ip: '198.51.100.7',
      path: '/api/settings',
      method: 'GET',
    });
    expect(error.details.retryAfter).toBeGreaterThanOrEqual(1);
    expect(error.details.retryAfter).toBeLessThanOrEqual(60);
    expect(error.message).toBe('Terlalu banyak permintaan: batasnya 100 permintaan per 1 menit per alamat IP.');
    expect(refused.headers.get('retry-after')).toBe(String(error.details.retryAfter));
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');

    const other = await Client.withIp(a.url, '198.51.100.8').get('/api/settings');
    expect(other.status).toBe(200);
    expect(other.headers.get('ratelimit-remaining')).toBe('99');
    // Pages and files are not API calls and are not limited.
    expect((await limited.get('/_health')).status).toBe(204);
  });

  it('two cms instances on one Redis share the count', async () => {
    const address = ip();
    const onA = Client.withIp(a.url, address);
    const onB = Client.withIp(b.url, address);
    for (let i = 0; i < 50; i += 1) {
      expect((await onA.get('/api/settings')).status).toBe(200);
      expect((await onB.get('/api/settings')).status).toBe(200);
    }
    expect((await onB.get('/api/settings')).headers.get('ratelimit-remaining')).toBe('0');
    expectRefusal(await onA.get('/api/settings'), 429, 'rate-limit');
    expectRefusal(await onB.get('/api/settings'), 429, 'rate-limit');
  });

  it('switched off on one instance, the other stops limiting within 2 s; switched on, it limits again within 2 s', async () => {
    const onB = Client.withIp(b.url, '198.51.100.7');
    expect((await onB.get('/api/settings')).status).toBe(429);
    try {
      await setFlag(owner, 'apiRateLimitEnabled', false);
      await withinTwoSeconds(async () => (await onB.get('/api/settings')).status === 200);
      const off = await onB.get('/api/settings');
      expect(off.headers.get('ratelimit-limit')).toBeNull();
    } finally {
      await setFlag(owner, 'apiRateLimitEnabled', true);
    }
    await withinTwoSeconds(async () => (await onB.get('/api/settings')).status === 429);
  });
});

describe('apiRateLimit when Redis is unreachable', () => {
  let c: CmsInstance;
  beforeAll(async () => {
    c = await startCms({
      env: { API_RATE_LIMIT_MAX: '5', REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: prefix },
    });
  });
  afterAll(async () => {
    await c?.stop();
    await c?.database.drop();
  });

  it('keeps serving and limiting from memory, never answering 500', async () => {
    const client = Client.withIp(c.url, '198.51.100.20');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await client.get('/api/settings')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(c.logs()).toContain('Redis counters unavailable');
  });
});
