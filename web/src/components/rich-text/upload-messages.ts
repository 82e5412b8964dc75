import { ApiError, serverMessageOf } from '@/lib/api-client';

/** A save asked for while a picture is still on its way into the text. */
export const IMAGE_STILL_UPLOADING = 'Gambar di teks masih diunggah. Tunggu sampai selesai, lalu simpan.';

export const imageInsertedMessage = (url: string) => `Image inserted: ${url}`;

/** 'Failed to upload image: {message or Unknown error}'; the server's message when it sent one. */
export function uploadFailedMessage(error: unknown): string {
  const message =
    error instanceof ApiError
      ? (serverMessageOf(error) ?? `Upload failed: ${error.statusText || error.status}`)
      : error instanceof Error
        ? error.message
        : typeof error === 'string'
          ? error
          : '';
  return `Failed to upload image: ${message.trim() || 'Unknown error'}`;
}
