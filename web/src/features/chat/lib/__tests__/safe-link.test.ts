import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from '../safe-link';

const ORIGIN = 'https://himatif.example';

describe('safeHref', () => {
  it.each([
    ['/artikel/1/slug', { kind: 'internal', to: '/artikel/1/slug' }],
    ['  /library ', { kind: 'internal', to: '/library' }],
    [`${ORIGIN}/artikel?tag=a#b`, { kind: 'internal', to: '/artikel?tag=a#b' }],
    ['http://other.example/x', { kind: 'external', href: 'http://other.example/x' }],
    ['HTTPS://Other.Example', { kind: 'external', href: 'https://other.example/' }],
    ['mailto:hmti@uin-malang.ac.id', { kind: 'mail', href: 'mailto:hmti@uin-malang.ac.id' }],
  ])('%s is allowed', (raw, expected) => {
    expect(safeHref(raw, ORIGIN)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,x',
    'mailto:a@b.c?bcc=x@y.z',
    'mailto:javascript:alert(1)',
    'ftp://x.example',
    '//evil.example',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%2f/evil.example',
    'https://user:pw@evil.example',
    'artikel/1',
    '',
    '#top',
  ])('%j is refused', (raw) => {
    expect(safeHref(raw, ORIGIN)).toBeNull();
  });
});

describe('safeImageSrc', () => {
  it('allows same-site paths, http(s) and this page’s blob: previews only', () => {
    expect(safeImageSrc('/uploads/chat/a.png', ORIGIN)).toBe('/uploads/chat/a.png');
    expect(safeImageSrc(`blob:${ORIGIN}/123`, ORIGIN)).toBe(`blob:${ORIGIN}/123`);
    expect(safeImageSrc('blob:https://evil.example/123', ORIGIN)).toBeUndefined();
    expect(safeImageSrc('javascript:alert(1)', ORIGIN)).toBeUndefined();
    expect(safeImageSrc('mailto:a@b.cd', ORIGIN)).toBeUndefined();
    expect(safeImageSrc(undefined, ORIGIN)).toBeUndefined();
  });
});
