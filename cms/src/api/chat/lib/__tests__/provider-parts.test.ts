import { afterEach, describe, expect, it, vi } from 'vitest';
import { KnowledgeBase } from '../knowledge';
import { ChatRateLimit, KeyedLock, Semaphore } from '../limits';
import { answerText, buildRequest } from '../openai-provider';
import { CHAT_FAILURE_REPLY, CHAT_MISSING_ANSWER_REPLY } from '@hmti/contract';
import { replyText } from '../provider';
import { VisitorCookie } from '../visitor-cookie';
import { memoryCounterStore } from '../../../../lib/counter-store';
import { seedSiteData } from './seed-site';

describe('visitor cookie', () => {
  const cookie = new VisitorCookie('a-test-secret-of-enough-length');

  it('verifies what it issued and nothing else', () => {
    const { id, value } = cookie.issue();
    expect(cookie.verify(value)).toBe(id);
    const [, mac] = value.split('.');
    const other = cookie.issue();
    expect(cookie.verify(`${other.id}.${mac}`)).toBeNull();
    expect(cookie.verify(`${id}.${mac.slice(0, -1)}x`)).toBeNull();
    expect(cookie.verify(id)).toBeNull();
    expect(cookie.verify(`${value}.x`)).toBeNull();
    expect(cookie.verify(undefined)).toBeNull();
    expect(new VisitorCookie('another-secret-of-enough-length').verify(value)).toBeNull();
  });
});

describe('limits', () => {
  afterEach(() => vi.useRealTimers());

  it('limits per visitor and per IP within a minute', async () => {
    vi.useFakeTimers({ now: 0 });
    const limit = new ChatRateLimit(memoryCounterStore(), 3);
    for (let i = 0; i < 3; i += 1) expect((await limit.hit('v1', '1.1.1.1')).allowed).toBe(true);
    expect(await limit.hit('v1', '2.2.2.2')).toEqual({ allowed: false, retryAfter: 60 });
    expect((await limit.hit('v2', '1.1.1.1')).allowed).toBe(false);
    expect((await limit.hit('v3', '3.3.3.3')).allowed).toBe(true);
    vi.advanceTimersByTime(61_000);
    expect((await limit.hit('v1', '1.1.1.1')).allowed).toBe(true);
  });

  it('caps concurrent work and runs one visitor’s tasks in order', async () => {
    const sem = new Semaphore(1);
    const release = sem.tryAcquire()!;
    expect(sem.tryAcquire()).toBeNull();
    release();
    release();
    expect(sem.inUse).toBe(0);

    const lock = new KeyedLock();
    const order: string[] = [];
    let finishFirst = () => {};
    const firstMayFinish = new Promise<void>((r) => (finishFirst = r));
    const slow = lock.run('v', async () => {
      await firstMayFinish;
      order.push('first');
    });
    const fast = lock.run('v', async () => {
      order.push('second');
    });
    await new Promise((r) => setImmediate(r)); // every pending promise callback has run
    expect(order).toEqual([]); // the second task waits for the first, however long it takes
    finishFirst();
    await Promise.all([slow, fast]);
    expect(order).toEqual(['first', 'second']);
    expect(lock.size).toBe(0);
  });
});

describe('OpenAI-compatible request and answer', () => {
  const kb = new KnowledgeBase(seedSiteData());

  it('puts the system prompt with retrieved passages first, then history, then the message with its image', () => {
    const body = buildRequest(
      {
        question: 'artikel tentang keamanan siber',
        image: { mime: 'image/png', data: Buffer.from('png-bytes') },
        history: [
          { role: 'user', content: 'halo' },
          { role: 'assistant', content: 'Halo!' },
        ],
        knowledge: kb,
      },
      { model: 'm-1', maxTokens: 100, contextPassages: 3 },
    );
    expect(body.model).toBe('m-1');
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toContain('Kelas Dasar Keamanan Siber');
    expect(body.messages[0].content).toContain('/artikel/11/kelas-dasar-keamanan-siber-untuk-mahasiswa');
    expect(body.messages.slice(1, 3)).toEqual([
      { role: 'user', content: 'halo' },
      { role: 'assistant', content: 'Halo!' },
    ]);
    expect(body.messages[3]).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: 'artikel tentang keamanan siber' },
        {
          type: 'image_url',
          image_url: { url: `data:image/png;base64,${Buffer.from('png-bytes').toString('base64')}` },
        },
      ],
    });
  });

  it('reads the answer text, or none from malformed answers', () => {
    expect(answerText({ choices: [{ message: { content: ' Jawaban ' } }] })).toBe('Jawaban');
    expect(
      answerText({
        choices: [
          {
            message: {
              content: [
                { type: 'text', text: 'A' },
                { type: 'text', text: 'B' },
              ],
            },
          },
        ],
      }),
    ).toBe('AB');
    expect(answerText({ choices: [{ message: { content: '' } }] })).toBeNull();
    expect(answerText({ choices: [] })).toBeNull();
    expect(answerText({ error: 'x' })).toBeNull();
    expect(answerText(null)).toBeNull();
  });

  it('maps failed and empty results to the two failure replies', () => {
    expect(replyText({ kind: 'ok', text: 'x' })).toBe('x');
    expect(replyText({ kind: 'error', reason: 'timeout' })).toBe(CHAT_FAILURE_REPLY);
    expect(replyText({ kind: 'missing', reason: 'no text' })).toBe(CHAT_MISSING_ANSWER_REPLY);
  });
});
