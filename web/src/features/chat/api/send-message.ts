import { useMutation } from '@tanstack/react-query';
import { readChatAnswer } from '@hmti/contract';
import { api, ApiError } from '@/lib/api-client';
import { CHAT_TEXTS } from '../lib/chat-texts';
import { conversationStore, newEntry, type ConversationStore } from '../lib/conversation-store';

export interface SendChatInput {
  message: string;
  image?: File | null;
}

/** The answer: its text (null when the server sent none) and where the sent image now lives. */
export interface ChatReply {
  content: string | null;
  imageUrl?: string;
}

/** A stuck request ends with the failure reply instead of an endless typing indicator. */
const CHAT_CLIENT_TIMEOUT_MS = 60_000;
const DEFAULT_RETRY_AFTER_S = 60;

/** The last item of chat.messages carries the answer; anything else means no answer text. */
export function readChatReply(data: unknown): ChatReply {
  const messages = readChatAnswer(data);
  if (!messages) return { content: null };
  const last = messages[messages.length - 1];
  const question = [...messages].reverse().find((m) => m.role === 'user');
  return {
    content: last.role === 'assistant' && last.content.trim() ? last.content : null,
    imageUrl: last.imageUrl ?? question?.imageUrl,
  };
}

/** POST /api/chat/message: JSON {message}, or multipart {message, image} when an image goes along. */
export async function sendChatMessage({ message, image }: SendChatInput, signal?: AbortSignal): Promise<ChatReply> {
  let body: Record<string, unknown> | FormData = { message };
  if (image) {
    body = new FormData();
    body.set('message', message);
    body.set('image', image);
  }
  return readChatReply(await api.post<unknown>('/api/chat/message', body, { signal }));
}

/** What the assistant's bubble says after a failed send, and until when sending waits. */
export function failureReply(error: unknown, now = Date.now()): { content: string; retryUntil: number | null } {
  if (error instanceof ApiError && error.status === 429) {
    const seconds = error.retryAfter ?? DEFAULT_RETRY_AFTER_S;
    return { content: CHAT_TEXTS.rateLimitedReply(seconds), retryUntil: now + seconds * 1000 };
  }
  return { content: CHAT_TEXTS.failureReply, retryUntil: null };
}

export interface SendVariables extends SendChatInput {
  questionId: string;
  previewUrl?: string;
}

/**
 * What sending does to the tab's conversation. The callbacks sit on the mutation itself, so an
 * answer that arrives after the panel was closed (or the page changed) is still recorded.
 */
export const chatSendMutationOptions = (store: ConversationStore) => ({
  mutationFn: (variables: SendVariables) => sendChatMessage(variables, AbortSignal.timeout(CHAT_CLIENT_TIMEOUT_MS)),
  onSuccess: (reply: ChatReply, { questionId, image, previewUrl }: SendVariables) => {
    const sentImageUrl = image ? reply.imageUrl : undefined;
    if (sentImageUrl && previewUrl) URL.revokeObjectURL(previewUrl);
    const answer = reply.content
      ? newEntry('assistant', reply.content)
      : newEntry('assistant', CHAT_TEXTS.missingAnswerReply, { failed: true });
    store.answer(questionId, answer, sentImageUrl);
  },
  onError: (error: unknown) => {
    const { content, retryUntil } = failureReply(error);
    store.fail(newEntry('assistant', content, { failed: true }), retryUntil);
  },
});

/** Puts the visitor's question into the conversation (image shown from a local preview) and returns what to send. */
export function askQuestion(store: ConversationStore, input: SendChatInput): SendVariables | null {
  const message = input.message.trim();
  if (!message && !input.image) return null;
  const previewUrl = input.image ? URL.createObjectURL(input.image) : undefined;
  const question = newEntry('user', message, { imageUrl: previewUrl });
  store.startSending(question);
  return { message, image: input.image, questionId: question.id, previewUrl };
}

/** The send function of the chat panel: question in, answer (or failure reply) into the conversation. */
export function useSendChatMessage() {
  const mutation = useMutation(chatSendMutationOptions(conversationStore));
  return (input: SendChatInput) => {
    const variables = askQuestion(conversationStore, input);
    if (variables) mutation.mutate(variables);
  };
}
