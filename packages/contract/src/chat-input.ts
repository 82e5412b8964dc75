import { z } from 'zod';

/** A chat message (POST /api/chat/message): its text and the optional image; the server may lower the limits. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_IMAGE_MAX_MB = 5;
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const CHAT_MESSAGE_NOT_TEXT = 'Pesan harus berupa teks.';
export const chatMessageTooLong = (max: number) => `Pesan terlalu panjang (maksimal ${max} karakter).`;

/** The message text, line ends unified and trimmed; absent is empty (an image alone may be sent). */
export const chatMessageSchema = (max = CHAT_MESSAGE_MAX_LENGTH) =>
  z
    .unknown()
    .refine((value) => value === undefined || value === null || typeof value === 'string', CHAT_MESSAGE_NOT_TEXT)
    .transform((value) => (typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : ''))
    .pipe(z.string().max(max, chatMessageTooLong(max)));
