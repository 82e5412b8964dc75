const DATE = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const NUMBER = new Intl.NumberFormat('id-ID');

/** A YYYY-MM-DD day as "24 Nov" (the day is already in the site's time zone). */
export const shortDate = (day: string) => DATE.format(new Date(`${day}T00:00:00Z`));
export const count = (n: number) => NUMBER.format(n);
