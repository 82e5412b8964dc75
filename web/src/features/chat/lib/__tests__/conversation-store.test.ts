import { describe, expect, it, vi } from 'vitest';
import {
  CONVERSATION_STORAGE_KEY,
  MAX_STORED_ENTRIES,
  createConversationStore,
  loadConversation,
  type ChatEntry,
} from '../conversation-store';

/** sessionStorage as the browser has it: strings by key. */
class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const entry = (id: string, role: ChatEntry['role'], content: string, extra: Partial<ChatEntry> = {}): ChatEntry => ({
  id,
  role,
  content,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...extra,
});

describe('conversation store', () => {
  it('survives a reload: a new store on the same session storage has the same conversation', () => {
    const storage = new MemoryStorage();
    const first = createConversationStore(storage);
    first.startSending(entry('q1', 'user', 'siapa ketua?'));
    first.answer('q1', entry('a1', 'assistant', 'Ketua: **Budi**'));

    const reloaded = createConversationStore(storage);
    expect(reloaded.getState()).toEqual({
      entries: [entry('q1', 'user', 'siapa ketua?'), entry('a1', 'assistant', 'Ketua: **Budi**')],
      pending: false,
      retryUntil: null,
    });
  });

  it('shows the typing state while sending, and a reload never comes back stuck in it', () => {
    const storage = new MemoryStorage();
    const store = createConversationStore(storage);
    store.startSending(entry('q1', 'user', 'halo'));
    expect(store.getState().pending).toBe(true);
    expect(createConversationStore(storage).getState().pending).toBe(false);
  });

  it('puts the server address of a sent image on the question, and never keeps a blob: preview', () => {
    const storage = new MemoryStorage();
    const store = createConversationStore(storage);
    store.startSending(entry('q1', 'user', 'ini gambar', { imageUrl: 'blob:https://x/1' }));
    expect(JSON.parse(storage.getItem(CONVERSATION_STORAGE_KEY)!).entries[0].imageUrl).toBeUndefined();
    store.answer('q1', entry('a1', 'assistant', 'Gambar diterima'), '/uploads/chat/abc.png');
    expect(createConversationStore(storage).getState().entries[0]).toEqual(
      entry('q1', 'user', 'ini gambar', { imageUrl: '/uploads/chat/abc.png' }),
    );
  });

  it('keeps a failure reply and the 429 wait across a reload', () => {
    const storage = new MemoryStorage();
    const store = createConversationStore(storage);
    store.startSending(entry('q1', 'user', 'halo'));
    store.fail(entry('a1', 'assistant', 'Maaf', { failed: true }), 1_800_000_000_000);
    expect(createConversationStore(storage).getState()).toMatchObject({
      retryUntil: 1_800_000_000_000,
      entries: [{ id: 'q1' }, { id: 'a1', failed: true }],
    });
  });

  it('stores only the newest entries', () => {
    const storage = new MemoryStorage();
    const store = createConversationStore(storage);
    for (let i = 0; i < MAX_STORED_ENTRIES + 5; i++) store.fail(entry(`a${i}`, 'assistant', `${i}`));
    const kept = createConversationStore(storage).getState().entries;
    expect(kept).toHaveLength(MAX_STORED_ENTRIES);
    expect(kept[0].id).toBe('a5');
  });

  it('notifies subscribers until they unsubscribe', () => {
    const store = createConversationStore(new MemoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.startSending(entry('q1', 'user', 'a'));
    unsubscribe();
    store.fail(entry('a1', 'assistant', 'b'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('starts empty on garbage, on a foreign shape, without storage, and when storage throws', () => {
    const empty = { entries: [], pending: false, retryUntil: null };
    const storage = new MemoryStorage();
    storage.setItem(CONVERSATION_STORAGE_KEY, '{not json');
    expect(loadConversation(storage)).toEqual(empty);
    storage.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify({ entries: [{ role: 'hacker' }], retryUntil: null }));
    expect(loadConversation(storage)).toEqual(empty);
    expect(loadConversation(null)).toEqual(empty);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    const store = createConversationStore(broken);
    store.startSending(entry('q1', 'user', 'tetap di memori'));
    expect(store.getState().entries).toHaveLength(1);
  });
});
