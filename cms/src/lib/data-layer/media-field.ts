import type { Core } from '@strapi/strapi';
import { fieldRefusal } from './refuse';
import type { Row } from './lifecycle-event';

/**
 * The Media Library file a write gives to a single media field (an article's cover, a member's photo), however the
 * door writes it (an id, a file row, a list of either, or connect/set/disconnect): its id, null for none, undefined
 * when the write leaves it as it was.
 */
export function mediaFileOf(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return /^\d+$/.test(value) ? Number(value) : undefined;
  if (Array.isArray(value)) return value.length ? mediaFileOf(value[0]) : null;
  if (typeof value !== 'object') return undefined;
  const relation = value as Row;
  if ('id' in relation) return mediaFileOf(relation.id);
  if ('set' in relation) return mediaFileOf(relation.set);
  const connected = mediaFileOf(relation.connect);
  if (connected) return connected;
  return Array.isArray(relation.disconnect) && relation.disconnect.length ? null : undefined;
}

const NOT_A_PICTURE = 'File yang dipilih harus berupa gambar.';

/**
 * The Media Library file a picture field (an article's cover, a member's photo) is given, refused on `field` when it
 * is not a picture: the Media Library holds videos too, and only /admin's picker looks at the field's allowed types.
 */
export async function pictureFile(strapi: Core.Strapi, id: number, field: string) {
  const file = (await strapi.db
    .query('plugin::upload.file')
    .findOne({ select: ['id', 'url', 'mime'], where: { id } })) as { id: number; url: string; mime?: string } | null;
  if (file && !isPicture(file)) throw fieldRefusal([field], NOT_A_PICTURE);
  return file;
}

/** The same for a field of several pictures (a library item's uploads), given the ids a write adds to it. */
export async function requirePictureFiles(strapi: Core.Strapi, ids: readonly string[], field: string) {
  if (!ids.length) return;
  const files = (await strapi.db
    .query('plugin::upload.file')
    .findMany({ select: ['id', 'mime'], where: { id: { $in: ids } } })) as Array<{ mime?: string }>;
  if (!files.every(isPicture)) throw fieldRefusal([field], NOT_A_PICTURE);
}

const isPicture = (file: { mime?: string }) => String(file.mime ?? '').startsWith('image/');
