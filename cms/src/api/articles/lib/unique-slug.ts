import type { Core } from '@strapi/strapi';
import { slugify } from '../../../lib/slug';

/** A slug for `title` that no other article (draft or published, current or former slug) uses. */
export async function uniqueArticleSlug(strapi: Core.Strapi, title: string, exceptId?: number) {
  const base = slugify(title);
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base.slice(0, 55)}-${n}`;
    const where: Record<string, unknown> = {
      $or: [{ slug: candidate }, { slugHistory: { $contains: `|${candidate}|` } }],
    };
    if (exceptId) where.id = { $ne: exceptId };
    if ((await strapi.db.query('api::articles.article').count({ where })) === 0) return candidate;
  }
  return `${base.slice(0, 40)}-${Date.now()}`;
}
