import { describe, expect, it } from 'vitest';
import { colorToHex, hexToRgba } from '../colors';

describe('division colours', () => {
  it('turns a picked hex colour into rgba with alpha 0.75', () => {
    expect(hexToRgba('#8b5cf6')).toBe('rgba(139, 92, 246, 0.75)');
    expect(hexToRgba('#F59E0B')).toBe('rgba(245, 158, 11, 0.75)');
    expect(hexToRgba('10b981')).toBe('rgba(16, 185, 129, 0.75)');
    expect(hexToRgba('#fff')).toBe('rgba(255, 255, 255, 0.75)');
    expect(hexToRgba('#000000', 0.5)).toBe('rgba(0, 0, 0, 0.5)');
  });

  it('refuses what is not a hex colour', () => {
    expect(hexToRgba('')).toBeNull();
    expect(hexToRgba('#12345')).toBeNull();
    expect(hexToRgba('red')).toBeNull();
  });

  it('gives the picker a #rrggbb for stored colours', () => {
    expect(colorToHex('rgba(139, 92, 246, 0.75)')).toBe('#8b5cf6');
    expect(colorToHex('rgb(6,182,212)')).toBe('#06b6d4');
    expect(colorToHex('#ABC')).toBe('#aabbcc');
    expect(colorToHex('nonsense')).toBe('#000000');
    expect(colorToHex(hexToRgba('#ec4899')!)).toBe('#ec4899');
  });
});
