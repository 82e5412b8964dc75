import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { uploadImage } from '@/lib/upload-image';
import { IMAGE_ONLY } from '../../lib/admin/member-form';

const imageFileSchema = z
  .custom<File>((v) => typeof File !== 'undefined' && v instanceof File)
  .refine((f) => /^image\//i.test(f.type), IMAGE_ONLY);

/** POST /api/upload (category 'organization'): answers the stored image's URL. */
const uploadOrganizationImage = (file: File) => uploadImage(imageFileSchema.parse(file), 'organization');

export const useUploadOrganizationImage = () => useMutation({ mutationFn: uploadOrganizationImage });
