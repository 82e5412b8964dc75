import { ApiError } from '@/lib/api-client';

export const NO_IMAGE_URL = 'Invalid server response - no image URL received';

export const imageInsertedMessage = (url: string) => `Image inserted: ${url}`;

/** 'Failed to upload image: {message or Unknown error}'; the server's message when it sent one. */
export function uploadFailedMessage(error: unknown): string {
  let message = '';
  if (error instanceof ApiError) {
    const serverMessage = (error.data as { message?: unknown } | null)?.message;
    message =
      typeof serverMessage === 'string' && serverMessage
        ? serverMessage
        : `Upload failed: ${error.statusText || error.status}`;
  } else if (error instanceof Error) {
    message = error.message;
  } else if (typeof error === 'string') {
    message = error;
  }
  return `Failed to upload image: ${message.trim() || 'Unknown error'}`;
}
