import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';
import { sharedCms } from '../../../tests/harness/suite';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`), or undefined when the sample is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}

describe('metrics off by default', () => {
  it('the shared cms has no metrics endpoint', async () => {
    const res = await fetch(`${sharedCms().url}/_metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.headers.get('content-type') ?? '').not.toContain('text/plain');
    expect(await res.text()).not.toContain('# HELP');
  });
});

describe('metrics enabled', () => {
  let cms: CmsInstance;
  const scrape = async () => {
    const res = await fetch(`${cms.url}/_metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  beforeAll(async () => {
    cms = await startCms({ env: { METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  it('refuses a scrape without the bearer token or with a wrong one', async () => {
    expect((await fetch(`${cms.url}/_metrics`)).status).toBe(401);
    const wrong = await fetch(`${cms.url}/_metrics`, { headers: { Authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('# HELP');
  });

  it('counts requests per route pattern, front-cache hits and misses, refusals by kind, sign-in failures', async () => {
    const before = await scrape();
    const articles = (labels: Record<string, string>) =>
      sample(before, 'hmti_http_request_duration_seconds_count', labels) ?? 0;
    const articlesBefore = articles({ method: 'GET', route: '/api/articles', status: '2xx' });

    // Anonymous same-origin reads (no Origin header, as a browser's GETs): the second is served by the front cache.
    const reader = Client.withIp(cms.url, '203.0.113.50', { originOnReads: false });
    expect((await reader.get('/api/articles?pageSize=3')).headers.get('x-cache')).toBe('MISS');
    expect((await reader.get('/api/articles?pageSize=3')).headers.get('x-cache')).toBe('HIT');
    const refused = await fetch(`${cms.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    const wrong = await Client.withIp(cms.url, '203.0.113.51').post('/api/auth/login', {
      username: 'owner',
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(401);

    // The request lines (and their samples) are written once the answers are out.
    await expect
      .poll(async () => sample(await scrape(), 'hmti_sign_in_failures_total', { outcome: 'wrong-credentials' }), {
        timeout: 5000,
        interval: 100,
      })
      .toBe(1);
    const after = await scrape();
    expect(sample(after, 'hmti_http_request_duration_seconds_count', { route: '/api/articles', status: '2xx' })).toBe(
      articlesBefore + 1,
    );
    expect(sample(after, 'hmti_http_request_duration_seconds_count', { route: '(front cache)' })).toBe(1);
    expect(sample(after, 'hmti_front_cache_requests_total', { result: 'hit' })).toBe(1);
    expect(sample(after, 'hmti_front_cache_requests_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'hmti_protection_refusals_total', { kind: 'api-protection' })).toBe(1);
    expect(
      sample(after, 'hmti_http_request_duration_seconds_bucket', {
        route: '/api/auth/login',
        status: '4xx',
        le: '+Inf',
      }),
    ).toBe(1);
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toEqual(expect.any(Number));
    // The requests above went to the database, so the pool holds at least one connection.
    const pool = ['used', 'free'].map((state) => sample(after, 'hmti_db_pool_connections', { state }));
    expect(pool).toEqual([expect.any(Number), expect.any(Number)]);
    expect(pool[0]! + pool[1]!).toBeGreaterThan(0);
  });
});
