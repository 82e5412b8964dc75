import { uploadImage } from '@/lib/upload-image';

/** POST /api/upload (category 'content'): an image for the public pages; answers its URL. */
export const uploadContentImage = (file: File, signal?: AbortSignal) => uploadImage(file, 'content', signal);
