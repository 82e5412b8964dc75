import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export const ORGANIZATION_TABS = [
  { value: 'members', label: 'Members' },
  { value: 'positions', label: 'Positions' },
  { value: 'divisions', label: 'Divisions' },
] as const;

export type OrganizationTab = (typeof ORGANIZATION_TABS)[number]['value'];

export const organizationTabId = (tab: OrganizationTab) => `organization-tab-${tab}`;
export const ORGANIZATION_PANEL_ID = 'organization-tab-panel';

/** Members / Positions / Divisions, with arrow-key movement per the WAI-ARIA tabs pattern. */
export function OrganizationTabs({ value, onChange }: { value: OrganizationTab; onChange: (tab: OrganizationTab) => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ORGANIZATION_TABS.findIndex((t) => t.value === value);
    const count = ORGANIZATION_TABS.length;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % count : event.key === 'ArrowLeft' ? (index - 1 + count) % count : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = ORGANIZATION_TABS[next].value;
    onChange(tab);
    document.getElementById(organizationTabId(tab))?.focus();
  };
  return (
    <div role="tablist" aria-label="Organization sections" onKeyDown={onKeyDown} className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
      {ORGANIZATION_TABS.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={organizationTabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={ORGANIZATION_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={cn('rounded-md px-4 py-1.5 text-sm font-medium transition-colors', selected ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-slate-900')}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
