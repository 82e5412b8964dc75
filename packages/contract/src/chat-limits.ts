/*
 * The chat's limits and the words both sides say, apart from the chat's schemas (chat-input.ts): the widget's launcher
 * is in the landing page's first bundle, which these keep free of zod.
 */

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
