import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../user-agent';
import { numberedSlug, slugify } from '../slug';
import { hasAnyPermission, hasPermission } from '../permissions';
import { isRenderedPath } from '../spa-routes';
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
  it('numbers a taken slug within the same length, never with a double dash', () => {
    expect(numberedSlug('judul-kembar', 1)).toBe('judul-kembar');
    expect(numberedSlug('judul-kembar', 2)).toBe('judul-kembar-2');
    // A title cut at 60 with a dash where the number's room begins: '-2' joins the word before it, not a dash.
    const long = slugify(`${'a'.repeat(57)} ${'b'.repeat(20)}`);
    expect(long.length).toBe(60);
    expect(numberedSlug(long, 2)).toBe(`${'a'.repeat(57)}-2`);
    expect(numberedSlug(long, 12).length).toBeLessThanOrEqual(60);
    // A slug given at up to 120 characters (the import keeps hmps's) stays within 120 when numbered.
    expect(numberedSlug('c'.repeat(120), 3, 120)).toBe(`${'c'.repeat(118)}-3`);
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
});

describe('isRenderedPath (what the server renders, and the render limit counts)', () => {
  it.each(['/', '/artikel', '/artikel/12/judul', '/artikel/slug/judul', '/library', '/login', '/nope', '/artikel/abc'])(
    "%s is rendered (a page, or the app's 404 page)",
    (p) => expect(isRenderedPath(p)).toBe(true),
  );
  it.each(['/dashboard', '/dashboard/roles', '/wp-login.php', '/.env', '/api/articles', '/admin', '/uploads/a.jpg'])(
    "%s is not (a staff screen, a file, or Strapi's)",
    (p) => expect(isRenderedPath(p)).toBe(false),
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
