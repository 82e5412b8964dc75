import { describe, expect, it } from 'vitest';
import { OTHER_REFERRERS, PageViewCounter } from '../page-view-counter';
import { articleRef, dayIn, isBot, referrerHost, visitorKeyOfTheDay } from '../visit';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const view = (path: string, ip: string, at: string) => ({
  path,
  ip,
  userAgent: UA,
  referrerHost: '',
  at: Date.parse(at),
});

describe('page view counting', () => {
  it('counts a visitor once a day in the site time zone, and again the next day', () => {
    const counter = new PageViewCounter('Asia/Jakarta');
    counter.record(view('/', '198.51.100.1', '2026-03-01T10:00:00Z'));
    counter.record(view('/artikel', '198.51.100.1', '2026-03-01T16:59:00Z'));
    // 17:00 UTC is midnight in Jakarta: a new day, a new salt, the same person is a visitor of that day.
    counter.record(view('/', '198.51.100.1', '2026-03-01T17:00:00Z'));
    const site = counter.drain().filter((r) => r.kind === 'site');
    expect(site).toEqual([
      { day: '2026-03-01', kind: 'site', key: '', views: 2, visitors: 1 },
      { day: '2026-03-02', kind: 'site', key: '', views: 1, visitors: 1 },
    ]);
    expect(counter.drain()).toEqual([]);
  });

  it('keeps counts it could not write for the next flush', () => {
    const counter = new PageViewCounter('UTC');
    counter.record(view('/library', '198.51.100.2', '2026-03-01T10:00:00Z'));
    const rows = counter.drain();
    counter.restore(rows);
    counter.record(view('/library', '198.51.100.2', '2026-03-01T11:00:00Z'));
    expect(counter.drain().find((r) => r.kind === 'page')).toMatchObject({ key: '/library', views: 2, visitors: 1 });
  });

  it('counts a page under its kind of page, never under the address asked for', () => {
    const counter = new PageViewCounter('UTC');
    for (const [i, path] of ['/artikel/12/judul', '/artikel/12/lain', '/artikel/13/x', '/artikel/'].entries())
      counter.record(view(path, `198.51.100.${i + 10}`, '2026-03-01T10:00:00Z'));
    expect(
      counter
        .drain()
        .filter((r) => r.kind === 'page')
        .map((r) => [r.key, r.views]),
    ).toEqual([
      ['/artikel/:id/:slug', 3],
      ['/artikel', 1],
    ]);
  });

  it('counts a limited number of referring sites a day one by one, the others together', () => {
    const counter = new PageViewCounter('UTC', 2);
    for (const host of ['a.example', 'b.example', 'c.example', 'a.example', 'd.example', ''])
      counter.record({ ...view('/', '198.51.100.5', '2026-03-01T10:00:00Z'), referrerHost: host });
    counter.record({ ...view('/', '198.51.100.5', '2026-03-02T10:00:00Z'), referrerHost: 'c.example' });
    const referrers = counter
      .drain()
      .filter((r) => r.kind === 'referrer')
      .map((r) => [r.day, r.key, r.views]);
    expect(referrers).toEqual([
      ['2026-03-01', 'a.example', 2],
      ['2026-03-01', 'b.example', 1],
      ['2026-03-01', OTHER_REFERRERS, 2],
      ['2026-03-01', '', 1],
      ['2026-03-02', 'c.example', 1],
    ]);
  });

  it('adds each view to its page, article, referring site and device, and each visitor once to each', () => {
    const counter = new PageViewCounter('UTC');
    const fromSearch = {
      ...view('/artikel/12/judul', '198.51.100.3', '2026-03-01T10:00:00Z'),
      referrerHost: 'google.com',
    };
    counter.record(fromSearch);
    counter.record({ ...fromSearch, at: Date.parse('2026-03-01T10:05:00Z') });
    counter.record(view('/artikel/12', '198.51.100.4', '2026-03-01T10:06:00Z'));
    const rows = counter.drain();
    expect(rows.filter((r) => r.kind !== 'site' && r.kind !== 'page')).toEqual([
      { day: '2026-03-01', kind: 'article', key: 'id:12', views: 3, visitors: 2 },
      { day: '2026-03-01', kind: 'referrer', key: 'google.com', views: 2, visitors: 1 },
      { day: '2026-03-01', kind: 'referrer', key: '', views: 1, visitors: 1 },
      { day: '2026-03-01', kind: 'device', key: 'Desktop', views: 3, visitors: 2 },
    ]);
    expect(rows.filter((r) => r.kind === 'page').map((r) => [r.key, r.views, r.visitors])).toEqual([
      ['/artikel/:id/:slug', 2, 1],
      ['/artikel/:id', 1, 1],
    ]);
  });

  it('never stores an address', () => {
    const counter = new PageViewCounter('UTC');
    counter.record(view('/', '198.51.100.77', '2026-03-01T10:00:00Z'));
    expect(JSON.stringify(counter.drain())).not.toContain('198.51.100.77');
  });
});

describe('visit rules', () => {
  it('tells bots and scripts from browsers', () => {
    expect(isBot(UA)).toBe(false);
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/130.0 Safari/537.36')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('curl/8.5.0')).toBe(true);
    expect(isBot('node')).toBe(true);
    expect(isBot('')).toBe(true);
    expect(isBot(undefined)).toBe(true);
  });

  it('names the referring site, not this one', () => {
    const site = new Set(['himatif.example']);
    expect(referrerHost('https://www.google.com/search?q=x', site)).toBe('google.com');
    expect(referrerHost('https://himatif.example/artikel', site)).toBe('');
    expect(referrerHost('', site)).toBe('');
    expect(referrerHost('not a url', site)).toBe('');
    expect(referrerHost('https://www.Spam-Referrer.example:8443/beli?x=1', site)).toBe('spam-referrer.example');
    expect(referrerHost('http://192.0.2.7/', site)).toBe('192.0.2.7');
    // Only web sites' host names: no other scheme, no text that merely parses as an address.
    expect(referrerHost('android-app://Beli%20obat%20murah/', site)).toBe('');
    expect(referrerHost('javascript:alert(1)', site)).toBe('');
    expect(referrerHost('http://a%20b.example/', site)).toBe('');
  });

  it('knows which article a path shows', () => {
    expect(articleRef('/artikel/12')).toBe('id:12');
    expect(articleRef('/artikel/12/judul-artikel')).toBe('id:12');
    expect(articleRef('/artikel/slug/judul%20artikel')).toBe('slug:judul artikel');
    expect(articleRef('/artikel')).toBeNull();
    expect(articleRef('/library')).toBeNull();
  });

  it('dates a moment in the site time zone', () => {
    expect(dayIn('Asia/Jakarta', new Date('2026-03-01T16:59:59Z'))).toBe('2026-03-01');
    expect(dayIn('Asia/Jakarta', new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
  });

  it('keys a visitor by browser and address for one day, as a small integer', () => {
    const today = visitorKeyOfTheDay();
    const key = today('198.51.100.1', UA);
    expect(Number.isInteger(key) && key >= 0 && key < 2 ** 30).toBe(true);
    // The same visitor however the strings were made (a request's strings come sliced, joined or fresh).
    expect(today(' 198.51.100.1'.slice(1), `${UA.slice(0, 40)}${UA.slice(40)}`)).toBe(key);
    expect(today('198.51.100.2', UA)).not.toBe(key);
    expect(today('198.51.100.1', `${UA} Edg/130.0`)).not.toBe(key);
    // Another day's key names the same visitor differently.
    expect(visitorKeyOfTheDay()('198.51.100.1', UA)).not.toBe(key);
  });
});
