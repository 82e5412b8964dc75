import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '@/lib/cn';

interface TabListProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tab ids; the panel is `${idPrefix}-panel`. */
  idPrefix: string;
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the panel a tab controls; by default the one panel `${idPrefix}-panel` all tabs share. */
  panelIdOf?: (value: T) => string;
  /**
   * muted: grey track with a white selected tab; segmented: the same, tabs sharing the full width;
   * brand/pill: bordered, selected tab in the brand colour.
   */
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
  segmented: {
    list: 'flex w-full flex-nowrap rounded-xl bg-slate-100 p-1',
    tab: 'flex-1 rounded-lg px-4 py-2 font-semibold',
    on: 'bg-white text-brand-700 shadow-sm',
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

/**
 * Tabs (Radix) per the WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and End move between the tabs
 * and select the one they reach.
 */
export function TabList<T extends string>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
  panelIdOf = () => `${idPrefix}-panel`,
  variant = 'muted',
  className,
}: TabListProps<T>) {
  const look = VARIANTS[variant];
  return (
    <Tabs.Root asChild value={value} onValueChange={(next) => onChange(next as T)}>
      <Tabs.List aria-label={label} className={cn('inline-flex flex-wrap', look.list, className)}>
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            id={tabId(idPrefix, tab.value)}
            aria-controls={panelIdOf(tab.value)}
            className={cn('py-1.5 text-sm transition-colors', look.tab, tab.value === value ? look.on : look.off)}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
