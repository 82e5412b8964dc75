import { describe, expect, it } from 'vitest';
import { levelOf, requestJsonLine } from '../request-line';

describe('the request log line', () => {
  it('is one JSON line with the fields an operator searches by; absent fields are left out', () => {
    const at = new Date('2026-11-25T01:02:03.456Z');
    const line = requestJsonLine(
      'info',
      {
        requestId: 'lb-1',
        method: 'GET',
        path: '/api/articles',
        status: 200,
        seconds: 0.0012345,
        ip: '203.0.113.9',
        cache: 'HIT',
      },
      at,
    );
    expect(line.endsWith('}\n')).toBe(true);
    expect(line.indexOf('\n')).toBe(line.length - 1);
    expect(JSON.parse(line)).toEqual({
      level: 'info',
      message: 'GET /api/articles 200',
      timestamp: '2026-11-25T01:02:03.456Z',
      requestId: 'lb-1',
      method: 'GET',
      path: '/api/articles',
      status: 200,
      durationMs: 1.23,
      ip: '203.0.113.9',
      cache: 'HIT',
    });
  });

  it('escapes what a client put in the path, and carries the refusal, the user and a client that went away', () => {
    const line = requestJsonLine('warn', {
      requestId: 'x',
      method: 'GET',
      path: '/a"b\\c\n',
      route: '/api/auth/login',
      status: 429,
      seconds: 0.5,
      ip: '::1',
      userId: 7,
      aborted: true,
      refusal: { kind: 'login-lockout', reason: 'too many', limit: 2, window: '60s' },
    });
    expect(line.indexOf('\n')).toBe(line.length - 1);
    expect(JSON.parse(line)).toMatchObject({
      level: 'warn',
      message: 'GET /a"b\\c\n 429 (client went away)',
      path: '/a"b\\c\n',
      route: '/api/auth/login',
      userId: 7,
      aborted: true,
      durationMs: 500,
      refusal: { kind: 'login-lockout', reason: 'too many', limit: 2, window: '60s' },
    });
  });

  it('is debug for the probes and the metrics scraper (every few seconds), info for a page, error for a 5xx', () => {
    const at = (path: string, status = 200) =>
      levelOf({ requestId: 'x', method: 'GET', path, status, seconds: 0, ip: '203.0.113.9' });
    expect(['/_health', '/_ready', '/_metrics', '/api/articles'].map((path) => at(path))).toEqual([
      'debug',
      'debug',
      'debug',
      'info',
    ]);
    expect(at('/_ready', 503)).toBe('error');
  });
});
