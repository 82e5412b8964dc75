import { z } from 'zod';
import { browserStorage } from '@/lib/browser-storage';
import { CHAT_TEXTS } from './chat-texts';

export interface ChatState {
  entries: ChatEntry[];
  /** A send is on its way: the typing indicator shows and another send waits. */
  pending: boolean;
  /** Epoch ms before which the server asked us not to send again (429), or null. */
  retryUntil: number | null;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export const CONVERSATION_STORAGE_KEY = 'chat-conversation';
/** The server keeps a capped history too; the browser never needs more than this to show. */
export const MAX_STORED_ENTRIES = 100;

/** One bubble of the conversation. `failed` marks a reply the widget wrote itself after a failed send. */
const entrySchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  imageUrl: z.string().optional(),
  failed: z.boolean().optional(),
  createdAt: z.string(),
});
export type ChatEntry = z.infer<typeof entrySchema>;

const storedSchema = z.object({ entries: z.array(entrySchema), retryUntil: z.number().nullable() });

const EMPTY: ChatState = { entries: [], pending: false, retryUntil: null };

export function loadConversation(storage: SessionStore | null): ChatState {
  try {
    const raw = storage?.getItem(CONVERSATION_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return EMPTY;
    const { entries, retryUntil } = parsed.data;
    // A question last: its answer was on its way when the page went, and the send went with it.
    const interrupted = entries.at(-1)?.role === 'user';
    return {
      entries: interrupted
        ? [...entries, newEntry('assistant', CHAT_TEXTS.interruptedReply, { failed: true })]
        : entries,
      retryUntil,
      pending: false,
    };
  } catch {
    return EMPTY;
  }
}

/** Keeps the last MAX_STORED_ENTRIES bubbles; a blob: preview dies with the page, so it is not kept. */
function saveConversation(storage: SessionStore | null, { entries, retryUntil }: ChatState) {
  const kept = entries
    .slice(-MAX_STORED_ENTRIES)
    .map(({ imageUrl, ...entry }) => (imageUrl && !imageUrl.startsWith('blob:') ? { ...entry, imageUrl } : entry));
  try {
    storage?.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify({ entries: kept, retryUntil }));
  } catch {
    /* storage full or unavailable: the conversation lives on in memory for this page */
  }
}

let lastId = 0;
/** A bubble written in this tab, with its own local id. */
export const newEntry = (role: ChatEntry['role'], content: string, more?: Pick<ChatEntry, 'imageUrl' | 'failed'>) => ({
  id: `local-${Date.now().toString(36)}-${(lastId++).toString(36)}`,
  role,
  content,
  createdAt: new Date().toISOString(),
  ...more,
});

/**
 * The conversation of this browser tab, outside React so an answer that arrives after the panel
 * closed (or the page changed) is still kept; every change is written to sessionStorage.
 */
export function createConversationStore(storage: SessionStore | null) {
  let state = loadConversation(storage);
  const listeners = new Set<() => void>();
  const set = (next: Partial<ChatState>) => {
    state = { ...state, ...next };
    saveConversation(storage, state);
    listeners.forEach((listener) => listener());
  };
  const replaceEntry = (id: string, patch: Partial<ChatEntry>) =>
    state.entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry));

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    startSending: (question: ChatEntry) => set({ entries: [...state.entries, question], pending: true }),
    /** The answer arrived; the question's image now has its address on the server. */
    answer: (questionId: string, reply: ChatEntry, sentImageUrl?: string) =>
      set({
        entries: [...(sentImageUrl ? replaceEntry(questionId, { imageUrl: sentImageUrl }) : state.entries), reply],
        pending: false,
      }),
    fail: (reply: ChatEntry, retryUntil: number | null = null) =>
      set({ entries: [...state.entries, reply], pending: false, retryUntil }),
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;

export const conversationStore = createConversationStore(browserStorage('sessionStorage'));
