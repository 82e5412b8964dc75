import { formatDateAndTime } from '@/lib/dates';
import type { LibraryItem } from '@hmti/contract';

/** When an item happened, as the site writes it, with the moment machines read (midnight when it has no time). */
export const ItemDate = ({ item }: { item: Pick<LibraryItem, 'date' | 'time'> }) => (
  <time dateTime={`${item.date}T${item.time || '00:00'}`}>{formatDateAndTime(item.date, item.time)}</time>
);

/** The viewer dialogs' line (the public one and the dashboard's): the item's type as a badge, then its date. */
export const TypeAndDate = ({ label, item }: { label: string; item: Pick<LibraryItem, 'date' | 'time'> }) => (
  <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{label}</span>
    <ItemDate item={item} />
  </div>
);
