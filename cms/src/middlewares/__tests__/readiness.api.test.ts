import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';
import { sharedCms } from '../../../tests/harness/suite';

const REDIS_URL = 'redis://127.0.0.1:6379';

const ready = async (url: string) => {
  const res = await fetch(`${url}/_ready`);
  return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> } };
};

describe('readiness without Redis configured', () => {
  it('answers 200 with the database and uploads up, and no Redis check', async () => {
    const { status, body } = await ready(sharedCms().url);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ready', checks: { database: 'up', uploads: 'up' } });
    expect((await fetch(`${sharedCms().url}/_health`)).status).toBe(204);
  });
});

describe('readiness with Redis', () => {
  let cms: CmsInstance;
  const prefix = `test-ready-${crypto.randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    cms = await startCms({ env: { REDIS_URL, REDIS_KEY_PREFIX: prefix } });
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

  it('answers 503 naming uploads while the uploads folder cannot be written, and 200 again once it can', async () => {
    const uploads = path.join(cms.workDir, 'public', 'uploads');
    const aside = `${uploads}-aside`;
    fs.renameSync(uploads, aside);
    fs.writeFileSync(uploads, 'not a folder');
    try {
      const { status, body } = await ready(cms.url);
      expect(status).toBe(503);
      expect(body).toEqual({ status: 'not-ready', checks: { database: 'up', uploads: 'down', redis: 'up' } });
      expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
    } finally {
      fs.rmSync(uploads);
      fs.renameSync(aside, uploads);
    }
    expect((await ready(cms.url)).status).toBe(200);
  });
});

describe('readiness with Redis unreachable', () => {
  let cms: CmsInstance;

  beforeAll(async () => {
    const closedPort = await freePort();
    cms = await startCms({ env: { REDIS_URL: `redis://127.0.0.1:${closedPort}`, REDIS_CONNECT_WAIT_MS: '300' } });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  it('answers 503 naming Redis, while liveness stays 204 and requests are still served', async () => {
    const { status, body } = await ready(cms.url);
    expect(status).toBe(503);
    expect(body).toEqual({ status: 'not-ready', checks: { database: 'up', uploads: 'up', redis: 'down' } });
    expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
    expect((await fetch(`${cms.url}/api/settings`)).status).toBe(200);
    expect(cms.logs().match(/Redis counters unavailable/g)).toHaveLength(1);
  });
});
