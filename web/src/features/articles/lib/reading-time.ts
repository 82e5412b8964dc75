import { htmlToText } from './html-text';

/** Minutes to read: words / 200, rounded up, at least 1. */
export function readingTimeMinutes(html: string | null | undefined): number {
  const words = htmlToText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
