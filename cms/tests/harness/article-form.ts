import type { CmsInstance } from './cms-process';
import { DRIVE_IDS } from './fake-drive.mjs';

/** The share link of the fake Drive's public file: the picture an article gets unless its test says otherwise. */
export const DRIVE_LINK = `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view`;

/** Fields of the form beside or instead of the defaults; one given as `undefined` is left out of the form. */
export type ArticleFields = Record<string, string | Blob | undefined>;

/**
 * The dashboard's article form (POST/PUT /api/articles) as its editor sends it: the title, an excerpt and content
 * made from it, a draft, one tag and a Drive picture, then `fields` added or overriding. A save that sends no picture
 * (an edit keeping the one it has, a form that must lack it) says so with `gdriveUrl: undefined`.
 */
export function articleForm(title: string, fields: ArticleFields = {}): FormData {
  const all: ArticleFields = {
    title,
    excerpt: `Ringkasan ${title}`,
    content: `<p>${title}</p>`,
    published: 'false',
    tags: '["Uji"]',
    gdriveUrl: DRIVE_LINK,
    ...fields,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(all)) if (value !== undefined) form.append(name, value);
  return form;
}

/** The Strapi document id of the article with row id `id` (the id the dashboard's answers give). */
export async function documentIdOf(cms: Pick<CmsInstance, 'database'>, id: number): Promise<string> {
  const [row] = await cms.database.query<{ document_id: string }>(`SELECT document_id FROM articles WHERE id = ${id}`);
  return row.document_id;
}
