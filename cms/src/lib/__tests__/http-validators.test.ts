import { describe, expect, it } from 'vitest';
import { isNotModified, lastModifiedOf, strongEtag } from '../http-validators';

describe('HTTP validators', () => {
  it('makes a strong ETag that changes with the bytes', () => {
    const a = strongEtag(Buffer.from('{"a":1}'));
    expect(a).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(strongEtag(Buffer.from('{"a":1}'))).toBe(a);
    expect(strongEtag(Buffer.from('{"a":2}'))).not.toBe(a);
  });

  it('gives Last-Modified only for a single record with updatedAt', () => {
    expect(lastModifiedOf({ id: 1, updatedAt: '2026-11-02T15:26:31.578Z' })).toBe('Mon, 02 Nov 2026 15:26:31 GMT');
    expect(lastModifiedOf([{ updatedAt: '2026-11-02T15:26:31.578Z' }])).toBeUndefined();
    expect(lastModifiedOf({ data: [], meta: {} })).toBeUndefined();
    expect(lastModifiedOf({ updatedAt: 'not a date' })).toBeUndefined();
  });

  it('decides 304s: If-None-Match (lists, weak form, *) wins over If-Modified-Since', () => {
    const etag = '"abc"';
    const lm = 'Mon, 02 Nov 2026 15:26:31 GMT';
    expect(isNotModified({ ifNoneMatch: '"abc"' }, etag)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"x", W/"abc"' }, etag)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '*' }, etag)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"x"', ifModifiedSince: lm }, etag, lm)).toBe(false);
    expect(isNotModified({ ifModifiedSince: lm }, etag, lm)).toBe(true);
    expect(isNotModified({ ifModifiedSince: 'Mon, 02 Nov 2026 15:26:30 GMT' }, etag, lm)).toBe(false);
    expect(isNotModified({ ifModifiedSince: lm }, etag)).toBe(false);
    expect(isNotModified({ ifModifiedSince: 'garbage' }, etag, lm)).toBe(false);
    expect(isNotModified({}, etag, lm)).toBe(false);
  });
});
