import { describe, expect, it } from 'vitest';
import { htmlToText } from '../html-text';

describe('htmlToText', () => {
  it('decodes named and numeric entities', () => {
    expect(htmlToText('<p>a&nbsp;&amp;&#66;&#x43;</p>')).toBe('a &BC');
  });

  // Every door's sanitiser turns such a reference into U+FFFD, but a row written by a script keeps it; the article
  // page (reading time, table of contents) must still render.
  it('reads a numeric reference beyond Unicode as U+FFFD, as a browser does, instead of throwing', () => {
    expect(htmlToText('<p>a &#99999999; b &#x110000; c</p>')).toBe('a \uFFFD b \uFFFD c');
  });
});
