import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export type StructureTab = 'flow' | 'grid';

export const STRUCTURE_TABS: Array<{ id: StructureTab; label: string }> = [
  { id: 'flow', label: 'Struktur Organisasi' },
  { id: 'grid', label: 'Anggota Pengurus' },
];

export const tabId = (tab: StructureTab) => `structure-tab-${tab}`;
export const panelId = (tab: StructureTab) => `structure-panel-${tab}`;

/** The two tabs of the section (arrow keys move between them). */
export function StructureTabs({ value, onChange }: { value: StructureTab; onChange: (tab: StructureTab) => void }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = STRUCTURE_TABS.findIndex((t) => t.id === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (current + step + STRUCTURE_TABS.length) % STRUCTURE_TABS.length;
    onChange(STRUCTURE_TABS[next].id);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Tampilan struktur"
      className="mx-auto flex w-full max-w-md rounded-xl bg-slate-100 p-1"
      onKeyDown={onKeyDown}
    >
      {STRUCTURE_TABS.map((tab, i) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={selected}
            aria-controls={panelId(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cn(
              'flex-1 rounded-lg px-4 py-2 text-sm font-semibold transition-colors',
              selected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
