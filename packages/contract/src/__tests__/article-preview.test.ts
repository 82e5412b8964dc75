import { describe, expect, it } from 'vitest';
import { isPreviewAddress } from '../article-preview';

describe('isPreviewAddress', () => {
  it.each(['/artikel/1/judul?preview=abc', '/artikel/1/judul?preview', '/artikel/1/judul?utm_source=x&preview='])(
    '%s asks for a preview',
    (url) => expect(isPreviewAddress(url)).toBe(true),
  );
  it.each(['/artikel/1/judul', '/artikel/1/judul?previewed=1', '/artikel/preview', '/artikel/1/judul?q=preview'])(
    '%s does not',
    (url) => expect(isPreviewAddress(url)).toBe(false),
  );
});
