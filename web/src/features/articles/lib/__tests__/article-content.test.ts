import { describe, expect, it } from 'vitest';
import { formatArticleContent } from '../article-content';

describe('formatArticleContent', () => {
  it('wraps blank-line-separated plain text blocks in paragraphs and turns newlines into breaks', () => {
    expect(formatArticleContent('Baris satu\nBaris dua\n\nParagraf dua')).toBe(
      '<p>Baris satu<br>Baris dua</p><p>Paragraf dua</p>',
    );
    expect(formatArticleContent('A\r\n\r\n\r\nB')).toBe('<p>A</p><p>B</p>');
  });

  it('keeps runs of spaces as non-breaking spaces, single spaces stay', () => {
    expect(formatArticleContent('a  b c   d')).toBe('<p>a&nbsp;&nbsp;b c&nbsp;&nbsp;&nbsp;d</p>');
    expect(formatArticleContent('<a  href="/x">link</a>')).toBe('<p><a  href="/x">link</a></p>');
  });

  it('shows content with paragraph, div or break tags as it is', () => {
    const html = '<h2>Judul</h2>\n\n<p>Isi  paragraf</p>';
    expect(formatArticleContent(html)).toBe(html);
    expect(formatArticleContent('satu<br/>dua')).toBe('satu<br/>dua');
    expect(formatArticleContent('<div>x</div>')).toBe('<div>x</div>');
  });

  it('gives nothing for empty content', () => {
    expect(formatArticleContent('')).toBe('');
    expect(formatArticleContent('  \n  ')).toBe('');
    expect(formatArticleContent(undefined)).toBe('');
  });
});
