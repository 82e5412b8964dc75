import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

interface TabListProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tab ids; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** muted: grey track with a white selected tab; brand/pill: bordered, selected tab in the brand colour. */
  variant?: keyof typeof VARIANTS;
  className?: string;
}

const VARIANTS = {
  muted: {
    list: 'gap-1 rounded-lg bg-slate-100 p-1',
    tab: 'rounded-md px-4 font-medium',
    on: 'bg-white text-brand-900 shadow-sm',
    off: 'text-slate-700 hover:text-slate-900',
  },
  brand: {
    list: 'rounded-lg border border-slate-300 bg-white p-1',
    tab: 'rounded-md px-4 font-semibold',
    on: 'bg-brand-700 text-white',
    off: 'text-slate-700 hover:bg-slate-100',
  },
  pill: {
    list: 'rounded-full border border-slate-300 bg-white p-1',
    tab: 'rounded-full px-5 font-semibold',
    on: 'bg-brand-700 text-white',
    off: 'text-slate-700 hover:bg-slate-100',
  },
};

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;

/** Props for the one panel the tabs control. */
export const tabPanelProps = (idPrefix: string, value: string) => ({
  id: `${idPrefix}-panel`,
  role: 'tabpanel' as const,
  'aria-labelledby': tabId(idPrefix, value),
});

/** Tabs with arrow-key movement (roving focus), per the WAI-ARIA tabs pattern. */
export function TabList<T extends string>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
  variant = 'muted',
  className,
}: TabListProps<T>) {
  const look = VARIANTS[variant];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.value === value);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = step
      ? (index + step + tabs.length) % tabs.length
      : event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(tabs[next].value);
    document.getElementById(tabId(idPrefix, tabs[next].value))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('inline-flex flex-wrap', look.list, className)}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={tabId(idPrefix, tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={cn('py-1.5 text-sm transition-colors', look.tab, selected ? look.on : look.off)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
