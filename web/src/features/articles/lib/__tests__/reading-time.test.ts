import { describe, expect, it } from 'vitest';
import { readingTimeMinutes } from '../reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `kata${i}`).join(' ');

describe('readingTimeMinutes', () => {
  it('is words / 200 rounded up', () => {
    expect(readingTimeMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readingTimeMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingTimeMinutes(`<h2>Judul</h2><p>${words(399)}</p>`)).toBe(2);
  });

  it('is at least one minute', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(null)).toBe(1);
    expect(readingTimeMinutes('<p></p>')).toBe(1);
  });

  it('does not count tags or entities as words', () => {
    expect(readingTimeMinutes(`<p class="a b c">${words(150)}</p>${'<br>'.repeat(300)}&nbsp;`.repeat(1))).toBe(1);
    expect(readingTimeMinutes(`<p>${words(100)}</p><p>${words(101)}</p>`)).toBe(2);
  });
});
