import { describe, expect, it } from 'vitest';
import { activeSectionAt, HERO_BANNERS, heroOpacity, nextSlideIndex } from '../constants';

describe('nextSlideIndex', () => {
  it('cycles through the 8 banners and wraps to the first', () => {
    expect(HERO_BANNERS).toHaveLength(8);
    const seen = [0];
    for (let i = 0; i < 8; i += 1) seen.push(nextSlideIndex(seen[seen.length - 1], 8));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 0]);
  });

  it('copes with odd input', () => {
    expect(nextSlideIndex(9, 8)).toBe(2);
    expect(nextSlideIndex(-1, 8)).toBe(1);
    expect(nextSlideIndex(0, 0)).toBe(0);
    expect(nextSlideIndex(0, 1)).toBe(0);
  });
});

describe('heroOpacity', () => {
  it('is 1 until 1000 px, fades linearly and is 0 from 1200 px', () => {
    expect(heroOpacity(0)).toBe(1);
    expect(heroOpacity(1000)).toBe(1);
    expect(heroOpacity(1100)).toBeCloseTo(0.5);
    expect(heroOpacity(1200)).toBe(0);
    expect(heroOpacity(5000)).toBe(0);
  });
});

describe('activeSectionAt', () => {
  const sections = [
    { id: 'home', top: 0 },
    { id: 'about', top: 1200 },
    { id: 'vision-mission', top: 1800 },
  ];

  it('is the last section whose top is above the probe', () => {
    expect(activeSectionAt(200, sections)).toBe('home');
    expect(activeSectionAt(1000 + 200, sections)).toBe('about');
    expect(activeSectionAt(1799, sections)).toBe('about');
    expect(activeSectionAt(5000, sections)).toBe('vision-mission');
  });

  it('is the first section before any top and null without sections', () => {
    expect(activeSectionAt(-10, sections)).toBe('home');
    expect(activeSectionAt(0, [])).toBeNull();
  });
});

describe('criticalImages (what the loading screen waits for)', () => {
  it('is the logo and the banners the first screen shows: one slide on phones, backdrop and picture on large screens', async () => {
    const { criticalImages } = await import('../constants');
    const src = (images: Array<{ src: string }>) => images.map((i) => i.src);
    expect(src(criticalImages(false, true))).toEqual(['/logo.svg', HERO_BANNERS[0]]);
    expect(src(criticalImages(true, false))).toEqual(['/logo.svg', HERO_BANNERS[0], HERO_BANNERS[1]]);
    // Each banner is asked for with the candidates its picture chooses from on that screen.
    expect(criticalImages(false, true)[1].srcSet).toMatch(/banner-1-portrait-506w\.webp 506w$/);
    expect(criticalImages(false, false)[1].srcSet).toMatch(/banner-1\.webp 1600w$/);
    expect(criticalImages(true, false)[2].sizes).toBe('(min-width: 1024px) 61rem, 100vw');
  });
});
