import crypto from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PANEL, OWNER, startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { STAFF_PASSWORD, staffFactory } from '../../../../tests/harness/staff';
import { adminWithRole } from '../../../../tests/harness/admin-editor';

// Real limits: 5 guesses per IP per minute, 10 per account per 15 minutes. Client addresses are faked the way a
// trusted reverse proxy reports them (the test cms trusts 127.0.0.1 and reads X-Forwarded-For).
const REDIS_URL = 'redis://127.0.0.1:6379';
const limits = {
  LOGIN_IP_MAX_FAILURES: '5',
  LOGIN_IP_WINDOW_SECONDS: '60',
  LOGIN_ACCOUNT_MAX_FAILURES: '10',
  LOGIN_ACCOUNT_WINDOW_SECONDS: '900',
};
let nextIp = 1;
const freshIps = (n: number) => Array.from({ length: n }, () => `198.51.100.${nextIp++}`);

interface Outcome {
  password: string;
  status: number;
}

/** Sends every attempt at once, each over its own connection, spread round-robin over the addresses. */
async function burst(url: string, username: string, passwords: string[], ips: string[]): Promise<Outcome[]> {
  const clients = ips.map((ip) => Client.withIp(url, ip));
  return Promise.all(
    passwords.map(async (password, i) => {
      const res = await clients[i % clients.length].post('/api/auth/login', { username, password });
      return { password, status: res.status };
    }),
  );
}

const wrong = (n: number) => Array.from({ length: n }, (_, i) => `wrong-guess-${i}`);

