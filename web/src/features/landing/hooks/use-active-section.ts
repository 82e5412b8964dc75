import { useState } from 'react';
import { useOnScrollFrame } from '@/hooks/use-on-scroll-frame';
import { activeSectionAt } from '../lib/active-section';
import { SECTION_IDS, type SectionId } from '../lib/constants';

const sectionTops = () =>
  SECTION_IDS.flatMap((id) => {
    const el = document.getElementById(id);
    return el ? [{ id, top: el.getBoundingClientRect().top + window.scrollY }] : [];
  });

/** The landing section at scroll position + 200 px, re-read on scroll and resize (once per frame). */
export function useActiveSection(): SectionId {
  const [active, setActive] = useState<SectionId>('home');
  useOnScrollFrame(() => {
    setActive(activeSectionAt(window.scrollY + 200, sectionTops()) ?? 'home');
  }, []);
  return active;
}
