import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';

interface LogLine {
  level: string;
  cache?: string;
  message: string;
  timestamp: string;
  requestId?: string;
  method?: string;
  path?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  ip?: string;
  userId?: number;
  stack?: string;
  refusal?: { kind: string; reason: string; limit?: number; window?: string };
}

// Production logging as an operator runs it: NODE_ENV=production picks JSON lines; stdout is a pipe, not a TTY.
describe('request logs in production', () => {
  let cms: CmsInstance;

  beforeAll(async () => {
    cms = await startCms({
      env: { NODE_ENV: 'production', LOGIN_IP_MAX_FAILURES: '2', LOGIN_IP_WINDOW_SECONDS: '60' },
    });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  const lines = (): LogLine[] =>
    cms
      .logs()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
  const requestLines = (requestId: string) => lines().filter((l) => l.requestId === requestId && l.status);
  /** The request's line is written when its answer has gone out: wait for it rather than for a fixed time. */
  const requestLine = async (requestId: string) => {
    await expect.poll(() => requestLines(requestId).length, { timeout: 5000, interval: 50 }).toBe(1);
    return requestLines(requestId)[0];
  };

  it('writes every line as JSON, without colour codes', async () => {
    expect(cms.logs()).not.toContain('\u001b[');
    const jsonish = cms
      .logs()
      .split('\n')
      .filter((l) => l.trim());
    expect(jsonish.length).toBeGreaterThan(0);
    for (const line of jsonish) expect(() => JSON.parse(line), line).not.toThrow();
    // One timestamp format on every line (ISO 8601 in UTC), the request lines as the logger's own.
    for (const line of jsonish)
      expect(String((JSON.parse(line) as { timestamp?: unknown }).timestamp), line).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
      );
    // This first start created the accounts: said at warn (the operator must act on it); where the site answers, once
    // it listens, at info.
    expect(lines().some((l) => l.level === 'warn' && /Owner login created: /.test(l.message))).toBe(true);
    expect(lines().some((l) => l.level === 'info' && /Site\s+http/.test(l.message))).toBe(true);
  });

  it('one line per request: the id it was given back, client IP behind the proxy, route, status, duration', async () => {
    const res = await fetch(`${cms.url}/api/articles?page=1`, {
      headers: { 'X-Request-Id': 'lb-7f3a.42', 'X-Forwarded-For': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const line = await requestLine('lb-7f3a.42');
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/articles',
      route: '/api/articles',
      status: 200,
      ip: '203.0.113.9',
    });
    expect(line.userId).toBeUndefined();
    expect(typeof line.durationMs).toBe('number');
    expect(Date.parse(line.timestamp)).not.toBeNaN();
  });

  it('a kept answer (front-cache hit) gives the id back and writes the same line, marked as a hit; so does its 304', async () => {
    const path = '/api/articles?page=1&pageSize=2';
    const read = (id: string, headers: Record<string, string> = {}) =>
      fetch(`${cms.url}${path}`, { headers: { 'X-Request-Id': id, 'X-Forwarded-For': '203.0.113.10', ...headers } });
    await read('keep-0');
    // Kept for FRONT_CACHE_TTL_MS: read until an answer comes from memory.
    let hit = await read('keep-1');
    for (let i = 2; hit.headers.get('x-cache') !== 'HIT' && i < 10; i += 1) hit = await read(`keep-${i}`);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    const id = hit.headers.get('x-request-id')!;
    expect(id).toMatch(/^keep-\d$/);
    const line = await requestLine(id);
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/articles',
      status: 200,
      ip: '203.0.113.10',
      cache: 'HIT',
    });
    expect(typeof line.durationMs).toBe('number');
    expect(Date.parse(line.timestamp)).not.toBeNaN();

    const notModified = await read('keep-304', { 'If-None-Match': hit.headers.get('etag')! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('x-request-id')).toBe('keep-304');
    expect(await requestLine('keep-304')).toMatchObject({ status: 304, path: '/api/articles', ip: '203.0.113.10' });
  });

  it('replaces an implausible incoming id (control characters, too long) by a fresh one', async () => {
    for (const bad of ['a'.repeat(129), 'has space', '<script>']) {
      const res = await fetch(`${cms.url}/api/settings`, { headers: { 'X-Request-Id': bad } });
      const given = res.headers.get('x-request-id') ?? '';
      expect(given).not.toBe(bad);
      expect(given).toMatch(/^[0-9a-f-]{36}$/);
      expect((await requestLine(given)).path).toBe('/api/settings');
    }
  });

  it('names the signed-in user', async () => {
    const owner = Client.withIp(cms.url, '203.0.113.20');
    expect((await owner.post('/api/auth/login', { username: OWNER.username, password: OWNER.password })).status).toBe(
      200,
    );
    const me = await owner.get('/api/auth/me', { 'X-Request-Id': 'me-1' });
    expect(me.status).toBe(200);
    expect(await requestLine('me-1')).toMatchObject({ userId: me.json.id, route: '/api/auth/me', status: 200 });
  });

  it('logs a protection refusal once, with the protection and its reason', async () => {
    const res = await fetch(`${cms.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', 'X-Request-Id': 'xorigin-1' },
      body: JSON.stringify({ username: 'x', password: 'y' }),
    });
    expect(res.status).toBe(403);
    const line = await requestLine('xorigin-1');
    expect(line).toMatchObject({ level: 'warn', status: 403 });
    expect(line.refusal).toEqual({ kind: 'api-protection', reason: 'cross-origin-request' });
    expect(lines().filter((l) => l.requestId === 'xorigin-1')).toHaveLength(1);
  });

  it('logs a sign-in lockout with the limit that was used up', async () => {
    const guess = (id: string) =>
      Client.withIp(cms.url, '198.51.100.77').post(
        '/api/auth/login',
        { username: 'nobody-here', password: 'wrong' },
        { 'X-Request-Id': id },
      );
    expect((await guess('guess-1')).status).toBe(401);
    expect((await guess('guess-2')).status).toBe(401);
    expect((await guess('guess-3')).status).toBe(429);
    expect((await requestLine('guess-2')).refusal).toBeUndefined();
    expect((await requestLine('guess-3')).refusal).toEqual({
      kind: 'login-lockout',
      reason: 'too many sign-in attempts per ip',
      limit: 2,
      window: '60s',
    });
  });

  it('malformed client JSON is a warning without a stack trace', async () => {
    const res = await fetch(`${cms.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: cms.url, 'X-Request-Id': 'badjson-1' },
      body: '{"username": "owner", ',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-request-id')).toBe('badjson-1');
    await requestLine('badjson-1');
    const about = lines().filter((l) => l.requestId === 'badjson-1' && !l.status);
    expect(about).toHaveLength(1);
    expect(about[0].level).toBe('warn');
    expect(about[0].message).toMatch(/^Malformed request body/);
    expect(about[0].stack).toBeUndefined();
    expect(lines().filter((l) => l.level === 'error')).toEqual([]);
  });
});
