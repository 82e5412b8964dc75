import { useEffect, useState } from 'react';
import { HERO_FADE_END_PX, HERO_SCROLL_SETTLE_MS } from '../lib/constants';

// Past the fade nothing in the hero changes any more; clamping lets React skip those re-renders.
const readScroll = () => Math.min(window.scrollY, HERO_FADE_END_PX + 200);

/** Scroll position for the hero's fade and shift, plus whether scrolling has settled (120 ms without a scroll event). */
export function useHeroScroll(enabled: boolean) {
  const [scrollY, setScrollY] = useState(0);
  const [settled, setSettled] = useState(true);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setSettled(false);
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          setScrollY(readScroll());
        });
      clearTimeout(settleTimer);
      settleTimer = setTimeout(() => {
        setScrollY(readScroll());
        setSettled(true);
      }, HERO_SCROLL_SETTLE_MS);
    };
    setScrollY(readScroll());
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(settleTimer);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return { scrollY, settled };
}
