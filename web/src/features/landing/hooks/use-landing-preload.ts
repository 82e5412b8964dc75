import { useEffect, useState } from 'react';
import { useHydrating } from '@/lib/hydration';
import { rememberSeen, seenThisSession } from '@/lib/first-visit';
import { LOADING_EXIT_MS, PRELOAD_MIN_MS, PRELOAD_TIMEOUT_MS, type CriticalImage } from '../lib/constants';

/** 'hydrating': a server-rendered page's first render, which like the server's shows no loading screen. */
type LandingLoadPhase = 'hydrating' | 'loading' | 'leaving' | 'done';

/**
 * Resolves once the image has loaded or failed (a failure is ignored, loading goes on). With the picture's own
 * srcset and sizes the browser picks the candidate the page's <img> will use, so it is fetched once.
 */
const preloadImage = ({ src, srcSet, sizes }: CriticalImage) =>
  new Promise<void>((resolve) => {
    const img = new Image();
    img.onload = img.onerror = () => resolve();
    if (srcSet && sizes) {
      img.sizes = sizes;
      img.srcset = srcSet;
    }
    img.src = src;
  });

/**
 * The landing loading screen's life: only on the first visit of the browser session. It ends when the critical images
 * have loaded or failed, or after 2 s, never before 300 ms; the content shows about 100 ms later and the session
 * remembers it ('app-loaded').
 */
export function useLandingPreload(criticalImages: () => readonly CriticalImage[]): LandingLoadPhase {
  const hydrating = useHydrating();
  const [phase, setPhase] = useState<LandingLoadPhase>(() =>
    hydrating ? 'hydrating' : seenThisSession() ? 'done' : 'loading',
  );
  // The wait of a server-rendered page began with the navigation (its static copy of the screen showed from the
  // first paint), so its minimum and its cap count from then.
  const [startedAt] = useState(() => (phase === 'hydrating' ? 0 : undefined));
  const [images] = useState(() => (typeof window === 'undefined' ? [] : criticalImages()));
  const waiting = phase === 'loading' || phase === 'leaving';

  useEffect(() => {
    if (phase === 'hydrating') setPhase(seenThisSession() ? 'done' : 'loading');
  }, [phase]);

  useEffect(() => {
    if (!waiting) return;
    // Set by the first of the images, the cap and the cleanup: whatever comes later does nothing.
    let finished = false;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const started = startedAt ?? performance.now();
    const finish = () => {
      if (finished) return;
      finished = true;
      const wait = Math.max(0, PRELOAD_MIN_MS - (performance.now() - started));
      timers.push(
        setTimeout(() => {
          rememberSeen();
          setPhase('leaving');
          timers.push(setTimeout(() => setPhase('done'), LOADING_EXIT_MS));
        }, wait),
      );
    };
    timers.push(setTimeout(finish, Math.max(0, PRELOAD_TIMEOUT_MS - (performance.now() - started))));
    void Promise.all(images.map(preloadImage)).then(finish);
    return () => {
      finished = true;
      timers.forEach(clearTimeout);
    };
    // `waiting` only turns false once every timer has fired, so the cleanup it triggers cuts nothing short.
  }, [images, waiting, startedAt]);

  return phase;
}
