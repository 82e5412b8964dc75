import { describe, expect, it } from 'vitest';
import { SPLASH_STEPS, splashLabel, splashProgressAt } from '../splash-progress';

describe('splash progress schedule', () => {
  it('steps through 20, 40, 60, 80, 95, 100, one every 600 ms', () => {
    expect(SPLASH_STEPS).toEqual([20, 40, 60, 80, 95, 100]);
    const schedule = [0, 600, 1200, 1800, 2400, 3000].map(splashProgressAt);
    expect(schedule).toEqual([20, 40, 60, 80, 95, 100]);
    expect(splashProgressAt(599)).toBe(20);
    expect(splashProgressAt(2999)).toBe(95);
    expect(splashProgressAt(10_000)).toBe(100);
    expect(splashProgressAt(-5)).toBe(20);
  });

  it('labels the phases', () => {
    expect(splashLabel(20)).toBe('Memuat Asset...');
    expect(splashLabel(40)).toBe('Memuat Asset...');
    expect(splashLabel(60)).toBe('Memuat Konten...');
    expect(splashLabel(95)).toBe('Memuat Konten...');
    expect(splashLabel(100)).toBe('Siap!');
  });
});
