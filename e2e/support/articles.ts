import { expect, type APIRequestContext } from '@playwright/test';
import { tinyPng } from '../../cms/tests/harness/fake-drive.mjs';
import { deleteAsOwner } from './cleanup';

export interface PublishedArticle {
  id: number;
  slug: string;
  /** The uploaded picture's URL (under /uploads/). */
  image: string;
}

/**
 * Publishes, as the owner, an article whose picture is an upload (a one-colour 1200 px PNG, so the upload plugin
 * makes every width from it), tagged "Uji" unless `tags` says otherwise; leftovers of an earlier run with the same title go first.
 */
export async function publishArticleWithUpload(
  request: APIRequestContext,
  article: {
    title: string;
    excerpt: string;
    content: string;
    picture: { name: string; rgb: [number, number, number] };
    tags?: string[];
  },
): Promise<PublishedArticle> {
  await deleteAsOwner(request, 'articles', article.title);
  const [r, g, b] = article.picture.rgb;
  const created = await request.post('/api/articles', {
    multipart: {
      title: article.title,
      excerpt: article.excerpt,
      content: article.content,
      published: 'true',
      tags: JSON.stringify(article.tags ?? ['Uji']),
      image: { name: article.picture.name, mimeType: 'image/png', buffer: tinyPng(r, g, b, 1200) },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as PublishedArticle;
}

/** The article with this title as the dashboard's editor reads it (GET /api/articles/manage/:id), on `request`'s account. */
export async function storedArticle(request: APIRequestContext, title: string) {
  const list = await request.get(`/api/articles/manage?q=${encodeURIComponent(title)}`);
  expect(list.ok(), await list.text()).toBe(true);
  const body = (await list.json()) as
    Array<{ id: number; title: string }> | { data: Array<{ id: number; title: string }> };
  const row = (Array.isArray(body) ? body : body.data).find((r) => r.title === title);
  expect(row, `article ${title}`).toBeTruthy();
  const full = await request.get(`/api/articles/manage/${row!.id}`);
  expect(full.ok(), await full.text()).toBe(true);
  return (await full.json()) as {
    id: number;
    slug: string;
    content: string;
    tags: string[];
    image: string;
    published: boolean;
    scheduledAt: string | null;
  };
}
