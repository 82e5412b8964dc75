import { HERO_FADE_END_PX, HERO_FADE_START_PX } from './constants';

/** The hero's opacity at a scroll position: 1 until 1000 px, fading linearly to 0 at 1200 px. */
export const heroOpacity = (scrollY: number) =>
  Math.min(1, Math.max(0, 1 - (scrollY - HERO_FADE_START_PX) / (HERO_FADE_END_PX - HERO_FADE_START_PX)));
