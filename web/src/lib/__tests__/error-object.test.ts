import { describe, expect, it } from 'vitest';
import { errorPageHref, isErrorObjectBody, parseErrorParam } from '../error-object';

describe('parseErrorParam', () => {
  it('no parameter → 404 Page Not Found', () => {
    expect(parseErrorParam(null)).toMatchObject({ code: 404, title: 'Page Not Found' });
    expect(parseErrorParam('')).toMatchObject({ code: 404 });
  });
  it('unparseable or non-object → 500', () => {
    expect(parseErrorParam('{not json')).toMatchObject({ code: 500, title: 'Internal Server Error' });
    expect(parseErrorParam('[1,2]')).toMatchObject({ code: 500 });
    expect(parseErrorParam('"text"')).toMatchObject({ code: 500 });
    expect(parseErrorParam('null')).toMatchObject({ code: 500 });
  });
  it('keeps given texts and fills missing ones from the code', () => {
    const e = parseErrorParam(
      JSON.stringify({ code: 429, message: 'Slow down', details: { retryAfter: '42.7', ip: '1.2.3.4' } }),
    );
    expect(e).toMatchObject({ code: 429, title: 'Terlalu Banyak Permintaan', message: 'Slow down' });
    expect(e.details).toMatchObject({ retryAfter: 42, ip: '1.2.3.4' });
  });
  it.each([403, 503])('has texts for %i', (code) => {
    const e = parseErrorParam(JSON.stringify({ code }));
    expect(e.title.length).toBeGreaterThan(3);
    expect(e.message.length).toBeGreaterThan(3);
  });
  it('a code it does not know gets generic texts; a negative retryAfter becomes 0', () => {
    const e = parseErrorParam(JSON.stringify({ code: 418, details: { retryAfter: -5 } }));
    expect(e.title).toBe('Terjadi Kesalahan');
    expect(e.details?.retryAfter).toBe(0);
  });
  it('ignores details that are not an object', () => {
    expect(parseErrorParam(JSON.stringify({ code: 403, details: 'x' })).details).toBeUndefined();
  });
});

describe('isErrorObjectBody', () => {
  it('detects bodies carrying an error object', () => {
    expect(isErrorObjectBody({ error: { code: 403 } })).toBe(true);
    expect(isErrorObjectBody({ message: 'nope' })).toBe(false);
    expect(isErrorObjectBody({ error: 'text' })).toBe(false);
    expect(isErrorObjectBody(null)).toBe(false);
  });
});

describe('errorPageHref', () => {
  it("stamps the refusal with this device's clock, over the server's, and keeps the failed address", () => {
    const before = Date.now();
    const href = errorPageHref(
      { code: 429, title: 'Too Many Requests', timestamp: '2020-01-01T00:00:00.000Z' },
      '/artikel',
    );
    const url = new URL(href, 'http://site.invalid');
    const sent = JSON.parse(url.searchParams.get('error') ?? '{}') as { code: number; timestamp: string };
    expect(sent.code).toBe(429);
    expect(Date.parse(sent.timestamp)).toBeGreaterThanOrEqual(before);
    expect(url.searchParams.get('from')).toBe('/artikel');
  });
});
