import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../../tests/harness/http';
import { staffFactory } from '../../../tests/harness/staff';
import { sharedCms } from '../../../tests/harness/suite';
import { rawGet } from './support';

const cms = sharedCms();
const staff = staffFactory(cms);

const UNSAFE_URLS = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/x.png',
  '/\\evil.example/x.png',
  'https:evil.example',
  'vbscript:msgbox(1)',
];

describe('stored URLs are only http(s) or site-relative', () => {
  let owner: Client;
  let original: Record<string, unknown>;
  beforeAll(async () => {
    owner = await staff.owner();
    original = (await owner.get('/api/settings')).json;
  });
  afterAll(async () => {
    await owner.put('/api/settings', {
      socialLinks: original.socialLinks,
      links: original.links,
      logoUrl: original.logoUrl,
    });
  });

  it.each(UNSAFE_URLS)('settings links, social links, logo, photos and division logos refuse %s', async (url) => {
    const before = (await owner.get('/api/settings')).json;
    for (const body of [
      { socialLinks: { facebook: url } },
      { links: { uinMalang: url } },
      { logoUrl: url },
      { chairpersonPhoto: url },
      { divisionLogos: { senor: url } },
      { divisionHeads: { senor: { name: 'Kepala', photo: url } } },
    ]) {
      const res = await owner.put('/api/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toMatch(/link|tautan/i);
    }
    expect((await owner.get('/api/settings')).json).toEqual(before);
    const division = await owner.post('/api/divisions', { displayName: `Divisi ${Date.now()}`, logo: url });
    expect(division.status).toBe(400);
  });

  it('accepts https, site-relative links and data: images where an image is stored', async () => {
    const ok = await owner.put('/api/settings', {
      socialLinks: { facebook: 'https://facebook.com/hmti' },
      links: { uinMalang: '/tentang' },
      logoUrl: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(ok.status, ok.text).toBe(200);
    const link = await owner.put('/api/settings', { links: { uinMalang: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect(link.status).toBe(400);
  });

  it('a partial map keeps the keys that were not sent', async () => {
    const set = await owner.put('/api/settings', {
      socialLinks: { facebook: 'https://facebook.com/a', instagram: 'https://instagram.com/b' },
    });
    expect(set.status, set.text).toBe(200);
    const empty = await owner.put('/api/settings', { socialLinks: {} });
    expect(empty.status).toBe(200);
    expect(empty.json.socialLinks).toMatchObject({
      facebook: 'https://facebook.com/a',
      instagram: 'https://instagram.com/b',
    });
    const one = await owner.put('/api/settings', { socialLinks: { facebook: 'https://facebook.com/c' } });
    expect(one.json.socialLinks).toMatchObject({
      facebook: 'https://facebook.com/c',
      instagram: 'https://instagram.com/b',
    });
    const heads = (await owner.get('/api/settings')).json.divisionHeads;
    await owner.put('/api/settings', { divisionHeads: {} });
    expect((await owner.get('/api/settings')).json.divisionHeads).toEqual(heads);
  });
});

describe('the Host allow-list compares the whole host', () => {
  it.each(['localhost:evil.example', 'localhost:1337@evil.example', '127.0.0.1.evil.example', 'localhost:80:81'])(
    'refuses Host: %s',
    async (host) => {
      const res = await rawGet(cms.url, '/api/settings', { Host: host });
      expect(res.status).toBe(403);
      expect(res.json.error.details.reason).toBe('host-not-allowed');
    },
  );

  it('accepts the site host with and without a port', async () => {
    const { port } = new URL(cms.url);
    expect((await rawGet(cms.url, '/api/settings', { Host: `127.0.0.1:${port}` })).status).toBe(200);
    expect((await rawGet(cms.url, '/api/settings', { Host: 'localhost' })).status).toBe(200);
  });
});

describe('Content-Security-Policy', () => {
  it('connects only to itself, takes styles from no other host and images only from the hosts the site uses', async () => {
    const res = await fetch(`${cms.url}/`, { headers: { Accept: 'text/html' } });
    const csp = Object.fromEntries(
      (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['style-src']).not.toContain('https:');
    expect(csp['style-src']).toContain("'self'");
    for (const source of csp['img-src']) {
      expect(source, source).not.toMatch(/^(https?:|\*|.*\*.*)$/);
      expect(source).not.toContain('strapi.io');
    }
    expect(csp['img-src']).toContain("'self'");
    expect(csp['font-src'] ?? []).not.toContain('https:');
  });
});
