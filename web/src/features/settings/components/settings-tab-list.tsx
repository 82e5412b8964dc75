import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { TAB_LABELS, type SettingsTab } from '../lib/settings-tabs';

export const SETTINGS_PANEL_ID = 'settings-panel';
export const settingsTabId = (tab: SettingsTab) => `settings-tab-${tab}`;

/** The settings tabs with arrow-key movement (roving focus), per the WAI-ARIA tabs pattern. */
export function SettingsTabList({ tabs, value, onChange }: { tabs: readonly SettingsTab[]; value: SettingsTab; onChange: (tab: SettingsTab) => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = step ? (index + step + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next]);
    document.getElementById(settingsTabId(tabs[next]))?.focus();
  };
  return (
    <div role="tablist" aria-label="Bagian pengaturan" onKeyDown={onKeyDown} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
      {tabs.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            id={settingsTabId(tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={SETTINGS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={cn(
              'rounded-md px-4 py-1.5 text-sm font-medium transition-colors',
              selected ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {TAB_LABELS[tab]}
          </button>
        );
      })}
    </div>
  );
}
