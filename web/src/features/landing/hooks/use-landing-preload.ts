import { useEffect, useState } from 'react';
import { APP_LOADED_KEY, LOADING_EXIT_MS, PRELOAD_MIN_MS, PRELOAD_TIMEOUT_MS } from '../lib/constants';

export type LandingLoadPhase = 'loading' | 'leaving' | 'done';

const alreadyLoaded = () => {
  try {
    return sessionStorage.getItem(APP_LOADED_KEY) === 'true';
  } catch {
    return false;
  }
};

const markLoaded = () => {
  try {
    sessionStorage.setItem(APP_LOADED_KEY, 'true');
  } catch {
    /* storage unavailable: the loading screen simply shows again next time */
  }
};

/** Resolves once the image has loaded or failed (a failure is ignored, loading goes on). */
const preloadImage = (src: string) =>
  new Promise<void>((resolve) => {
    const img = new Image();
    img.onload = () => resolve();
    img.onerror = () => resolve();
    img.src = src;
  });

/**
 * The landing loading screen's life: only on the first visit of the browser session. It ends when
 * the critical images have loaded or failed, or after 2 s, never before 300 ms; the content shows
 * about 100 ms later and the session remembers it ('app-loaded').
 */
export function useLandingPreload(criticalImages: readonly string[]): LandingLoadPhase {
  const [phase, setPhase] = useState<LandingLoadPhase>(() => (alreadyLoaded() ? 'done' : 'loading'));
  const [images] = useState(criticalImages);
  const needed = phase !== 'done';

  useEffect(() => {
    if (!needed) return;
    let finished = false;
    let unmounted = false;
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const started = performance.now();
    const finish = () => {
      if (finished || unmounted) return;
      finished = true;
      const wait = Math.max(0, PRELOAD_MIN_MS - (performance.now() - started));
      timers.push(
        setTimeout(() => {
          markLoaded();
          setPhase('leaving');
          timers.push(setTimeout(() => setPhase('done'), LOADING_EXIT_MS));
        }, wait),
      );
    };
    timers.push(setTimeout(finish, PRELOAD_TIMEOUT_MS));
    void Promise.all(images.map(preloadImage)).then(finish);
    return () => {
      unmounted = true;
      timers.forEach(clearTimeout);
    };
    // `needed` only turns false once every timer has fired, so the cleanup it triggers cuts nothing short.
  }, [images, needed]);

  return phase;
}
