import { describe, expect, it } from 'vitest';
import { isSafeStoredUrl } from '../stored-url.js';
import { shownPictureSource } from '../stored-rows.js';

describe('isSafeStoredUrl', () => {
  it.each(['https://himatif.example/logo.png', 'http://example.org/a?b=c#d', '/uploads/logo.webp', '/tentang'])(
    'accepts %s as a link and as an image',
    (url) => {
      expect(isSafeStoredUrl(url, 'link')).toBe(true);
      expect(isSafeStoredUrl(url, 'image')).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    ' https://example.org',
    'data:text/html,<b>x</b>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    '//evil.example/x.png',
    '/\\evil.example',
    'https:evil.example',
    'https://user:pw@evil.example/',
    'ftp://example.org/x',
    'vbscript:x',
    'logo.png',
  ])('refuses %s everywhere', (url) => {
    expect(isSafeStoredUrl(url, 'link')).toBe(false);
    expect(isSafeStoredUrl(url, 'image')).toBe(false);
  });

  it('accepts a raster data: image only where an image is stored, and # only as a link', () => {
    expect(isSafeStoredUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe(true);
    expect(isSafeStoredUrl('data:image/png;base64,iVBORw0KGgo=', 'link')).toBe(false);
    expect(isSafeStoredUrl('#', 'link')).toBe(true);
    expect(isSafeStoredUrl('#', 'image')).toBe(false);
  });
});

describe('shownPictureSource', () => {
  const origins = { uploads: ['https://bucket.example'], pictures: ['https://lh3.googleusercontent.com'] };
  it('takes a file of this site, of the upload bucket, or a Drive file', () => {
    expect(shownPictureSource('/uploads/a/b.webp', origins)).toEqual({ source: 'local' });
    expect(shownPictureSource('https://bucket.example/x.png', origins)).toEqual({ source: 'local' });
    expect(shownPictureSource('https://lh3.googleusercontent.com/d/abcdefghijkl=s2000', origins)).toEqual({
      source: 'gdrive',
      driveFileId: 'abcdefghijkl',
    });
  });
  it.each([
    '/api/settings',
    '/uploads/../api/settings',
    '/uploads/%2e%2e/api/settings',
    '/uploads/%2E%2E/%2e%2e/admin',
    '/uploads/a/../../api',
    'https://example.org/uploads/a.png',
  ])('refuses %s, which is not such a file', (url) => {
    expect(shownPictureSource(url, origins)).toBeUndefined();
  });
});
