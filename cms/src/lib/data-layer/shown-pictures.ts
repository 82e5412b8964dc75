import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { FIELD_LABELS, fieldMessage, labelAt, PICTURE_ELSEWHERE, shownPictureSource } from '@hmti/contract';
import type { FieldLabels } from '@hmti/contract';
import { appConfig } from '../../config/app-config';
import { settingsDivisions } from '../division-records';
import { pictureOrigins, uploadOrigins } from '../shown-origins';
import { fieldRefusal } from './refuse';
import { eachRow, eachUpdated, rowsBefore, type Row, type RowEvent } from './lifecycle-event';

/** The picture addresses of each type ('*': every key of a map keyed by division), labelled as its form labels them. */
const PICTURE_FIELDS: Record<string, { labels: FieldLabels; paths: string[][] }> = {
  'api::organization.division': { labels: FIELD_LABELS.division, paths: [['logo']] },
  'api::organization.member': { labels: FIELD_LABELS.member, paths: [['imageUrl']] },
  'api::settings.setting': {
    labels: FIELD_LABELS.siteSettings,
    paths: [
      ['logoUrl'],
      ['chairpersonPhoto'],
      ['viceChairpersonPhoto'],
      ['divisionLogos', '*'],
      ['divisionHeads', '*', 'photo'],
    ],
  },
};

/**
 * Whether a page can show a picture at this address (the Content-Security-Policy's img-src): a path of this site, a
 * data: image, or a file of the upload bucket or Google Drive (`shownPictureSource`).
 */
export const isShownPicture = (url: string) =>
  (url.startsWith('/') && !url.startsWith('//')) ||
  url.startsWith('data:image/') ||
  !!shownPictureSource(url, { uploads: uploadOrigins, pictures: pictureOrigins });

/** The addresses a row's data holds at `path`, by their full path. */
function addressesAt(value: unknown, path: string[], at: string[] = []): Array<[string[], unknown]> {
  const [key, ...rest] = path;
  if (key === undefined) return [[at, value]];
  if (!value || typeof value !== 'object') return [];
  const row = value as Row;
  return (key === '*' ? Object.keys(row) : [key])
    .filter((k) => row[k] !== undefined)
    .flatMap((k) => addressesAt(row[k], rest, [...at, k]));
}

/** The value at `path` (keys into nested objects) in `row`; undefined where the path leads nowhere. */
const valueAt = (row: Row | undefined, path: string[]) =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Row)[key] : undefined), row);

/**
 * The paths of the picture addresses in a write's `data` of `uid` that a page could not show; an address the write
 * leaves as `stored` holds it passes. (The hmps import leaves these out instead of failing.)
 */
export function unshownPictures(uid: string, data: Row, stored?: Row | null): string[][] {
  return (PICTURE_FIELDS[uid]?.paths ?? [])
    .flatMap((path) => addressesAt(data, path))
    .filter(([path, address]) => {
      const url = typeof address === 'string' ? address.trim() : '';
      return url && !isShownPicture(url) && valueAt(stored ?? undefined, path) !== address;
    })
    .map(([path]) => path);
}

/**
 * Whether a version's picture can still be shown: a Media Library file, or a file of the uploads folder (the demo
 * pictures); an upload whose file was deleted since cannot (the Media Library lets a file go once nothing shows it). A
 * Drive or other link is taken as it is.
 */
export async function pictureStillThere(strapi: Core.Strapi, image: unknown) {
  if (typeof image !== 'string' || !image) return false;
  if (await strapi.db.query('plugin::upload.file').count({ where: { url: image } })) return true;
  if (uploadOrigins.some((origin) => image.startsWith(`${origin}/`))) return false;
  if (!image.startsWith('/uploads/')) return true;
  let address: string;
  try {
    address = decodeURIComponent(image.split(/[?#]/)[0]);
  } catch {
    return false; // no file has a name that does not decode
  }
  const file = path.resolve(appConfig.publicDir, `.${address}`);
  return file.startsWith(path.join(appConfig.publicDir, 'uploads') + path.sep) && fs.existsSync(file);
}

/** A person's photo: `stored`'s would be another person's, put beside the name `data` brings. */
const PERSON_PHOTOS = new Set(['chairpersonPhoto', 'viceChairpersonPhoto', 'photo']);

/**
 * `data`'s picture at `path` put back to `stored`'s value there (left out where `stored` has none; a person's photo
 * emptied instead); its label.
 */
function putBack(uid: string, data: Row, stored: Row | null | undefined, path: string[]) {
  const parent = valueAt(data, path.slice(0, -1)) as Row;
  const kept = PERSON_PHOTOS.has(path[path.length - 1]) ? '' : valueAt(stored ?? undefined, path);
  if (kept === undefined) delete parent[path[path.length - 1]];
  else parent[path[path.length - 1]] = kept;
  return { path, label: labelAt(PICTURE_FIELDS[uid].labels, path, {}) ?? path.join('.') };
}

/**
 * Puts each picture of `data` that a page could not show back to `stored`'s value there (or leaves it out when `stored`
 * has none): for a write that takes what it can (the hmps import, restoring a version saved before this rule). Changes
 * `data`; answers the paths put back, with their labels.
 */
export function keepShownPictures(
  uid: string,
  data: Row,
  stored?: Row | null,
): Array<{ path: string[]; label: string }> {
  return unshownPictures(uid, data, stored).map((path) => putBack(uid, data, stored, path));
}

/** The same for pictures whose upload was deleted since (a restored version's): each is checked on the disk. */
export async function keepPicturesStillThere(strapi: Core.Strapi, uid: string, data: Row, stored?: Row | null) {
  const gone: string[][] = [];
  for (const [path, address] of (PICTURE_FIELDS[uid]?.paths ?? []).flatMap((p) => addressesAt(data, p)))
    if (address && valueAt(stored ?? undefined, path) !== address && !(await pictureStillThere(strapi, address)))
      gone.push(path);
  return gone.map((path) => putBack(uid, data, stored, path));
}

/**
 * A logo or photo a page shows (a division's logo, a member's photo, the site logo, the Hero's pictures) is one the
 * page can show: an address on another website would be saved and then blocked by the Content-Security-Policy, never
 * shown. Refused on its field, in its form's words; an address the write leaves as it is passes (stored before this
 * rule), so the row stays editable. Database lifecycles, so every door. (A Drive link typed as a member's photo is
 * first made the address Drive shows it from: api/organization/lib/member-photo-rule.ts.)
 */
export function subscribeShownPictures(strapi: Core.Strapi) {
  const check = async (event: RowEvent) => {
    const { data } = event.params;
    const uid = event.model.uid;
    if (!data || !unshownPictures(uid, data).length) return;
    const stored = event.action === 'beforeCreate' ? null : (await rowsBefore(strapi, event))[0];
    const [path] = unshownPictures(uid, data, stored);
    if (!path) return;
    const label = labelAt(PICTURE_FIELDS[uid].labels, path, { divisions: await settingsDivisions(strapi) });
    throw fieldRefusal(path, fieldMessage(label ?? path.join('.'), PICTURE_ELSEWHERE));
  };
  strapi.db.lifecycles.subscribe({
    models: Object.keys(PICTURE_FIELDS),
    beforeCreate: check,
    beforeCreateMany: eachRow(check),
    beforeUpdate: check,
    beforeUpdateMany: eachUpdated(strapi, check),
  });
}
