import { CHAT_FAILURE_REPLY, CHAT_MISSING_ANSWER_REPLY } from '@hmti/contract';
import type { KnowledgeBase } from './knowledge';

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
  reply(input: ProviderInput): Promise<ProviderResult>;
}

export const replyText = (result: ProviderResult): string =>
  result.kind === 'ok' ? result.text : result.kind === 'missing' ? CHAT_MISSING_ANSWER_REPLY : CHAT_FAILURE_REPLY;
