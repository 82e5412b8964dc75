import type { KnowledgeBase } from './knowledge';

/** The two replies for a failed answer: a failed call, and a call that returned no answer text (shown as the assistant's message). */
export const FAILURE_REPLY = 'Maaf, terjadi kesalahan. Silakan coba lagi nanti.';
export const MISSING_ANSWER_REPLY = 'Maaf, terjadi kesalahan pada AI.';

export interface ProviderTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ProviderInput {
  question: string;
  /** The image sent with this message: its bytes and the MIME type sniffed from them. */
  image?: { mime: string; data: Buffer };
  /** Earlier turns of the conversation, oldest first (already capped). */
  history: ProviderTurn[];
  knowledge: KnowledgeBase;
}

/** ok: the answer text; error: the provider failed or timed out; missing: it answered without text. */
export type ProviderResult =
  { kind: 'ok'; text: string } | { kind: 'error'; reason: string } | { kind: 'missing'; reason: string };

export interface ChatProvider {
  readonly name: string;
  /** Whether it looks at images (if not, their bytes are not read for it). */
  readonly readsImages: boolean;
  reply(input: ProviderInput): Promise<ProviderResult>;
}

export const replyText = (result: ProviderResult): string =>
  result.kind === 'ok' ? result.text : result.kind === 'missing' ? MISSING_ANSWER_REPLY : FAILURE_REPLY;
