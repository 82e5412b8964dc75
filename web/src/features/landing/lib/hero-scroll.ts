import { HERO_FADE_END_PX, HERO_FADE_START_PX } from './constants';

/** The hero's opacity at a scroll position: 1 until 1000 px, fading linearly to 0 at 1200 px. */
export function heroOpacity(scrollY: number): number {
  if (scrollY <= HERO_FADE_START_PX) return 1;
  if (scrollY >= HERO_FADE_END_PX) return 0;
  return 1 - (scrollY - HERO_FADE_START_PX) / (HERO_FADE_END_PX - HERO_FADE_START_PX);
}
