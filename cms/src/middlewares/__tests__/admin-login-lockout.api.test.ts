import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PANEL, OWNER, startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { adminToken } from '../../../tests/harness/admin-api';
import { adminWithRole } from '../../../tests/harness/admin-editor';
import { Client } from '../../../tests/harness/http';

// Real limits: 5 guesses per address per minute, 10 per account per 15 minutes, with the shipped configuration;
// addresses are sent as a trusted proxy reports them.
let cms: CmsInstance;
let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

const adminLogin = (path: string, ip: string, email: string, password: string) =>
  fetch(`${cms.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ email, password }),
  });

/** Spellings of POST /admin/login that the router sends to the same sign-in (it ignores case and a final slash). */
const SPELLINGS = ['/admin/login/', '/Admin/login', '/ADMIN/LOGIN', '/admin/LOGIN/', '/admin/login?next=/'];
/** Spellings it does not route to the sign-in: they must never sign anyone in either. */
const NOT_ROUTED = ['/admin/%6Cogin', '/admin//login', '//admin/login', '/admin/login%2F'];

beforeAll(async () => {
  cms = await startCms();
});

afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
});

describe('the /admin sign-in lockout holds for every spelling of the path', () => {
  it('a locked account gets 429 through each spelling, with the right password from a fresh address', async () => {
    // A fresh account of its own, so the other tests keep the Super Admin.
    const email = (await adminWithRole(cms, await adminToken(cms), 'strapi-editor')).email;
    // Ten wrong guesses, two per address, each through another spelling: the account's count is used up.
    const spellings = ['/admin/login', ...SPELLINGS];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const ip = i % 2 === 0 ? freshIp() : `203.0.113.${nextIp - 1}`;
      statuses.push((await adminLogin(spellings[i % spellings.length], ip, email, `wrong-${i}`)).status);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    for (const path of spellings) {
      const res = await adminLogin(path, freshIp(), email.toUpperCase(), 'Editor-Pass-123');
      const body = (await res.json().catch(() => null)) as { data?: { token?: string } } | null;
      expect({ path, status: res.status, token: body?.data?.token }).toEqual({ path, status: 429, token: undefined });
    }
    for (const path of NOT_ROUTED) {
      const res = await adminLogin(path, freshIp(), ADMIN_PANEL.email, ADMIN_PANEL.password);
      expect({ path, refused: res.status >= 400 && res.status < 500 }).toEqual({ path, refused: true });
    }
  });

  it('an email sent beside the form (the query string) instead of in it is refused, never compared, however locked', async () => {
    const email = (await adminWithRole(cms, await adminToken(cms), 'strapi-editor')).email;
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) await adminLogin('/admin/login', i % 5 === 0 ? freshIp() : ip, email, `wrong-${i}`);
    const query = `/admin/login?email=${encodeURIComponent(email)}`;
    for (const body of [{}, { email: '' }, { email: {} }, { email: [email] }]) {
      const res = await fetch(`${cms.url}${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
        body: JSON.stringify({ ...body, password: 'Editor-Pass-123' }),
      });
      const answer = (await res.json().catch(() => null)) as { data?: { token?: string } } | null;
      expect({ body, status: res.status, token: answer?.data?.token }).toEqual({ body, status: 400, token: undefined });
    }
  });

  it('one address gets five guesses in all, whichever spellings and accounts it uses', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await adminLogin(SPELLINGS[i], ip, `nobody-${i}@test.local`, 'wrong')).status);
    expect(statuses).toEqual(Array(5).fill(400));
    for (const path of ['/admin/login', ...SPELLINGS])
      expect({ path, status: (await adminLogin(path, ip, ADMIN_PANEL.email, ADMIN_PANEL.password)).status }).toEqual({
        path,
        status: 429,
      });
  });
});

describe('only wrong passwords count', () => {
  it('an editor who signs in to /admin seven times in a row (another browser, signed out and in again) gets in each time', async () => {
    const { email } = await adminWithRole(cms, await adminToken(cms), 'strapi-editor');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await adminLogin('/admin/login', ip, email, 'Editor-Pass-123')).status);
    expect(statuses).toEqual(Array(7).fill(200));
  });
});

describe('a flood of /admin sign-ins does not hold up other requests', () => {
  const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)];
  const timed = async (client: Client) => {
    const started = performance.now();
    const res = await client.get('/api/auth/me');
    expect(res.status).toBe(200);
    return performance.now() - started;
  };

  it('40 password checks from 8 addresses: unrelated requests are at most 100 ms slower than at rest (90th percentile)', async () => {
    // Four accounts with ten guesses each and eight addresses with five each: all 40 guesses reach a password check.
    const superToken = await adminToken(cms);
    const accounts: string[] = [];
    for (let i = 0; i < 4; i += 1) accounts.push((await adminWithRole(cms, superToken, 'strapi-editor')).email);
    const ips = Array.from({ length: 8 }, freshIp);

    const member = Client.withIp(cms.url, freshIp());
    expect((await member.post('/api/auth/login', OWNER)).status).toBe(200);
    const atRest: number[] = [];
    for (let i = 0; i < 15; i += 1) atRest.push(await timed(member));

    let done = false;
    const flood = Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        adminLogin('/admin/login', ips[i % 8], accounts[i % 4], `flood-${i}`).then((r) => r.status),
      ),
    ).finally(() => (done = true));
    const during: number[] = [];
    for (let i = 0; i < 200 && !done; i += 1) during.push(await timed(member));
    const statuses = await flood;

    expect(statuses).toEqual(Array(40).fill(400));
    expect(during.length).toBeGreaterThanOrEqual(3);
    // The 90th percentile, not the slowest: the test machine runs other suites beside this one, whose own bursts can
    // hold up any one request. Checked on the event loop (before the fix) every request behind a bcrypt compare waited:
    // the slowest was 1.6 s against 315 ms at rest, and most of the flood's requests were far past 100 ms.
    const report = {
      atRest: Math.round(percentile(atRest, 0.9)),
      during: Math.round(percentile(during, 0.9)),
      worst: Math.round(Math.max(...during)),
      n: during.length,
    };
    expect(percentile(during, 0.9), JSON.stringify(report)).toBeLessThan(percentile(atRest, 0.9) + 100);
  });
});
