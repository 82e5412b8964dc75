import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../hit';

describe('the encoding of a kept answer', () => {
  it('takes what a browser accepts best, brotli before gzip when both are equally welcome', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('sends the bytes as they are when nothing compressed is accepted, unless identity itself is refused', () => {
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('identity;q=0, gzip;q=0.1')).toBe('gzip');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
  });
});
