import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createStaffUser } from '../../../tests/harness/admin-api';
import { startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';

/**
 * Time runs 10× faster here: the limits keep their per-window counts, the window shrinks from 60 s to 6 s and the
 * dashboard's poll intervals shrink alike (5 s → 500 ms, 10 s → 1 s), so 2 minutes take 12 seconds.
 */
const SPEED = 10;
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
        // Lower than the default 100 so that the visitors' own limit is certainly reached beside the staff.
        API_RATE_LIMIT_MAX: '30',
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
    const minutes = 2;
    // A poller fires on a fixed schedule (as refetchInterval does), whether or not its last answer has come.
    const poll = (client: Client, path: string, everyMs: number, into: number[]) =>
      Promise.all(
        Array.from(
          { length: (minutes * 60_000) / everyMs },
          (_, k) =>
            new Promise<void>((resolve) =>
              setTimeout(
                () =>
                  void client.get(path).then((res) => {
                    into.push(res.status);
                    resolve();
                  }),
                (k * everyMs) / SPEED,
              ),
            ),
        ),
      );
    const visitor = Client.withIp(cms.url, NAT);
    await Promise.all([
      ...tabs.flatMap((tab) => [
        poll(tab, '/api/auth/permissions', 5_000, staffStatuses),
        poll(tab, '/api/dashboard/activities?limit=3', 5_000, staffStatuses),
        poll(tab, '/api/dashboard/activities?limit=5', 10_000, staffStatuses),
        poll(tab, '/api/dashboard/stats', 10_000, staffStatuses),
      ]),
      poll(visitor, '/api/settings', 400, anonymousStatuses),
    ]);
    // 3 tabs × 36 requests a minute × 2 minutes.
    expect(staffStatuses.length).toBe(3 * 36 * minutes);
    expect(staffStatuses.filter((s) => s === 429)).toEqual([]);
    expect(new Set(staffStatuses)).toEqual(new Set([200]));
    // The visitors behind the same address (150 a minute) went over their own limit (30 a minute) and were refused.
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
        LOGIN_ACCOUNT_MAX_FAILURES: '7',
        LOGIN_ACCOUNT_WINDOW_SECONDS: '90',
        SESSION_MAX_ACTIVE_PER_USER: '4',
      },
    });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  it('the dashboard reads the configured limits: requests, sign-in and code lockouts, sessions', async () => {
    const token = await adminToken(cms);
    const username = `reader_${crypto.randomBytes(3).toString('hex')}`;
    await createStaffUser(cms, token, { username, password: 'Staff-Pass-123', role: 'bph' });
    const client = Client.withIp(cms.url, '203.0.113.70');
    expect((await client.post('/api/auth/login', { username, password: 'Staff-Pass-123' })).status).toBe(200);
    expect((await client.get('/api/settings/request-limits')).json).toEqual({
      visitors: { max: 20, windowSeconds: 60 },
      staff: { max: 30, windowSeconds: 60 },
      signIn: { ip: { max: 5, windowSeconds: 60 }, account: { max: 7, windowSeconds: 90 } },
      twoFactor: {
        account: { max: 5, windowSeconds: 300 },
        ip: { max: 10, windowSeconds: 300 },
        backoffMaxSeconds: 86_400,
      },
      sessions: { hours: 24, rememberDays: 30, idleMinutes: 120, rememberIdleDays: 14, maxPerAccount: 4 },
    });
    expect((await Client.withIp(cms.url, '203.0.113.71').get('/api/settings/request-limits')).status).toBe(401);
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
    const answers = [];
    for (let i = 0; i < 33; i += 1) answers.push(await sessions[i % 3].get('/api/auth/me'));
    const statuses = answers.map((res) => res.status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses.slice(30)).toEqual([429, 429, 429]);
    // The refusal names the configured limit and that it counts the account.
    expect(answers[30].json.error.message).toBe(
      'Terlalu banyak permintaan: batasnya 30 permintaan per 1 menit per akun.',
    );
  });

  it('made-up session cookies are counted with the address, not given a budget each', async () => {
    const answers = [];
    for (let i = 0; i < 22; i += 1) {
      const client = Client.withIp(cms.url, '203.0.113.50');
      client.setCookie('hm_sid', crypto.randomBytes(32).toString('base64url'));
      answers.push(await client.get('/api/settings'));
    }
    const statuses = answers.map((res) => res.status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(answers[20].json.error.message).toBe(
      'Terlalu banyak permintaan: batasnya 20 permintaan per 1 menit per alamat IP.',
    );
  });
});
