import { CHAT_TEXTS } from './chat-texts';

/** What the chat accepts as an image; the server checks the bytes again. */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const CHAT_IMAGE_MAX_MB = 5;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** Null when the file may be sent, otherwise the reason in the visitor's words. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return CHAT_TEXTS.imageWrongType;
  if (file.size > CHAT_IMAGE_MAX_MB * 1024 * 1024) return CHAT_TEXTS.imageTooLarge(CHAT_IMAGE_MAX_MB);
  return null;
}
