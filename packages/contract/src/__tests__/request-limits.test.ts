import { describe, expect, it } from 'vitest';
import { limitText, rateLimitText, windowText } from '../index.js';

describe('request limits in words', () => {
  it('say a window as people do', () => {
    expect(windowText(60)).toBe('1 menit');
    expect(windowText(300)).toBe('5 menit');
    expect(windowText(45)).toBe('45 detik');
    expect(windowText(3600)).toBe('1 jam');
  });

  it('name the configured limit, what it counts and for whom', () => {
    expect(rateLimitText({ max: 300, windowSeconds: 60 }, 'account')).toBe(
      'Terlalu banyak permintaan: batasnya 300 permintaan per 1 menit per akun.',
    );
    expect(rateLimitText({ max: 100, windowSeconds: 60 }, 'IP')).toBe(
      'Terlalu banyak permintaan: batasnya 100 permintaan per 1 menit per alamat IP.',
    );
    expect(limitText({ max: 30, windowSeconds: 600 }, 'IP', 'halaman')).toBe('30 halaman per 10 menit per alamat IP');
  });
});
