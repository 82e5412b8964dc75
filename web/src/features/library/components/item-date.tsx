import { formatDateAndTime } from '@/lib/dates';
import type { LibraryItem } from '@hmti/contract';

/** When an item happened, as the site writes it, with the moment machines read (midnight when it has no time). */
export const ItemDate = ({ item }: { item: Pick<LibraryItem, 'date' | 'time'> }) => (
  <time dateTime={`${item.date}T${item.time || '00:00'}`}>{formatDateAndTime(item.date, item.time)}</time>
);
