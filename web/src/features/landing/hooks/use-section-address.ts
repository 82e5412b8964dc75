import { useEffect, useRef } from 'react';
import { SECTION_IDS, type SectionId } from '../lib/constants';
import { scrollAndHold } from '../lib/hold-in-view';

/**
 * Section addresses of the landing page. A deep link (/#library) lands on its section once the sections are
 * there, and stays on it while the content above loads, until the reader scrolls or 3 s pass. Afterwards the
 * address follows the `active` section with replaceState, so scrolling adds no history entries.
 */
export function useSectionAddress(ready: boolean, active: SectionId) {
  const landed = useRef(false);

  useEffect(() => {
    if (!ready) return;
    const target = decodeURIComponent(window.location.hash.slice(1));
    if (!(SECTION_IDS as readonly string[]).includes(target) || target === 'home') {
      landed.current = true;
      return;
    }
    return scrollAndHold(target, () => {
      landed.current = true;
    });
  }, [ready]);

  useEffect(() => {
    if (!ready || !landed.current) return;
    const hash = active === 'home' ? '' : `#${active}`;
    if (window.location.hash === hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, [active, ready]);
}
