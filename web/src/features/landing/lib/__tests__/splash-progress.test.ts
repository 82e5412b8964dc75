import { describe, expect, it } from 'vitest';
import { SPLASH_STEPS, splashCanFinish, splashLabel, splashProgressAt } from '../splash-progress';

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

  it('finishes after 3 s with the assets in, and at the 3 s timeout without them', () => {
    expect(splashCanFinish(1000, true)).toBe(false);
    expect(splashCanFinish(2999, true)).toBe(false);
    expect(splashCanFinish(3000, true)).toBe(true);
    expect(splashCanFinish(2999, false)).toBe(false);
    expect(splashCanFinish(3000, false)).toBe(true);
  });
});
