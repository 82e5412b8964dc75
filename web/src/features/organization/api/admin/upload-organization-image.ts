import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { IMAGE_ONLY } from '../../lib/admin/member-form';

export const NO_IMAGE_URL = 'Invalid server response - no image URL received';

const imageFileSchema = z
  .custom<File>((v) => typeof File !== 'undefined' && v instanceof File)
  .refine((f) => /^image\//i.test(f.type), IMAGE_ONLY);

/** POST /api/upload (multipart file + category 'organization'): answers the stored image's URL. */
export async function uploadOrganizationImage(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', imageFileSchema.parse(file));
  form.set('category', 'organization');
  const data = await api.post<{ url?: string } | null>('/api/upload', form);
  if (!data?.url) throw new Error(NO_IMAGE_URL);
  return data.url;
}

export const useUploadOrganizationImage = () => useMutation({ mutationFn: uploadOrganizationImage });
