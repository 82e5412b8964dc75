import { api } from './api-client';

export const NO_IMAGE_URL = 'Invalid server response - no image URL received';

/** POST /api/upload (multipart file + the category it is stored under): answers the stored image's URL. */
export async function uploadImage(
  file: File,
  category: 'organization' | 'content',
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  form.set('category', category);
  const data = await api.post<{ url?: string } | null>('/api/upload', form, { signal });
  if (!data?.url) throw new Error(NO_IMAGE_URL);
  return data.url;
}
