import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createStaffUser } from '../../../tests/harness/admin-api';
import { startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';

/**
 * Time runs 30× faster here: the limits keep their per-window counts, the window shrinks from 60 s to 2 s and the
 * dashboard's poll intervals shrink alike (5 s → 167 ms, 10 s → 333 ms), so 2 minutes take 4 seconds.
 */
const SPEED = 30;
const NAT = '198.51.100.40';

async function staffSessions(cms: CmsInstance, count: number, ip: string): Promise<Client[]> {
  const token = await adminToken(cms);
  const clients: Client[] = [];
  for (let i = 0; i < count; i += 1) {
    const username = `staff_${crypto.randomBytes(3).toString('hex')}`;
    await createStaffUser(cms, token, { username, password: 'Staff-Pass-123', role: 'bph' });
    const client = Client.withIp(cms.url, ip);
    const res = await client.post('/api/auth/login', { username, password: 'Staff-Pass-123' });
    expect(res.status, res.text).toBe(200);
    clients.push(client);
  }
  return clients;
}

describe('fair limits: staff are counted per account, anonymous visitors per address', () => {
  let cms: CmsInstance;
  beforeAll(async () => {
    cms = await startCms({
      env: {
        API_RATE_LIMIT_MAX: '100',
        API_RATE_LIMIT_WINDOW_SECONDS: String(60 / SPEED),
        STAFF_RATE_LIMIT_MAX: '300',
        STAFF_RATE_LIMIT_WINDOW_SECONDS: String(60 / SPEED),
      },
    });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  it('three dashboards behind one address poll for 2 minutes beside anonymous traffic: no staff 429', async () => {
    const tabs = await staffSessions(cms, 3, NAT);
    const staffStatuses: number[] = [];
    const anonymousStatuses: number[] = [];
    const until = Date.now() + (120_000 / SPEED);
    const poll = (client: Client, path: string, everyMs: number, into: number[]) =>
      new Promise<void>((resolve) => {
        const tick = async () => {
          into.push((await client.get(path)).status);
          if (Date.now() + everyMs / SPEED < until) timer = setTimeout(tick, everyMs / SPEED);
          else resolve();
        };
        let timer = setTimeout(tick, 0);
        void timer;
      });
    const visitor = Client.withIp(cms.url, NAT);
    await Promise.all([
      ...tabs.flatMap((tab) => [
        poll(tab, '/api/auth/permissions', 5_000, staffStatuses),
        poll(tab, '/api/dashboard/activities?limit=3', 5_000, staffStatuses),
        poll(tab, '/api/dashboard/activities?limit=5', 10_000, staffStatuses),
        poll(tab, '/api/dashboard/stats', 10_000, staffStatuses),
      ]),
      poll(visitor, '/api/settings', 500, anonymousStatuses),
    ]);
    // 3 tabs × 36 requests a minute × 2 minutes, give or take the timers' drift.
    expect(staffStatuses.length).toBeGreaterThan(150);
    expect(staffStatuses.filter((s) => s === 429)).toEqual([]);
    expect(new Set(staffStatuses)).toEqual(new Set([200]));
    // The visitors behind the same address went over their own limit (100 a minute) and were refused.
    expect(anonymousStatuses).toContain(429);
  });
});

describe('rotating sessions does not lift the limits', () => {
  let cms: CmsInstance;
  beforeAll(async () => {
    cms = await startCms({
      env: {
        API_RATE_LIMIT_MAX: '20',
        API_RATE_LIMIT_WINDOW_SECONDS: '60',
        STAFF_RATE_LIMIT_MAX: '30',
        STAFF_RATE_LIMIT_WINDOW_SECONDS: '60',
      },
    });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  it('every session of one account shares its budget, from any address', async () => {
    const token = await adminToken(cms);
    const username = `rotator_${crypto.randomBytes(3).toString('hex')}`;
    await createStaffUser(cms, token, { username, password: 'Staff-Pass-123', role: 'bph' });
    const sessions: Client[] = [];
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const client = Client.withIp(cms.url, ip);
      expect((await client.post('/api/auth/login', { username, password: 'Staff-Pass-123' })).status).toBe(200);
      sessions.push(client);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 33; i += 1) statuses.push((await sessions[i % 3].get('/api/auth/me')).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual([429, 429, 429]);
  });

  it('made-up session cookies are counted with the address, not given a budget each', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const client = Client.withIp(cms.url, '203.0.113.50');
      client.setCookie('hm_sid', crypto.randomBytes(32).toString('base64url'));
      statuses.push((await client.get('/api/settings')).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
