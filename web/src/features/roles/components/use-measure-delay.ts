import { useEffect, useState } from 'react';

/** False until `ms` have passed after mount: the drag list is measured only once the cards have laid out. */
export function useMeasureDelay(ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}
