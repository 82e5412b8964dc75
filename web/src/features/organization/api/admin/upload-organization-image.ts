import { useMutation } from '@tanstack/react-query';
import { uploadImage } from '@/lib/upload-image';
import { IMAGE_ONLY, imageFileSchema } from '../../lib/admin/member-form';

/** POST /api/upload (category 'organization'): answers the stored image's URL. */
export const useUploadOrganizationImage = () =>
  useMutation({ mutationFn: (file: File) => uploadImage(imageFileSchema(IMAGE_ONLY).parse(file), 'organization') });
