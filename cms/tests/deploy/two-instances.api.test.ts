import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startCms, type CmsInstance } from '../harness/cms-process';
import { Client } from '../harness/http';
import { createTestDatabase, type TestDatabase } from '../harness/test-database';

// The docker-compose topology without Docker: two cms processes on one PostgreSQL database and one
// Redis (unique key prefix), as behind the reverse proxy. Two processes cannot share one SQLite file
// safely, so this runs in the PostgreSQL pass of the API suite only.
const pgUrl = process.env.TEST_PG_URL;
if (!pgUrl)
  console.warn(
    'two-instances.api.test.ts skipped: set TEST_PG_URL (PostgreSQL) to test two cms instances on one database',
  );

const SESSION_COOKIE = 'hm_sid';

describe.skipIf(!pgUrl)('two cms instances on one PostgreSQL database and one Redis', () => {
  let database: TestDatabase;
  let a: CmsInstance;
  let b: CmsInstance;
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `hmti-test-${crypto.randomBytes(4).toString('hex')}:`,
  };

  beforeAll(async () => {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-pair-'));
    database = await createTestDatabase(workDir);
    // One instance first (it syncs the schema and seeds), then the second: the documented roll-out order.
    a = await startCms({ workDir, database, env });
    b = await startCms({ workDir, database, env });
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
    const redis = new Redis(env.REDIS_URL);
    const keys = await redis.keys(`${env.REDIS_KEY_PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('a session made on A works on B; revoked through B, A answers 401', async () => {
    const onA = Client.withIp(a.url, '10.91.0.1');
    expect((await onA.post('/api/auth/login', { username: OWNER.username, password: OWNER.password })).status).toBe(
      200,
    );
    const onB = Client.withIp(b.url, '10.91.0.1');
    onB.setCookie(SESSION_COOKIE, onA.cookie(SESSION_COOKIE)!);

    expect((await onB.get('/api/auth/me')).status).toBe(200);
    const sessions = await onB.get('/api/auth/sessions');
    const current = sessions.json.find((s: { current: boolean }) => s.current);
    expect(current).toBeDefined();
    const revoked = await onB.post('/api/auth/sessions/revoke', { sessionId: current.sessionId });
    expect(revoked.status, revoked.text).toBe(200);

    expect((await onA.get('/api/auth/me')).status).toBe(401);
  });

  it('a setting saved on A is served by B within 2 s', async () => {
    const owner = Client.withIp(a.url, '10.91.0.2');
    expect((await owner.post('/api/auth/login', { username: OWNER.username, password: OWNER.password })).status).toBe(
      200,
    );
    const reader = Client.withIp(b.url, '10.91.0.3');
    const current = (await reader.get('/api/settings')).json; // B now holds the old value in its cache
    const contactEmail = `pair-${crypto.randomBytes(3).toString('hex')}@himatif.example`;
    const saved = await owner.put('/api/settings', { ...current, contactEmail });
    expect(saved.status, saved.text).toBe(200);
    const savedAt = Date.now();

    // B keeps what it read for at most 2 s, and it read the old value before the save: a request sent 2 s after the
    // save is answered with the new one. The wait is the claim itself (a time), not a wait for something to finish;
    // polling instead made the claim depend on how long each probe took on a loaded machine (one took 2201 ms).
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, savedAt + 2000 - Date.now())));
    expect((await reader.get('/api/settings')).json.contactEmail).toBe(contactEmail);
  });

  it('the sign-in lockout counts failures from one IP on both instances together (429 on either)', async () => {
    const address = `10.92.${crypto.randomInt(0, 250)}.${crypto.randomInt(1, 250)}`;
    const onA = Client.withIp(a.url, address);
    const onB = Client.withIp(b.url, address);
    const wrong = { username: OWNER.username, password: 'definitely-wrong' };
    // Five guesses (the per-IP limit) are compared, alternating between the instances: each process sees only two
    // or three, yet together they fill the shared counter, so the lock holds on both, even for the right password.
    for (const client of [onA, onB, onA, onB, onA])
      expect((await client.post('/api/auth/login', wrong)).status).toBe(401);
    expect((await onB.post('/api/auth/login', wrong)).status).toBe(429);
    for (const client of [onB, onA]) {
      const locked = await client.post('/api/auth/login', { username: OWNER.username, password: OWNER.password });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
