import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { badRequest, httpError, tooManyRequests } from '../../../lib/http-error';
import { noteRefusal } from '../../../lib/observability/request-notes';
import type { UploadedFile } from '../../../lib/multipart';
import { ChatRateLimit, KeyedLock, Semaphore } from '../lib/limits';
import { sharedCounterStore } from '../../../lib/shared-counter-store';
import { answerOffline } from '../lib/offline-assistant';
import { OpenAiCompatibleProvider } from '../lib/openai-provider';
import { replyText, type ChatProvider, type ProviderTurn } from '../lib/provider';
import { parseInput } from '../../../lib/request-input';
import {
  CHAT_FAILURE_REPLY,
  CHAT_MISSING_ANSWER_REPLY,
  chatMessageSchema,
  type ChatLimits,
  type ChatMessage,
} from '@hmti/contract';
import { service } from '../../../lib/services';

interface ChatRow {
  id: number;
  messages: ChatMessage[] | null;
  expiresAt: string;
}

const MAX_ANSWER_CHARS = 8000;
const SWEEP_EVERY_MS = 10 * 60_000;
const SWEEP_BATCH = 200;

const cfg = appConfig.chat;
const chatProvider: ChatProvider =
  cfg.provider === 'openai'
    ? new OpenAiCompatibleProvider(cfg)
    : {
        name: 'offline',
        reply: async ({ question, image, knowledge }) => ({
          kind: 'ok',
          text: answerOffline(knowledge, question, Boolean(image)),
        }),
      };

// Counted in the shared store (Redis when configured), so several instances share the limit.
const rateLimit = () => new ChatRateLimit(sharedCounterStore(), cfg.ratePerMinute);
const inFlight = new Semaphore(cfg.maxConcurrent);
const perVisitor = new KeyedLock();
let lastSweep = 0;

/** History as the provider sees it: no failure replies, images mentioned in words, the newest turns only. */
function providerHistory(messages: ChatMessage[], limit: number): ProviderTurn[] {
  return messages
    .filter((m) => !(m.role === 'assistant' && [CHAT_FAILURE_REPLY, CHAT_MISSING_ANSWER_REPLY].includes(m.content)))
    .map((m) => ({
      role: m.role,
      content: m.imageUrl ? `${m.content}${m.content ? ' ' : ''}[gambar terlampir]` : m.content,
    }))
    .filter((t) => t.content)
    .slice(-limit);
}

/** A message as stored and answered: only these fields, `imageUrl` only when there is one. */
const toDto = ({ id, role, content, imageUrl, createdAt }: ChatMessage): ChatMessage => ({
  id,
  role,
  content,
  ...(imageUrl ? { imageUrl } : {}),
  createdAt,
});
const newMessage = (role: ChatMessage['role'], content: string, imageUrl?: string) =>
  toDto({ id: crypto.randomUUID(), role, content, imageUrl, createdAt: new Date().toISOString() });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.log.info(`chat assistant provider: ${chatProvider.name}`);
  const images = () => service(strapi, 'api::chat.chat-images');
  const chats = () => strapi.db.query('api::chat.chat');

  /** Deletes expired conversations and their images (a batch at a time, at most every few minutes). */
  async function sweep() {
    lastSweep = Date.now();
    const expired = (await chats().findMany({
      select: ['id', 'messages'],
      where: { expiresAt: { $lt: new Date() } },
      limit: SWEEP_BATCH,
    })) as ChatRow[];
    if (!expired.length) return;
    await images().remove(expired.flatMap((c) => (c.messages ?? []).map((m) => m.imageUrl)));
    await chats().deleteMany({ where: { id: { $in: expired.map((c) => c.id) } } });
  }

  async function liveChat(visitorId: string): Promise<ChatRow> {
    const found = (await chats().findOne({
      where: { visitorId, expiresAt: { $gt: new Date() } },
      orderBy: [{ id: 'desc' }],
    })) as ChatRow | null;
    if (found) return found;
    return (await chats().create({
      data: { visitorId, messages: [], expiresAt: new Date(Date.now() + cfg.ttlSeconds * 1000) },
    })) as ChatRow;
  }

  const messageSchema = chatMessageSchema(cfg.messageMaxChars);
  // An image is refused beyond the chat's own limit and, before that, beyond the upload limit of every request body.
  const limits: ChatLimits = {
    messageMaxChars: cfg.messageMaxChars,
    imageMaxMb: Math.min(cfg.imageMaxBytes, appConfig.uploadMaxBytes) / 1048576,
  };

  return {
    /** The limits a message is held to here, for the widget to check against before it sends. */
    limits: () => limits,

    /** One visitor message in, the whole (capped) conversation out, its last item being the answer. */
    async send(input: { visitorId: string; ip: string; message: unknown; image?: UploadedFile }) {
      const limit = await rateLimit().hit(input.visitorId, input.ip);
      if (!limit.allowed) {
        noteRefusal({ kind: 'chat-rate-limit', reason: 'rate-limit', limit: cfg.ratePerMinute, window: '60s' });
        throw tooManyRequests(
          `Terlalu banyak pesan. Silakan coba lagi dalam ${limit.retryAfter} detik.`,
          limit.retryAfter,
        );
      }
      const text = parseInput(messageSchema, input.message);
      if (!text && !input.image) throw badRequest('Chat send needs text or an image');
      if (Date.now() - lastSweep > SWEEP_EVERY_MS)
        await sweep().catch((err) => strapi.log.warn(`chat sweep failed: ${(err as Error).message}`));

      const image = input.image ? await images().save(input.image) : undefined;
      let saved = false;
      try {
        // A visitor's messages wait for each other without holding a provider slot, so one visitor cannot take them all.
        return await perVisitor.run(input.visitorId, async () => {
          const release = inFlight.tryAcquire();
          if (!release) throw httpError(503, 'Asisten sedang sibuk. Silakan coba lagi sebentar lagi.');
          try {
            const chat = await liveChat(input.visitorId);
            const messages = Array.isArray(chat.messages) ? chat.messages : [];
            const knowledge = await service(strapi, 'api::chat.knowledge').current();
            const result = await chatProvider.reply({
              question: text,
              image: image && { mime: image.mime, data: image.bytes },
              history: providerHistory(messages, cfg.historySent),
              knowledge,
            });
            if (result.kind !== 'ok')
              strapi.log.warn(`chat provider ${chatProvider.name}: ${result.kind} (${result.reason})`);
            const all = [
              ...messages,
              newMessage('user', text, image?.url),
              newMessage('assistant', replyText(result).slice(0, MAX_ANSWER_CHARS)),
            ];
            const kept = all.slice(-cfg.historyKept);
            await images().remove(all.slice(0, all.length - kept.length).map((m) => m.imageUrl));
            await chats().update({ where: { id: chat.id }, data: { messages: kept } });
            saved = true; // the image belongs to the conversation from here on
            return { chat: { messages: kept.map(toDto), expiresAt: chat.expiresAt } };
          } finally {
            release();
          }
        });
      } finally {
        if (image && !saved) await images().remove([image.url]);
      }
    },
  };
};
