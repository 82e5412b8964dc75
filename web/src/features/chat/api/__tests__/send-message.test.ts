import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CHAT_TEXTS } from '../../lib/chat-texts';
import { createConversationStore } from '../../lib/conversation-store';
import { askQuestion, chatSendMutationOptions, failureReply, readChatReply, sendChatMessage } from '../send-message';

afterEach(() => vi.unstubAllGlobals());

const item = (role: string, content: string, extra: Record<string, unknown> = {}) => ({
  id: `${role}-${content}`,
  role,
  content,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...extra,
});
const reply = (...messages: unknown[]) => ({ chat: { messages } });
const stubFetch = (status: number, body: unknown) => {
  const fetchMock = vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const sentRequest = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls[0] as unknown as [string, RequestInit];

describe('readChatReply', () => {
  it('takes the answer from the last item and the sent image from the question', () => {
    expect(
      readChatReply(
        reply(
          item('user', 'lama'),
          item('assistant', 'lama'),
          item('user', 'ini', { imageUrl: '/uploads/chat/a.png' }),
          item('assistant', 'Jawaban'),
        ),
      ),
    ).toEqual({
      content: 'Jawaban',
      imageUrl: '/uploads/chat/a.png',
    });
  });

  it('also accepts the image address on the last item', () => {
    expect(
      readChatReply(reply(item('user', ''), item('assistant', 'ok', { imageUrl: '/uploads/chat/b.png' }))),
    ).toEqual({ content: 'ok', imageUrl: '/uploads/chat/b.png' });
  });

  it.each([
    ['an empty answer', reply(item('user', 'a'), item('assistant', '  '))],
    ['a null answer', reply(item('user', 'a'), { role: 'assistant', content: null })],
    ['a last item that is not the assistant', reply(item('user', 'a'))],
    ['no messages', reply()],
    ['no chat at all', { ok: true }],
    ['an empty body', null],
  ])('has no answer text for %s', (_label, body) => {
    expect(readChatReply(body).content).toBeNull();
  });
});

describe('sendChatMessage', () => {
  it('sends JSON {message} without an image', async () => {
    const fetchMock = stubFetch(200, reply(item('user', 'halo'), item('assistant', 'Hai')));
    expect(await sendChatMessage({ message: 'halo' })).toEqual({ content: 'Hai', imageUrl: undefined });
    const [url, init] = sentRequest(fetchMock);
    expect(url).toBe('/api/chat/message');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"message":"halo"}');
  });

  it('sends multipart {message, image} with an image', async () => {
    const fetchMock = stubFetch(
      200,
      reply(item('user', 'lihat', { imageUrl: '/uploads/chat/c.png' }), item('assistant', 'Terlihat')),
    );
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    expect(await sendChatMessage({ message: 'lihat', image })).toEqual({
      content: 'Terlihat',
      imageUrl: '/uploads/chat/c.png',
    });
    const body = sentRequest(fetchMock)[1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('message')).toBe('lihat');
    expect((body.get('image') as File).name).toBe('foto.png');
    expect((sentRequest(fetchMock)[1].headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('failureReply', () => {
  const NOW = 1_000_000;
  it('shows the wait of a 429 from retryAfter (top level or error object) and blocks sending until then', () => {
    expect(failureReply(new ApiError(429, 'Too Many Requests', '', { message: 'x', retryAfter: 42 }), NOW)).toEqual({
      content: CHAT_TEXTS.rateLimitedReply(42),
      retryUntil: NOW + 42_000,
    });
    expect(
      failureReply(new ApiError(429, 'Too Many Requests', '', { error: { details: { retryAfter: 7.2 } } }), NOW),
    ).toEqual({ content: CHAT_TEXTS.rateLimitedReply(8), retryUntil: NOW + 8000 });
    expect(failureReply(new ApiError(429, 'Too Many Requests', '', null), NOW).retryUntil).toBe(NOW + 60_000);
  });

  it('answers every other failure with the generic failure reply', () => {
    for (const error of [
      new ApiError(500, 'x', '', null),
      new ApiError(503, 'x', '', null),
      new ApiError(400, 'x', '', null),
      new TypeError('Failed to fetch'),
    ]) {
      expect(failureReply(error, NOW)).toEqual({
        content: 'Maaf, terjadi kesalahan. Silakan coba lagi nanti.',
        retryUntil: null,
      });
    }
  });
});

describe('sending a question', () => {
  const memoryStorage = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  };
  const run = async (input: { message: string; image?: File }) => {
    const store = createConversationStore(memoryStorage());
    const observer = new MutationObserver(new QueryClient(), chatSendMutationOptions(store));
    const variables = askQuestion(store, input);
    expect(store.getState().pending).toBe(variables !== null);
    if (variables) await observer.mutate(variables).catch(() => undefined);
    return store.getState();
  };

  it('records question and answer, and the server address of the sent image', async () => {
    stubFetch(200, reply(item('user', 'foto', { imageUrl: '/uploads/chat/d.png' }), item('assistant', '**Bagus**')));
    const state = await run({ message: '  foto ', image: new File(['x'], 'a.png', { type: 'image/png' }) });
    expect(state.pending).toBe(false);
    expect(state.entries.map(({ role, content, imageUrl, failed }) => ({ role, content, imageUrl, failed }))).toEqual([
      { role: 'user', content: 'foto', imageUrl: '/uploads/chat/d.png', failed: undefined },
      { role: 'assistant', content: '**Bagus**', imageUrl: undefined, failed: undefined },
    ]);
  });

  it('replies "Maaf, terjadi kesalahan pada AI." when the answer text is missing', async () => {
    stubFetch(200, reply(item('user', 'a'), { role: 'assistant', content: '' }));
    const state = await run({ message: 'a' });
    expect(state.entries[1]).toMatchObject({
      role: 'assistant',
      content: 'Maaf, terjadi kesalahan pada AI.',
      failed: true,
    });
  });

  it('replies "Maaf, terjadi kesalahan. Silakan coba lagi nanti." when the request fails', async () => {
    stubFetch(500, { message: 'Terjadi kesalahan pada server.' });
    const state = await run({ message: 'a' });
    expect(state.entries[1]).toMatchObject({
      role: 'assistant',
      content: 'Maaf, terjadi kesalahan. Silakan coba lagi nanti.',
      failed: true,
    });
    expect(state.retryUntil).toBeNull();
  });

  it('tells the wait of a 429 and remembers it', async () => {
    stubFetch(429, { message: 'Terlalu banyak pesan.', retryAfter: 30 });
    const state = await run({ message: 'a' });
    expect(state.entries[1].content).toBe(CHAT_TEXTS.rateLimitedReply(30));
    expect(state.retryUntil).toBeGreaterThan(Date.now() + 29_000);
  });

  it('sends nothing without text or image', async () => {
    const fetchMock = stubFetch(200, {});
    expect((await run({ message: '   ' })).entries).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
