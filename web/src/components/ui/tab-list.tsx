import type { KeyboardEvent, MouseEvent } from 'react';
import { cn } from '@/lib/cn';

interface TabListProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tab ids; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /**
   * muted: grey track with a white selected tab; segmented: the same, tabs sharing the full width;
   * brand/pill: bordered, selected tab in the brand colour.
   */
  variant?: keyof typeof VARIANTS;
  className?: string;
}

const VARIANTS = {
  muted: {
    list: 'inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1',
    tab: 'rounded-md px-4 py-1.5 font-medium',
    on: 'bg-white text-brand-900 shadow-sm',
    off: 'text-slate-700 hover:text-slate-900',
  },
  segmented: {
    list: 'flex w-full flex-nowrap rounded-xl bg-slate-100 p-1',
    tab: 'flex-1 rounded-lg px-4 py-2 font-semibold',
    on: 'bg-white text-brand-700 shadow-sm',
    off: 'text-slate-700 hover:text-slate-900',
  },
  brand: {
    list: 'inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-1',
    tab: 'rounded-md px-4 py-1.5 font-semibold',
    on: 'bg-brand-700 text-white',
    off: 'text-slate-700 hover:bg-slate-100',
  },
  pill: {
    list: 'inline-flex flex-wrap rounded-full border border-slate-300 bg-white p-1',
    tab: 'rounded-full px-5 py-1.5 font-semibold',
    on: 'bg-brand-700 text-white',
    off: 'text-slate-700 hover:bg-slate-100',
  },
};

const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;
const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/** Props for the one panel the tabs control. */
export const tabPanelProps = (idPrefix: string, value: string) => ({
  id: panelId(idPrefix),
  role: 'tabpanel' as const,
  'aria-labelledby': tabId(idPrefix, value),
});

/** Which tab a key moves to, from the one at `index` of `count` (the row wraps round), or none for other keys. */
export function tabIndexForKey(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Tabs per the WAI-ARIA tabs pattern: one tab stop, the selected tab; arrow keys, Home and End move between the tabs
 * and select the one they reach; a press selects a tab as the button goes down. Focus alone selects nothing (it comes
 * back to a tab when a dialog asked about leaving closes). `onChange` runs only for a tab that is not already the
 * selected one.
 */
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
  const select = (next: T) => {
    if (next !== value) onChange(next);
  };
  const tabStop = tabs.some((tab) => tab.value === value) ? value : tabs[0]?.value;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const next = tabIndexForKey(event.key, index, buttons.length);
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
    select(tabs[next].value);
  };
  const onMouseDown = (event: MouseEvent<HTMLButtonElement>, tab: T) => {
    if (event.button !== 0 || event.ctrlKey) {
      event.preventDefault();
      return;
    }
    event.currentTarget.focus();
    select(tab);
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cn(look.list, className)}
    >
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.value)}
          aria-selected={tab.value === value}
          aria-controls={panelId(idPrefix)}
          tabIndex={tab.value === tabStop ? 0 : -1}
          onMouseDown={(event) => onMouseDown(event, tab.value)}
          onClick={() => select(tab.value)}
          className={cn('text-sm transition-colors', look.tab, tab.value === value ? look.on : look.off)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
