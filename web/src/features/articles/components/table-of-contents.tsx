import { useEffect, useState, type RefObject } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { cn } from '@/lib/cn';
import type { TocEntry } from '../lib/table-of-contents';

function scrollToHeading(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.setAttribute('tabindex', '-1');
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}

interface TocProps {
  entries: TocEntry[];
  /** The id of the heading being read. */
  active: string | null;
}

function TocList({ entries, active, onNavigate }: TocProps & { onNavigate?: () => void }) {
  return (
    <ol className="space-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className={cn(entry.level === 3 && 'pl-4')}>
          <a
            href={`#${entry.id}`}
            aria-current={active === entry.id ? 'location' : undefined}
            onClick={(event) => {
              event.preventDefault();
              onNavigate?.();
              // After a dialog closes it gives focus back; move on once that has happened.
              setTimeout(() => scrollToHeading(entry.id), 0);
            }}
            className={cn(
              'block rounded-md border-l-2 px-2 py-1.5',
              active === entry.id
                ? 'border-brand-700 bg-brand-50 font-semibold text-brand-700'
                : 'border-transparent text-slate-700 hover:bg-brand-50 hover:text-brand-700',
            )}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Sidebar on large screens: it stays in sight 1rem below the sticky navigation bar while the article scrolls. */
export function TocSidebar({ entries, active }: TocProps) {
  return (
    <nav
      aria-labelledby="toc-heading"
      className="sticky top-[calc(var(--sticky-bar)+1rem)] max-h-[calc(100vh-var(--sticky-bar)-2rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="toc-heading" className="mb-2 px-2 text-sm font-bold tracking-wide text-slate-900 uppercase">
        Daftar Isi
      </h2>
      <TocList entries={entries} active={active} />
    </nav>
  );
}

/**
 * Floating button on small screens that opens the contents in a dialog (above the chat launcher). Without JavaScript
 * the sidebar's list shows above the article instead. Once the article's end (`end`) is on screen or passed, the
 * button steps aside: the contents are read, and it would cover the article's last buttons and the footer.
 */
export function TocFloatingButton({ entries, active, end }: TocProps & { end: RefObject<HTMLElement | null> }) {
  const [open, setOpen] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  // Not while it holds the focus (given back by the closing dialog): hiding a focused element ends the jump's scroll.
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!end.current) return;
    // The view stretched far upwards: the end "intersects" from when it rises into the button's band (the bottom
    // 128 px) until the reader scrolls back above it; a plain view would lose it once scrolled past, or on a jump.
    const observer = new IntersectionObserver(([entry]) => setAtEnd(entry.isIntersecting), {
      rootMargin: '1000000px 0px -128px 0px',
    });
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [end]);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        hidden={atEnd && !focused}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        className="fixed right-4 bottom-20 z-40 inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-900 lg:hidden noscript:hidden"
      >
        <StrokeIcon>
          <path d="M4 6h16M4 12h10M4 18h13" />
        </StrokeIcon>
        Daftar Isi
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Daftar Isi" width="max-w-md">
        <nav aria-label="Daftar isi artikel">
          <TocList entries={entries} active={active} onNavigate={() => setOpen(false)} />
        </nav>
      </Dialog>
    </>
  );
}
