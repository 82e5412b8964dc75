import { api } from '@/lib/api-client';

/** POST /api/upload/content-image: an image inserted into an article's content; answers its URL. */
export async function uploadContentImage(file: File, articleId: number | string, signal?: AbortSignal) {
  const form = new FormData();
  form.set('image', file);
  form.set('articleId', String(articleId));
  const data = await api.post<{ url?: string } | null>('/api/upload/content-image', form, { signal });
  return data?.url ?? '';
}
