import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` parts to show: none until `ready`, then one more per frame, each in its own short task after
 * the browser has painted the previous one rather than one long task that holds up the first screen and the first tap.
 * `allAtOnce` starts with every part shown (a server-rendered page already has them).
 */
export function useStaggeredReveal(ready: boolean, count: number, allAtOnce = false): number {
  const [shown, setShown] = useState(() => (allAtOnce ? count : 0));
  useEffect(() => {
    if (!ready || shown >= count) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((n) => Math.min(n + 1, count))), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, shown, count]);
  return shown;
}
