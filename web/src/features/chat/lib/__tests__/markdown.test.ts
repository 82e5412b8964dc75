import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from '../markdown';

describe('markdownToPlainText', () => {
  it('drops the markup for screen-reader announcements', () => {
    expect(markdownToPlainText('**Ketua**: Budi\n\n- [Artikel](/artikel/1)\n- `dua`')).toBe('Ketua: Budi Artikel; dua');
  });

  it('keeps code blocks and raw HTML as their text', () => {
    expect(markdownToPlainText('Kode:\n\n```\nx = 1\n```\n\n<b>tebal</b>')).toBe('Kode: x = 1 <b>tebal</b>');
  });
});
