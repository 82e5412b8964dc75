import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';
import { sharedCms } from '../../../tests/harness/suite';
import { expectRefusal, rawGet, setFlag, signInOwner, withinTwoSeconds } from './support';

/** A cms behind a trusted proxy (127.0.0.1, as the harness sets) with low caps, so attacks are quick to stage. */
describe('protections behind the trusted proxy', () => {
  let cms: CmsInstance;
  let owner: Client;
  const host = () => new URL(cms.url).host;

  beforeAll(async () => {
    cms = await startCms({
      env: {
        DDOS_MAX_CONCURRENT_PER_IP: '3',
        DDOS_MAX_CONCURRENT_TOTAL: '8',
        PORT_SCAN_MAX_PATHS: '5',
        PORT_SCAN_WINDOW_SECONDS: '60',
        PORT_SCAN_BLOCK_SECONDS: '30',
        LOGIN_IP_MAX_FAILURES: '10000',
        LOGIN_ACCOUNT_MAX_FAILURES: '10000',
        // Drive ids starting with "down" never answer: a check of one holds its request for the timeout.
        GDRIVE_BASE_URL: sharedCms().driveUrl,
        GDRIVE_TIMEOUT_MS: '1500',
      },
    });
    owner = await signInOwner(cms.url, '192.0.2.50');
  });

  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  describe('dnsLayer (Host allow-list)', () => {
    it('refuses a foreign Host with 403, serves the site host, and can be switched off and on within 2 s', async () => {
      const foreign = await rawGet(cms.url, '/api/settings', { Host: 'evil.example' });
      const error = expectRefusal(foreign, 403, 'host-not-allowed');
      expect(error.details.host).toBe('evil.example');
      expect((await rawGet(cms.url, '/api/settings', { Host: host() })).status).toBe(200);
      expect((await rawGet(cms.url, '/api/settings', { Host: `localhost:${new URL(cms.url).port}` })).status).toBe(200);
      expect((await rawGet(cms.url, '/', { Host: 'rebind.attacker.test', Accept: 'text/html' })).status).toBe(403);

      try {
        await setFlag(owner, 'dnsLayerProtectionEnabled', false);
        await withinTwoSeconds(
          async () => (await rawGet(cms.url, '/api/settings', { Host: 'evil.example' })).status === 200,
        );
      } finally {
        await setFlag(owner, 'dnsLayerProtectionEnabled', true);
      }
      await withinTwoSeconds(
        async () => (await rawGet(cms.url, '/api/settings', { Host: 'evil.example' })).status === 403,
      );
    });
  });

  describe('apiProtection (same-origin check for state-changing calls)', () => {
    it('refuses a cross-origin POST carrying a valid session cookie, and changes nothing', async () => {
      const before = (await owner.get('/api/settings')).json;
      const forged = await owner.put(
        '/api/settings',
        { ...before, siteName: 'Diambil Alih' },
        { Origin: 'https://evil.example' },
      );
      const error = expectRefusal(forged, 403, 'cross-origin-request');
      expect(error.details.origin).toBe('https://evil.example');
      const revoke = await owner.post('/api/auth/revoke-all-sessions', {}, { Origin: 'https://evil.example' });
      expectRefusal(revoke, 403, 'cross-origin-request');
      expect((await owner.get('/api/auth/me')).status).toBe(200);
      expect((await owner.get('/api/settings')).json.siteName).toBe(before.siteName);
    });

    it('refuses calls with neither Origin nor Referer and "null" origins; accepts a same-origin Referer and plain reads', async () => {
      expectRefusal(await owner.put('/api/settings', {}, { Origin: '' }), 403, 'missing-origin');
      expectRefusal(await owner.put('/api/settings', {}, { Origin: 'null' }), 403, 'missing-origin');
      expectRefusal(
        await owner.put('/api/settings', {}, { Origin: '', Referer: 'https://evil.example/page' }),
        403,
        'cross-origin-request',
      );
      expect(
        (await owner.put('/api/settings', {}, { Origin: '', Referer: `${cms.url}/dashboard/settings` })).status,
      ).toBe(200);
      expect((await owner.get('/api/auth/me', { Origin: 'https://evil.example' })).status).toBe(200);
      expect((await owner.put('/api/settings', {})).status).toBe(200);
    });

    it('switched off lets the cross-origin call through, switched on refuses it again, within 2 s', async () => {
      const forged = () => owner.put('/api/settings', {}, { Origin: 'https://evil.example' });
      try {
        await setFlag(owner, 'apiProtectionEnabled', false);
        await withinTwoSeconds(async () => (await forged()).status === 200);
      } finally {
        // Switching back on is itself a state-changing call; it carries the site's Origin.
        await setFlag(owner, 'apiProtectionEnabled', true);
      }
      await withinTwoSeconds(async () => (await forged()).status === 403);
    });
  });

  describe('portScanning (path enumeration)', () => {
    const probe = (client: Client, i: number) =>
      i % 2 ? client.get(`/api/scan-probe-${i}`) : client.get(`/wp-admin-${i}.php`, { Accept: 'text/html' });

    it('blocks an IP after more than 5 distinct unknown paths with 403 and retryAfter, and leaves other IPs alone', async () => {
      const scanner = Client.withIp(cms.url, '198.51.100.66');
      for (let i = 1; i <= 6; i += 1) expect((await probe(scanner, i)).status).toBe(404);
      const blocked = await scanner.get('/api/settings');
      const error = expectRefusal(blocked, 403, 'path-enumeration');
      expect(error.details.retryAfter).toBeGreaterThan(0);
      expect(error.details.retryAfter).toBeLessThanOrEqual(30);
      expect(blocked.headers.get('retry-after')).toBe(String(error.details.retryAfter));

      const reader = Client.withIp(cms.url, '198.51.100.67');
      for (let i = 0; i < 10; i += 1) expect((await reader.get('/api/articles/999999')).status).toBe(404);
      for (let i = 0; i < 10; i += 1)
        expect((await reader.get('/uploads/missing-photo-' + i + '.jpg')).status).toBe(404);
      expect((await reader.get('/api/settings')).status).toBe(200);
    });

    it('switched off lets the blocked IP through, switched on blocks it again, within 2 s', async () => {
      const scanner = Client.withIp(cms.url, '198.51.100.66');
      expect((await scanner.get('/api/settings')).status).toBe(403);
      try {
        await setFlag(owner, 'portScanningProtectionEnabled', false);
        await withinTwoSeconds(async () => (await scanner.get('/api/settings')).status === 200);
        const quiet = Client.withIp(cms.url, '198.51.100.68');
        for (let i = 1; i <= 8; i += 1) await probe(quiet, i);
        expect((await quiet.get('/api/settings')).status).toBe(200);
      } finally {
        await setFlag(owner, 'portScanningProtectionEnabled', true);
      }
      await withinTwoSeconds(async () => (await scanner.get('/api/settings')).status === 403);
    });
  });

  describe('ddosProtection (concurrency caps)', () => {
    const slowCall = (client: Client) =>
      client.post('/api/auth/login', { username: 'nobody', password: 'wrong-password' });
    /** The owner's session from another IP, checking a Drive file that never answers (~1.5 s in flight). */
    const heldCall = (client: Client) =>
      client.post('/api/gdrive/check-access', { url: 'https://drive.google.com/file/d/downFile0123456789abcdef/view' });

    it('answers 503 beyond 3 concurrent requests per IP, and every slot is given back', async () => {
      const flood = Client.withIp(cms.url, '198.51.100.90');
      flood.setCookie('hm_sid', owner.cookie('hm_sid')!);
      const replies = await Promise.all(Array.from({ length: 6 }, () => heldCall(flood)));
      const refused = replies.filter((r) => r.status === 503);
      expect(refused.length).toBe(3);
      expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
      const error = expectRefusal(refused[0], 503, 'too-many-concurrent-requests');
      expect(error.details.maxConnections).toBe(3);
      expect(refused[0].headers.get('retry-after')).toBe(String(error.details.retryAfter));

      for (let i = 0; i < 10; i += 1) expect((await flood.get('/api/settings')).status).toBe(200);
      const three = await Promise.all([slowCall(flood), slowCall(flood), slowCall(flood)]);
      expect(three.map((r) => r.status)).toEqual([401, 401, 401]);
    });

    it('gives slots back for aborted requests too (no permanent 503)', async () => {
      const ip = '198.51.100.91';
      await Promise.all(
        Array.from({ length: 30 }, async (_, i) => {
          const controller = new AbortController();
          const pending = fetch(`${cms.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, Origin: cms.url },
            body: JSON.stringify({ username: 'nobody', password: `wrong-${i}` }),
            signal: controller.signal,
          }).catch(() => null);
          setTimeout(() => controller.abort(), 5 + (i % 10));
          await pending;
        }),
      );
      // The server still finishes requests whose client went away; once they are done, all 3 slots are free
      // again. A leaked slot never comes back, so waiting (up to 20 s on a busy machine) cannot hide one.
      const client = Client.withIp(cms.url, ip);
      await expect
        .poll(
          async () => (await Promise.all([slowCall(client), slowCall(client), slowCall(client)])).map((r) => r.status),
          { timeout: 20_000, interval: 100 },
        )
        .toEqual([401, 401, 401]);
    });

    it('refuses with 503 when the whole instance is over its cap (8), whoever asks', async () => {
      // How many requests overlap depends on the machine's load, so the burst is tried up to three times.
      let refused: Awaited<ReturnType<typeof slowCall>>[] = [];
      for (let attempt = 0; attempt < 3 && refused.length === 0; attempt += 1) {
        const replies = await Promise.all(
          Array.from({ length: 40 }, (_, i) => slowCall(Client.withIp(cms.url, `198.51.101.${i + 1}`))),
        );
        expect(replies.every((r) => r.status === 503 || r.status === 401)).toBe(true);
        refused = replies.filter((r) => r.status === 503);
      }
      expect(refused.length).toBeGreaterThan(0);
      const error = expectRefusal(refused[0], 503, 'server-overloaded');
      expect(error.details.maxConnections).toBe(8);
      expect((await Client.withIp(cms.url, '198.51.101.1').get('/api/settings')).status).toBe(200);
    });

    it('switched off stops refusing, switched on refuses again, within 2 s', async () => {
      const flood = Client.withIp(cms.url, '198.51.100.92');
      const burst = async () =>
        (await Promise.all(Array.from({ length: 12 }, () => slowCall(flood)))).some((r) => r.status === 503);
      try {
        await setFlag(owner, 'ddosProtectionEnabled', false);
        await withinTwoSeconds(async () => !(await burst()));
      } finally {
        await setFlag(owner, 'ddosProtectionEnabled', true);
      }
      await withinTwoSeconds(burst);
    });
  });

  it('a forwarded private address from the trusted proxy is the client, not a spoof', async () => {
    expect((await Client.withIp(cms.url, '10.1.2.3').get('/api/settings')).status).toBe(200);
  });
});

/** The same site reached directly, with no trusted proxy configured: forwarded headers are the client's own claims. */
describe('antiSpoofing (no trusted proxy in front)', () => {
  let cms: CmsInstance;
  let owner: Client;

  beforeAll(async () => {
    cms = await startCms({ env: { TRUSTED_PROXIES: '' } });
    owner = await signInOwner(cms.url);
  });

  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  const claim = (headers: Record<string, string>) => new Client(cms.url, headers).get('/api/settings');

  it('refuses internal, looped or malformed addresses in forwarded headers with 403', async () => {
    for (const headers of [
      { 'X-Forwarded-For': '10.0.0.1' },
      { 'X-Forwarded-For': '203.0.113.9, 192.168.1.20' },
      { 'X-Real-IP': '127.0.0.1' },
      { Forwarded: 'for=172.16.4.4;proto=https' },
      { Forwarded: 'for="[::1]:8080"' },
      { 'X-Client-IP': 'fd00::1' },
      { 'X-Forwarded-For': '203.0.113.9, 203.0.113.9' },
      { 'X-Forwarded-For': 'not-an-address' },
    ] as Record<string, string>[]) {
      expectRefusal(await claim(headers), 403, 'spoofed-forwarded-header');
    }
  });

  it('lets plain requests and public forwarded addresses through, without trusting them', async () => {
    expect((await claim({})).status).toBe(200);
    expect((await claim({ 'X-Forwarded-For': '203.0.113.9' })).status).toBe(200);
    const refused = await new Client(cms.url, { 'X-Forwarded-For': '10.0.0.1' }).get('/api/settings');
    expect(refused.json.error.details.ip).toBe('127.0.0.1');
  });

  it('switched off lets the spoofed header through (ignored), switched on refuses it again, within 2 s', async () => {
    try {
      await setFlag(owner, 'antiSpoofingProtectionEnabled', false);
      await withinTwoSeconds(async () => (await claim({ 'X-Forwarded-For': '10.0.0.1' })).status === 200);
    } finally {
      await setFlag(owner, 'antiSpoofingProtectionEnabled', true);
    }
    await withinTwoSeconds(async () => (await claim({ 'X-Forwarded-For': '10.0.0.1' })).status === 403);
  });
});
