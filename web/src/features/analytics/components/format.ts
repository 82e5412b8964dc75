import { formatDateShort } from '@/lib/dates';

const NUMBER = new Intl.NumberFormat('id-ID');

/** A YYYY-MM-DD day as "24 Nov" (the day is already in the site's time zone). */
export const shortDate = formatDateShort;
export const count = (n: number) => NUMBER.format(n);
