import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import type { LibraryItemType } from '../types';

export type LibraryTab = 'all' | LibraryItemType;

export const LIBRARY_TABS: Array<{ value: LibraryTab; label: string }> = [
  { value: 'all', label: 'Semua' },
  { value: 'photo', label: 'Foto' },
  { value: 'video', label: 'Video' },
];

export const libraryTabId = (tab: LibraryTab) => `library-tab-${tab}`;

/** Semua / Foto / Video as ARIA tabs (arrow keys move between them). */
export function LibraryTypeTabs({ value, onChange, panelId }: { value: LibraryTab; onChange: (tab: LibraryTab) => void; panelId: string }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = LIBRARY_TABS.findIndex((t) => t.value === value);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next = delta ? (current + delta + LIBRARY_TABS.length) % LIBRARY_TABS.length : -1;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = LIBRARY_TABS.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(LIBRARY_TABS[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Jenis media" onKeyDown={onKeyDown} className="inline-flex rounded-full border border-slate-300 bg-white p-1">
      {LIBRARY_TABS.map((tab, i) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={libraryTabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={cn('rounded-full px-5 py-1.5 text-sm font-semibold transition-colors', selected ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
