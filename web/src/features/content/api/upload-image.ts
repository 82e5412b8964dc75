import { api } from '@/lib/api-client';

export const NO_IMAGE_URL = 'Invalid server response - no image URL received';

/** POST /api/upload (multipart file + category 'content'): an image for the public pages; answers its URL. */
export async function uploadContentImage(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  form.set('category', 'content');
  const data = await api.post<{ url?: string } | null>('/api/upload', form, { signal });
  if (!data?.url) throw new Error(NO_IMAGE_URL);
  return data.url;
}
