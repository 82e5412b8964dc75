import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (epoch ms), re-rendering each second; 0 when none or past.
 * Derived from the deadline on every render, so a new deadline is never momentarily read as 0.
 */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}
