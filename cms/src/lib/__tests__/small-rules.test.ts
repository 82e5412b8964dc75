import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../user-agent';
import { slugify } from '../slug';
import { hasAnyPermission, hasPermission, outranks } from '../permissions';
import { weakSecrets } from '../secret-check';
import { isSpaRoute } from '../spa-routes';
import { hashToken, newSessionToken } from '../tokens';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      { device: 'Desktop', os: 'Windows', browser: 'Chrome' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      { device: 'Mobile', os: 'iOS', browser: 'Safari' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
      { device: 'Desktop', os: 'Linux', browser: 'Firefox' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 EdgA/120 Edg/120',
      { device: 'Mobile', os: 'Android', browser: 'Edge' },
    ],
  ])('%s', (ua, expected) => expect(describeUserAgent(ua)).toEqual(expected));
  it('handles a missing agent', () =>
    expect(describeUserAgent(undefined)).toEqual({ device: 'Unknown', os: 'Unknown', browser: 'Unknown' }));
});

describe('slugify', () => {
  it('makes lowercase ASCII slugs of at most 60 characters', () => {
    expect(slugify('Workshop Web Development dengan React & TypeScript!')).toBe(
      'workshop-web-development-dengan-react-typescript',
    );
    expect(slugify('Café Ümlaut')).toBe('cafe-umlaut');
    expect(slugify('x'.repeat(80)).length).toBe(60);
    expect(slugify('!!!')).toBe('artikel');
  });
});

describe('permission rules', () => {
  const actor = { permissions: ['articles.view', 'articles.create'] };
  it('checks single and any-of permissions', () => {
    expect(hasPermission(actor, 'articles.create')).toBe(true);
    expect(hasPermission(actor, 'articles.delete')).toBe(false);
    expect(hasPermission(null, 'articles.view')).toBe(false);
    expect(hasAnyPermission(actor, ['users.view', 'articles.view'])).toBe(true);
    expect(hasAnyPermission(actor, ['users.view'])).toBe(false);
  });
  it('only strictly lower-ranked targets can be acted on', () => {
    expect(outranks(2, 3)).toBe(true);
    expect(outranks(2, 2)).toBe(false);
    expect(outranks(2, 1)).toBe(false);
  });
});

describe('weakSecrets', () => {
  it('names missing and placeholder secrets', () => {
    const strong = 'x9Jd82kLm0Qp4Rt7Zs1V';
    const env = {
      APP_KEYS: `${strong},tobemodified2`,
      ADMIN_JWT_SECRET: strong,
      API_TOKEN_SALT: strong,
      TRANSFER_TOKEN_SALT: strong,
      ENCRYPTION_KEY: 'short',
      JWT_SECRET: strong,
    };
    expect(weakSecrets(env)).toEqual(['APP_KEYS', 'ENCRYPTION_KEY']);
  });
});

describe('isSpaRoute', () => {
  it.each([
    '/',
    '/artikel',
    '/artikel/12',
    '/artikel/12/judul',
    '/artikel/slug/judul',
    '/library',
    '/login',
    '/error',
    '/dashboard',
    '/dashboard/roles',
  ])('%s is a page', (p) => expect(isSpaRoute(p)).toBe(true));
  it.each(['/nope', '/artikel/abc', '/dashboard/unknown', '/wp-admin'])('%s is not', (p) =>
    expect(isSpaRoute(p)).toBe(false),
  );
});

describe('session tokens', () => {
  it('are random and stored as sha256', () => {
    const a = newSessionToken();
    expect(a).not.toBe(newSessionToken());
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
