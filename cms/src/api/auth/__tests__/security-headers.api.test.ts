import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { sharedCms } from '../../../../tests/harness/suite';
import { inlineScriptHashes } from '../../../lib/inline-scripts';

const cms = sharedCms();
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers on pages, API answers and uploads', () => {
  const targets: Array<[string, string, RegExp]> = [
    ['the landing page', '/', /text\/html/],
    ['an app page', '/artikel', /text\/html/],
    ['an unknown page (404)', '/tidak-ada-halaman', /text\/html/],
    ['a public API answer', '/api/settings', /application\/json/],
    ['an API error (404)', '/api/tidak-ada', /application\/json/],
    ['the sitemap', '/sitemap.xml', /xml/],
  ];

  let appPage: string | undefined;
  it.each(targets)(
    '%s: CSP without inline script but the hashed boot script, frame-ancestors, nosniff, referrer policy',
    async (_label, path, type) => {
      const res = await fetch(`${cms.url}${path}`);
      expect(res.headers.get('content-type')).toMatch(type);
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // 'self' plus exactly the hash of the app page's inline boot script (none if the app is not built).
      appPage ??= await (await fetch(`${cms.url}/`)).text();
      expect(csp.get('script-src')).toEqual(["'self'", ...inlineScriptHashes(appPage)]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    },
  );
});

describe('session cookie flags', () => {
  const sessionCookie = async (client: Client, headers: Record<string, string> = {}) => {
    const res = await client.request(
      'POST',
      '/api/auth/login',
      { username: OWNER.username, password: OWNER.password },
      headers,
    );
    expect(res.status).toBe(200);
    return res.setCookies.find((c) => c.startsWith('hm_sid='))!;
  };

  it('plain http: httpOnly, SameSite=Lax, not Secure', async () => {
    const cookie = await sessionCookie(Client.withIp(cms.url, '198.51.100.21'));
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*samesite=lax/i);
    expect(cookie).not.toMatch(/;\s*secure/i);
  });

  it('https through a trusted proxy (X-Forwarded-Proto): Secure as well', async () => {
    const cookie = await sessionCookie(Client.withIp(cms.url, '198.51.100.22'), { 'X-Forwarded-Proto': 'https' });
    expect(cookie).toMatch(/;\s*httponly/i);
    expect(cookie).toMatch(/;\s*samesite=lax/i);
    expect(cookie).toMatch(/;\s*secure/i);
  });

  describe('when the peer is not a trusted proxy', () => {
    let direct: CmsInstance;
    beforeAll(async () => {
      direct = await startCms({ env: { TRUSTED_PROXIES: '192.0.2.250' } });
    }, 180_000);
    afterAll(async () => {
      await direct?.stop();
      await direct?.database.drop();
    });

    it('its X-Forwarded-Proto is ignored (no Secure flag over plain http)', async () => {
      const cookie = await sessionCookie(new Client(direct.url), { 'X-Forwarded-Proto': 'https' });
      expect(cookie).toMatch(/;\s*httponly/i);
      expect(cookie).toMatch(/;\s*samesite=lax/i);
      expect(cookie).not.toMatch(/;\s*secure/i);
    });
  });
});