for (const store of ['memory', 'redis'] as const) {
  describe(`sign-in limits (${store} counters)`, () => {
    // One cms per store for both blocks below: the first locks the owner's account, the second signs in as an account
    // of its own, made before any lockout.
    let cms: CmsInstance;
    const prefix = `test-login-race-${crypto.randomBytes(4).toString('hex')}:`;
    let member: { username: string; password: string };
    let editor: { token: string; email: string };

    beforeAll(async () => {
      cms = await startCms({
        env: {
          ...limits,
          ...(store === 'redis' ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
        },
      });
      member = { username: (await staffFactory(cms).as('bph')).username, password: STAFF_PASSWORD };
      const signIn = await fetch(`${cms.url}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN_PANEL),
      });
      const superToken = ((await signIn.json()) as { data: { token: string } }).data.token;
      editor = await adminWithRole(cms, superToken, 'strapi-editor');
    });

    afterAll(async () => {
      await cms?.stop();
      await cms?.database.drop();
      if (store === 'redis') {
        const redis = new Redis(REDIS_URL);
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
    });

    describe(`sign-in lockout under concurrent bursts (${store} counters)`, () => {
      it('POST /admin/login: 15 wrong passwords from 3 addresses lock the account; the right one from a 4th gets 429', async () => {
        const adminLogin = (ip: string, password: string, email = ADMIN_PANEL.email) =>
          fetch(`${cms.url}/admin/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
            body: JSON.stringify({ email, password }),
          });
        const ips = freshIps(4);
        expect((await adminLogin(ips[0], ADMIN_PANEL.password)).status).toBe(200);
        const statuses: number[] = [];
        for (let i = 0; i < 15; i += 1) statuses.push((await adminLogin(ips[i % 3], `wrong-${i}`)).status);
        expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
        expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
        const right = await adminLogin(ips[3], ADMIN_PANEL.password);
        expect(right.status).toBe(429);
        expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60);
        const body = (await right.json()) as { error: { message: string } };
        expect(body.error.message).toMatch(/Too many login attempts/);
        // The email is counted case-insensitively, as Strapi matches it.
        expect((await adminLogin(freshIps(1)[0], ADMIN_PANEL.password, ADMIN_PANEL.email.toUpperCase())).status).toBe(
          429,
        );
      });

      it('50 concurrent guesses from one address: exactly 5 passwords are compared, 45 get 429', async () => {
        const outcomes = await burst(cms.url, 'race-one-address', wrong(50), freshIps(1));
        expect(outcomes.filter((o) => o.status === 401)).toHaveLength(5);
        expect(outcomes.filter((o) => o.status === 429)).toHaveLength(45);
      });

      it('50 concurrent guesses from 5 addresses: the account limit holds (10 compared), not 5 per address', async () => {
        const outcomes = await burst(cms.url, 'race-five-addresses', wrong(50), freshIps(5));
        expect(outcomes.filter((o) => o.status === 401)).toHaveLength(10);
        expect(outcomes.filter((o) => o.status === 429)).toHaveLength(40);
      });

      it('the right password sent with 49 wrong ones from one address gets 429: only 5 are compared', async () => {
        const outcomes = await burst(cms.url, OWNER.username, [...wrong(49), OWNER.password], freshIps(1));
        expect(outcomes.filter((o) => o.status === 401).length).toBeLessThanOrEqual(5);
        expect(outcomes.at(-1)?.status).toBe(429);
      });

      it('the right password from a 6th address, sent with 49 wrong ones from 5 addresses, gets 429', async () => {
        const ips = freshIps(6);
        const clients = ips.map((ip) => Client.withIp(cms.url, ip));
        const outcomes = await Promise.all(
          [...wrong(49), OWNER.password].map((password, i) =>
            clients[i < 49 ? i % 5 : 5].post('/api/auth/login', { username: OWNER.username, password }),
          ),
        );
        expect(outcomes.filter((o) => o.status === 401).length).toBeLessThanOrEqual(10);
        expect(outcomes.at(-1)?.status).toBe(429);
        expect(outcomes.at(-1)?.json.retryAfter).toBeGreaterThan(60);
      });
    });

    describe(`the /admin profile's current password (${store} counters)`, () => {
      it('is guessed under the sign-in lockout: 5 per address, 10 per account, and then the sign-in is locked too', async () => {
        const saveProfile = (ip: string, currentPassword: string) =>
          fetch(`${cms.url}/admin/users/me`, {
            method: 'PUT',
            headers: {
              Authorization: `Bearer ${editor.token}`,
              'Content-Type': 'application/json',
              'X-Forwarded-For': ip,
            },
            body: JSON.stringify({ email: editor.email, currentPassword, password: 'Editor-Pass-456' }),
          });
        const [first, second, third] = freshIps(3);
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) statuses.push((await saveProfile(first, `wrong-${i}`)).status);
        for (let i = 6; i < 12; i += 1) statuses.push((await saveProfile(second, `wrong-${i}`)).status);
        expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 400, 400, 400, 400, 400, 429]);
        const locked = await saveProfile(third, 'Editor-Pass-123');
        expect(locked.status).toBe(429);
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
        expect(((await locked.json()) as { error: { message: string } }).error.message).toMatch(
          /^Too many wrong passwords\. Try again in \d+ seconds\.$/,
        );
        const signIn = await fetch(`${cms.url}/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIps(1)[0] },
          body: JSON.stringify({ email: editor.email, password: 'Editor-Pass-123' }),
        });
        expect(signIn.status).toBe(429);
      });
    });

    describe(`a success inside a burst (${store} counters)`, () => {
      it('gives back only its own count: the account still allows exactly 10 wrong guesses in all', async () => {
        // Five addresses, the right password in the middle of the burst.
        const five = await burst(cms.url, member.username, [...wrong(25), member.password, ...wrong(24)], freshIps(5));
        const wrongSoFar = five.filter((o) => o.status === 401).length;
        expect(wrongSoFar).toBeLessThanOrEqual(10);
        // Had the success reset the account, a new burst would get 10 more; it gets exactly what is left of the 10.
        const rest = await burst(cms.url, member.username, wrong(30), freshIps(5));
        expect(rest.filter((o) => o.status === 401)).toHaveLength(10 - wrongSoFar);
        const after = await Client.withIp(cms.url, freshIps(1)[0]).post('/api/auth/login', member);
        expect(after.status).toBe(429);
      });
    });
  });
}
