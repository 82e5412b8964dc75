import { useState } from 'react';
import { useOnScrollFrame } from '@/hooks/use-on-scroll-frame';

/** How far below its jump position (below the sticky bar, by its scroll margin) a heading still counts as being read. */
const SLACK_PX = 16;

/**
 * The id of the article heading being read: the last one whose top has reached where a contents jump puts a heading
 * (below the sticky bar: the page's scroll padding plus the headings' scroll margin); the last heading once the page
 * is scrolled to its end; null above the first. Re-read on scroll and resize, once per frame.
 */
export function useActiveHeading(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useOnScrollFrame(() => {
    const headings = ids
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    if (!headings.length) return;
    const px = (value: string) => parseFloat(value) || 0;
    const line =
      px(getComputedStyle(document.documentElement).scrollPaddingTop) +
      px(getComputedStyle(headings[0]).scrollMarginTop) +
      SLACK_PX;
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    let current: string | null = null;
    for (const heading of headings) if (heading.getBoundingClientRect().top <= line) current = heading.id;
    setActive(atEnd && current ? headings[headings.length - 1].id : current);
  }, [ids.join('\n')]);
  return active;
}
