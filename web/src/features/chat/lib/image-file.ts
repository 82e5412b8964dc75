import { CHAT_IMAGE_TYPES } from '@hmti/contract';
import { CHAT_TEXTS } from './chat-texts';

/**
 * Null when the file may be sent (the server checks its bytes again), otherwise the reason in the visitor's words.
 * `maxMb` is the server's limit (GET /api/chat/limits).
 */
export function imageProblem(file: Pick<File, 'type' | 'size'>, maxMb: number): string | null {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return CHAT_TEXTS.imageWrongType;
  if (file.size > maxMb * 1024 * 1024) return CHAT_TEXTS.imageTooLarge(maxMb);
  return null;
}
