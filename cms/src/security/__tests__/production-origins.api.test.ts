import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';

const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** `npm start` runs with NODE_ENV=production and, unless configured, no CORS_ORIGINS of its own. */
describe('production (npm start) without CORS_ORIGINS', () => {
  let cms: CmsInstance;
  beforeAll(async () => {
    cms = await startCms({ env: { NODE_ENV: 'production', CORS_ORIGINS: '', DDOS_MAX_CONCURRENT_PER_IP: '5' } });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  it('does not trust the Vite dev origin for credentialed CORS or state changes', async () => {
    const fromVite = new Client(cms.url, { Origin: VITE_DEV_ORIGIN });
    const read = await fromVite.get('/api/settings');
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${cms.url}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { Origin: VITE_DEV_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const write = await fromVite.post('/api/auth/login', { username: 'owner', password: 'wrong-password' });
    expect(write.status).toBe(403);
    expect(write.json.error.details.reason).toBe('cross-origin-request');
    // The site's own origin is still trusted.
    const own = await new Client(cms.url).get('/api/settings');
    expect(own.headers.get('access-control-allow-origin')).toBe(cms.url);
  });

  it('200 admin asset requests (a third of them aborted) never exhaust the per-IP concurrency guard', async () => {
    const paths = [
      '/admin',
      '/admin/',
      '/admin/@vite/client',
      '/admin/node_modules/.vite/deps/react.js',
      '/admin/a.js',
    ];
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const abort = new AbortController();
          const res = fetch(`${cms.url}${paths[i % paths.length]}?v=${batch}-${i}`, { signal: abort.signal });
          if (i % 3 === 0) abort.abort();
          await res.then((r) => r.arrayBuffer()).catch(() => undefined);
        }),
      );
    }
    const health = await fetch(`${cms.url}/_health`);
    expect(health.status).toBeLessThan(300);
    for (let i = 0; i < 10; i += 1) {
      const api = await new Client(cms.url).get('/api/settings');
      expect(api.status, api.text).toBe(200);
    }
  });
});
