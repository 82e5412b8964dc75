import { describe, expect, it } from 'vitest';
import { pageKey, pageUrl } from '../rules';

describe('the address a page is rendered and kept under', () => {
  it('keeps only the query parameters the page reads, in the order sent', () => {
    expect(pageUrl('/?utm_source=kampanye&fbclid=abc')).toBe('/');
    expect(pageUrl('/library?ref=newsletter')).toBe('/library');
    expect(pageUrl('/artikel/12/judul?utm_medium=email')).toBe('/artikel/12/judul');
    expect(pageUrl('/artikel?utm_source=x&tag=Riset&page=2&tag=Acara&q=data+sains')).toBe(
      '/artikel?tag=Riset&page=2&tag=Acara&q=data+sains',
    );
    expect(pageUrl('/artikel?utm_source=x')).toBe('/artikel');
    expect(pageUrl('/error?error=%7B%7D&utm_source=x')).toBe('/error?error=%7B%7D');
    expect(pageUrl('/artikel')).toBe('/artikel');
  });

  it('keys a kept page by that address, apart in maintenance', () => {
    expect(pageKey('/?utm_source=a', false)).toBe(pageKey('/?utm_source=b', false));
    expect(pageKey('/artikel?q=a', false)).not.toBe(pageKey('/artikel?q=b', false));
    expect(pageKey('/?x=1', true)).toBe('maintenance /');
  });
});
