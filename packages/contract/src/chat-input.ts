import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';
import { labelled, REASON } from './input-check.js';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-limits.js';

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
