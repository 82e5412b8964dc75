import { z } from 'zod';
import { articleFieldsSchema } from './article-input.js';
import { divisionUpdateSchema } from './division-input.js';
import { DIVISION_KEY_MAX, DIVISION_KEY_PATTERN } from './divisions.js';
import { FIELD_LABELS, labelsUnder, type FieldLabels } from './field-labels.js';
import { labelled } from './input-check.js';
import { libraryFieldsSchema } from './library-input.js';
import { createRoleSchema } from './role-input.js';
import { memberFieldsSchema, periodSchema, positionNameSchema } from './organization-input.js';
import { isSafeStoredUrl, STORED_URL_RULE, storedUrlSchema } from './stored-url.js';

/**
 * The rules a stored row of each content type obeys, whichever door writes it (the site's /api, the Strapi admin
 * panel, scripts): the same field schemas the forms and the /api check, plus the URL fields the /api fills itself.
 * The cms's data layer checks every field a write sets; an empty optional field is stored as null. Each field is
 * labelled as its dashboard form labels it, so a refusal in /admin says what the dashboard says.
 */

const article = articleFieldsSchema.shape;
const division = divisionUpdateSchema.shape;
const member = memberFieldsSchema.shape;
const library = libraryFieldsSchema.shape;
const role = createRoleSchema.shape;

/** Each field schema of a type, labelled by the type's labels (a list's items by its '*' entry). */
const fieldsOf = <F extends Record<string, z.ZodType>>(labels: FieldLabels, fields: F): F =>
  Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => [key, labelled(schema, labelsUnder(labels, key))]),
  ) as F;

export const STORED_ROW_FIELDS = {
  article: fieldsOf(FIELD_LABELS.article, {
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    tags: article.tags.nullable(),
    image: storedUrlSchema('image').nullable(),
  }),
  division: fieldsOf(FIELD_LABELS.division, {
    // The key as the dashboard makes it (divisionNameOf); only /admin lets one be typed.
    name: z
      .string()
      .trim()
      .min(1)
      .max(DIVISION_KEY_MAX)
      .regex(DIVISION_KEY_PATTERN, 'hanya boleh berisi huruf kecil, angka dan garis bawah'),
    displayName: division.displayName,
    description: division.description.nullable(),
    positions: division.positions.nullable(),
    color: division.color.nullable(),
    logo: division.logo.nullable(),
  }),
  member: fieldsOf(FIELD_LABELS.member, {
    name: member.name,
    position: member.position,
    period: member.period,
    imageUrl: storedUrlSchema('image').nullable(),
  }),
  position: fieldsOf(FIELD_LABELS.position, { name: positionNameSchema, period: periodSchema }),
  period: fieldsOf(FIELD_LABELS.period, { name: periodSchema }),
  role: fieldsOf(FIELD_LABELS.role, {
    name: role.name,
    displayName: role.displayName,
    description: role.description.nullable(),
  }),
  libraryItem: fieldsOf(FIELD_LABELS.library, {
    title: library.title,
    description: library.description,
    fullDescription: library.fullDescription.nullable(),
  }),
  libraryMedia: fieldsOf(FIELD_LABELS.libraryMedia, {
    url: z
      .string()
      .trim()
      .refine((url) => isSafeStoredUrl(url, 'link'), STORED_URL_RULE.link),
  }),
} satisfies Record<string, Record<string, z.ZodType>>;

export type StoredRowType = keyof typeof STORED_ROW_FIELDS;

/** Why a picture's address is refused (after its field's label): a page could not show it. */
export const PICTURE_ELSEWHERE = 'harus berupa link berbagi Google Drive atau alamat file situs ini (/uploads/…)';

/** The Drive file id in an address Drive shows a file from (lh3 …/d/<id>=s…, …/file/d/<id>/preview, ?id=<id>). */
const SHOWN_DRIVE_ID = /(?:\/d\/|[?&]id=)([A-Za-z0-9_-]{10,200})/;

/**
 * Where a stored picture's address (trimmed, not a Drive share link, which is stored as Drive shows it) is, when it
 * is one a page can show: a file of this site (under /uploads/, or from `uploads`, the upload bucket's host) or a
 * Google Drive file with its id (from `pictures`, the hosts the Content-Security-Policy's img-src allows). Undefined
 * for any other address: another host's picture, which the page would block, or another path of this site. The rule
 * of a library item's files and of a member's photo address, at every door.
 */
export function shownPictureSource(
  url: string,
  origins: { uploads: readonly string[]; pictures: readonly string[] },
): { source: 'local' } | { source: 'gdrive'; driveFileId: string } | undefined {
  if (url === '#' || !isSafeStoredUrl(url, 'link')) return undefined;
  // As a browser resolves it: '/uploads/../api/…' (or %2e%2e) is another path of this site.
  if (url.startsWith('/'))
    return new URL(url, 'http://site.invalid').pathname.startsWith('/uploads/') ? { source: 'local' } : undefined;
  const origin = new URL(url).origin;
  if (origins.uploads.includes(origin)) return { source: 'local' };
  const id = SHOWN_DRIVE_ID.exec(url)?.[1];
  return origins.pictures.includes(origin) && id ? { source: 'gdrive', driveFileId: id } : undefined;
}
