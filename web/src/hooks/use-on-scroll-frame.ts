import { useEffect } from 'react';

/**
 * Calls `read` now and then at most once per animation frame while the page scrolls or resizes, until `deps` change
 * or the component goes. `read` measures the page (positions of elements) and sets state from it.
 */
export function useOnScrollFrame(read: () => void, deps: readonly unknown[]) {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      read();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
    // `read` is re-created every render; the caller's deps say when what it reads changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
