import crypto from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';

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
const compared = (outcomes: Outcome[]) => outcomes.filter((o) => o.status !== 429);

for (const store of ['memory', 'redis'] as const) {
  describe(`sign-in lockout under concurrent bursts (${store} counters)`, () => {
    let cms: CmsInstance;
    const prefix = `test-login-race-${crypto.randomBytes(4).toString('hex')}:`;

    beforeAll(async () => {
      cms = await startCms({
        env: { ...limits, ...(store === 'redis' ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}) },
      });
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

    it('the right password inside a burst from a locked address gets 429 like every other guess', async () => {
      const [ip] = freshIps(1);
      expect(compared(await burst(cms.url, 'race-lock-first', wrong(50), [ip]))).toHaveLength(5);
      const passwords = wrong(49);
      passwords.splice(20, 0, OWNER.password);
      const locked = await burst(cms.url, OWNER.username, passwords, [ip]);
      expect(compared(locked)).toEqual([]);
      expect(locked.find((o) => o.password === OWNER.password)?.status).toBe(429);
    });

    it('a success inside a burst gives back only its own count: the account still allows 10 wrong guesses in all', async () => {
      let wrongSoFar = 0;
      // One address: at most 5 wrong guesses compared whether or not the right password got in among them.
      const one = await burst(cms.url, OWNER.username, [...wrong(49), OWNER.password], freshIps(1));
      wrongSoFar += one.filter((o) => o.status === 401).length;
      expect(wrongSoFar).toBeLessThanOrEqual(5);
      // Five addresses, the right password in the middle of the burst.
      const five = await burst(cms.url, OWNER.username, [...wrong(25), OWNER.password, ...wrong(24)], freshIps(5));
      wrongSoFar += five.filter((o) => o.status === 401).length;
      expect(wrongSoFar).toBeLessThanOrEqual(10);
      // Had a success reset the account, a new burst would get 10 more; it gets exactly what is left of the 10.
      const rest = await burst(cms.url, OWNER.username, wrong(30), freshIps(5));
      expect(rest.filter((o) => o.status === 401)).toHaveLength(10 - wrongSoFar);
      const after = await Client.withIp(cms.url, freshIps(1)[0]).post('/api/auth/login', {
        username: OWNER.username,
        password: OWNER.password,
      });
      expect(after.status).toBe(429);
      expect(after.json.retryAfter).toBeGreaterThan(60);
    });
  });
}
