import { htmlToText } from './html-text';

export const WORDS_PER_MINUTE = 200;

/** Minutes to read: words / 200, rounded up, at least 1. */
export function readingTimeMinutes(html: string | null | undefined): number {
  const text = htmlToText(html);
  const words = text ? text.split(' ').filter(Boolean).length : 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
