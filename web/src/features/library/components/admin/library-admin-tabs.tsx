import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { LIBRARY_ADMIN_TABS, type LibraryAdminTab } from './lib/library-filter';

export const libraryAdminTabId = (tab: LibraryAdminTab) => `library-admin-tab-${tab}`;

/** All / Photos / Videos as ARIA tabs (arrow keys, Home and End move between them). */
export function LibraryAdminTabs({ value, onChange, panelId }: { value: LibraryAdminTab; onChange: (tab: LibraryAdminTab) => void; panelId: string }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = LIBRARY_ADMIN_TABS.findIndex((t) => t.value === value);
    const last = LIBRARY_ADMIN_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (current + 1) % (last + 1) : event.key === 'ArrowLeft' ? (current + last) % (last + 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(LIBRARY_ADMIN_TABS[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Media type" onKeyDown={onKeyDown} className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
      {LIBRARY_ADMIN_TABS.map((tab, i) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={libraryAdminTabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={cn('rounded-md px-4 py-1.5 text-sm font-semibold transition-colors', selected ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
