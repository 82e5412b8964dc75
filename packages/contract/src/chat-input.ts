import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';
import { labelled, REASON } from './input-check.js';

/**
 * A chat message (POST /api/chat/message): its text and the optional image. These are the default limits; the operator
 * may set others (CHAT_MESSAGE_MAX_CHARS, CHAT_IMAGE_MAX_MB), which GET /api/chat/limits answers.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_IMAGE_MAX_MB = 5;

/** The limits the server holds a chat message to, as GET /api/chat/limits answers them (`{ limits }`). */
export interface ChatLimits {
  messageMaxChars: number;
  imageMaxMb: number;
}
/** What the widget checks against until the server's answer is known. */
export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  messageMaxChars: CHAT_MESSAGE_MAX_LENGTH,
  imageMaxMb: CHAT_IMAGE_MAX_MB,
};
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The chat's words the server answers with and the widget also says itself when it cannot reach the server. */
export const CHAT_FAILURE_REPLY = 'Maaf, terjadi kesalahan. Silakan coba lagi nanti.';
export const CHAT_MISSING_ANSWER_REPLY = 'Maaf, terjadi kesalahan pada AI.';
export const CHAT_IMAGE_WRONG_TYPE = 'Gambar harus berformat JPG, PNG, WebP, atau GIF.';
export const chatImageTooLarge = (maxMb: number) => `Ukuran gambar maksimal ${maxMb} MB.`;

/** The message text, line ends unified and trimmed; absent is empty (an image alone may be sent). */
export const chatMessageSchema = (max = CHAT_MESSAGE_MAX_LENGTH) =>
  labelled(
    z
      .unknown()
      .refine((value) => value === undefined || value === null || typeof value === 'string', REASON.text)
      .transform((value) => (typeof value === 'string' ? value.replace(/\r\n/g, '\n').trim() : ''))
      .pipe(z.string().max(max)),
    FIELD_LABELS.chat,
  );

/** One item of a conversation, as the server stores it and sends it. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  imageUrl?: string;
  createdAt: string;
}

const chatMessageItemSchema: z.ZodType<ChatMessage> = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  imageUrl: z.string().optional(),
  createdAt: z.string(),
});
const chatAnswerSchema = z.object({ chat: z.object({ messages: z.array(chatMessageItemSchema).min(1) }) });

/**
 * The messages of an answer of POST /api/chat/message (the conversation so far, the newest last), without any field
 * this shape does not name; null for an answer of another shape.
 */
export const readChatAnswer = (data: unknown): ChatMessage[] | null => {
  const parsed = chatAnswerSchema.safeParse(data);
  return parsed.success ? parsed.data.chat.messages : null;
};
