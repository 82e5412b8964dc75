import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';
import { sharedCms } from '../../../tests/harness/suite';

const REDIS_URL = 'redis://127.0.0.1:6379';
const TOKEN = 'operator-token-0123456789';

interface Answer {
  status: string;
  checks: Record<string, string>;
  reasons: Record<string, string>;
  checkedAt: string;
}
/** /_ready as the operator reads it (METRICS_TOKEN): the status and each check. */
const ready = async (url: string) => {
  const res = await fetch(`${url}/_ready`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  const body = (await res.json()) as Answer;
  return { status: res.status, body: { status: body.status, checks: body.checks } };
};

describe('readiness without Redis configured', () => {
  it('tells anonymous callers only the status (a wrong token is anonymous)', async () => {
    const cms = sharedCms();
    const res = await fetch(`${cms.url}/_ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
    // A wrong token is anonymous too.
    const wrong = await fetch(`${cms.url}/_ready`, { headers: { Authorization: 'Bearer guess' } });
    expect(await wrong.json()).toEqual({ status: 'ready' });
    expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
  });
});

describe('readiness with Redis', () => {
  let cms: CmsInstance;
  const prefix = `test-ready-${crypto.randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    cms = await startCms({ env: { REDIS_URL, REDIS_KEY_PREFIX: prefix, METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('answers 200 with database, Redis and uploads up; a normal start reports no Redis outage', async () => {
    // Counted requests from the first moment (the sign-in lockout reserves in Redis).
    const res = await Client.withIp(cms.url, '203.0.113.40').post('/api/auth/login', { username: 'x', password: 'y' });
    expect(res.status).toBe(401);
    expect(await ready(cms.url)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'up', uploads: 'up', redis: 'up' } },
    });
    expect(cms.logs()).not.toContain('Redis counters unavailable');
  });

  it('runs its checks at most once per READY_CACHE_MS: calls in between get the same answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${cms.url}/_ready`, { headers: { Authorization: `Bearer ${TOKEN}` } });
        return ((await res.json()) as Answer).checkedAt;
      }),
    );
    // At most two checks (the window may turn over once while the calls run); one per call before.
    expect(new Set(answers).size).toBeLessThanOrEqual(2);
  });

  it('stays ready with uploads "warn" (and its reason) while the uploads folder cannot be written', async () => {
    const uploads = path.join(cms.workDir, 'public', 'uploads');
    const aside = `${uploads}-aside`;
    fs.renameSync(uploads, aside);
    fs.writeFileSync(uploads, 'not a folder');
    try {
      await expect.poll(async () => (await ready(cms.url)).body.checks.uploads, { timeout: 15_000 }).toBe('warn');
      const res = await fetch(`${cms.url}/_ready`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Answer;
      expect(body).toMatchObject({ status: 'ready', checks: { database: 'up', uploads: 'warn', redis: 'up' } });
      expect(body.reasons.uploads).toBeTruthy();
      expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
    } finally {
      fs.rmSync(uploads);
      fs.renameSync(aside, uploads);
    }
    await expect.poll(async () => (await ready(cms.url)).body.checks.uploads, { timeout: 15_000 }).toBe('up');
  });
});

describe('readiness with Redis unreachable', () => {
  let cms: CmsInstance;

  beforeAll(async () => {
    const closedPort = await freePort();
    cms = await startCms({
      env: { REDIS_URL: `redis://127.0.0.1:${closedPort}`, REDIS_CONNECT_WAIT_MS: '300', METRICS_TOKEN: TOKEN },
    });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  it('stays ready with Redis "warn" (counting in memory), while liveness stays 204 and requests are served', async () => {
    const { status, body } = await ready(cms.url);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready', checks: { database: 'up', uploads: 'up', redis: 'warn' } });
    expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
    expect((await fetch(`${cms.url}/api/settings`)).status).toBe(200);
    expect(cms.logs().match(/Redis counters unavailable/g)).toHaveLength(1);
  });
});
