import { useEffect, useRef, useState } from 'react';
import { useOnScrollFrame } from '@/hooks/use-on-scroll-frame';
import { activeSectionAt, SECTION_IDS, type SectionId } from '../lib/constants';
import { scrollAndHold } from '../lib/hold-in-view';

const sectionTops = () =>
  SECTION_IDS.flatMap((id) => {
    const el = document.getElementById(id);
    return el ? [{ id, top: el.getBoundingClientRect().top + window.scrollY }] : [];
  });

/**
 * The landing section in view (at scroll position + 200 px, re-read on scroll and resize once per frame), and the
 * page's address with it. A deep link (/#library) lands on its section once the sections are `ready` (scrollAndHold);
 * afterwards the address follows the section in view with replaceState, so scrolling adds no history entries.
 */
export function useSectionAddress(ready: boolean): SectionId {
  const [active, setActive] = useState<SectionId>('home');
  const landed = useRef(false);

  useOnScrollFrame(() => {
    setActive(activeSectionAt(window.scrollY + 200, sectionTops()) ?? 'home');
  }, []);

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

  return active;
}
