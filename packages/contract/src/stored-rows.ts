import { z } from 'zod';
import { articleFieldsSchema } from './article-input.js';
import { divisionUpdateSchema } from './division-input.js';
import { libraryFieldsSchema } from './library-input.js';
import { memberFieldsSchema, periodSchema, positionNameSchema } from './organization-input.js';
import { isSafeStoredUrl, STORED_URL_RULE, type StoredUrlKind } from './stored-url.js';

/**
 * The rules a stored row of each content type obeys, whichever door writes it (the site's /api, the Strapi admin
 * panel, scripts): the same field schemas the forms and the /api check, plus the URL fields the /api fills itself.
 * The cms's data layer checks every field a write sets; an empty optional field is stored as null.
 */
const storedUrl = (label: string, kind: StoredUrlKind) =>
  z
    .string()
    .trim()
    .max(1000, `${label} ${STORED_URL_RULE[kind]}`)
    .refine((url) => !url || isSafeStoredUrl(url, kind), `${label} ${STORED_URL_RULE[kind]}`)
    .nullable();

const article = articleFieldsSchema.shape;
const division = divisionUpdateSchema.shape;
const member = memberFieldsSchema.shape;
const library = libraryFieldsSchema.shape;

export const STORED_ROW_FIELDS = {
  article: {
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    tags: article.tags.nullable(),
    image: storedUrl('Image', 'image'),
  },
  division: {
    displayName: division.displayName,
    description: division.description.nullable(),
    positions: division.positions.nullable(),
    color: division.color.nullable(),
    logo: division.logo.nullable(),
  },
  member: {
    name: member.name,
    position: member.position,
    period: member.period,
    imageUrl: storedUrl('Photo', 'image'),
  },
  position: { name: positionNameSchema, period: periodSchema },
  libraryItem: {
    title: library.title,
    description: library.description,
    fullDescription: library.fullDescription.nullable(),
  },
  libraryMedia: {
    url: z
      .string(`URL ${STORED_URL_RULE.link}`)
      .trim()
      .refine((url) => isSafeStoredUrl(url, 'link'), `URL ${STORED_URL_RULE.link}`),
  },
} satisfies Record<string, Record<string, z.ZodType>>;

export type StoredRowType = keyof typeof STORED_ROW_FIELDS;
