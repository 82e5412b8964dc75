import { z } from 'zod';

/**
 * The rule for every URL the site stores and later puts into a page (division logos, settings links,
 * social links, member and leader photos): an absolute http(s) link with a host, a site-relative path
 * (`/…`, but never `//host` or `/\host`, which browsers read as another host), or — only where an image
 * is stored — a base64 `data:` image of a raster type (never SVG, which can carry script). Empty is left
 * to the caller. Used by the forms, the /api services and the cms's data-layer hooks alike.
 */
export type StoredUrlKind = 'link' | 'image';

const RASTER_DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/]+=*$/i;

/** Why such a URL is refused, worded to follow the field's label. */
export const STORED_URL_RULE = {
  link: 'harus berupa link (https://… atau /…)',
  image: 'harus berupa link gambar (https://… atau /…) atau data:image',
} as const;

export function isSafeStoredUrl(value: string, kind: StoredUrlKind): boolean {
  // Whitespace and control characters inside a URL are how `java\tscript:` slips past prefix checks.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value === '#') return kind === 'link'; // a link to nowhere yet, as the settings form allows
  if (value.startsWith('/')) return !value.startsWith('//');
  if (kind === 'image' && RASTER_DATA_IMAGE.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !url.username;
  } catch {
    return false;
  }
}

/** A URL field as the forms and the stored rows check it: trimmed, at most 1000 characters, empty or a safe URL. */
export const storedUrlSchema = (kind: StoredUrlKind) =>
  z
    .string()
    .trim()
    .max(1000)
    .refine((url) => !url || isSafeStoredUrl(url, kind), STORED_URL_RULE[kind]);
