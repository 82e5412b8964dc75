/** Small in-process cache for article-derived aggregates (tag counts, feeds), dropped on every article write. */
const store = new Map<string, { value: unknown; expires: number }>();
const TTL_MS = 60_000;

export const articleCache = {
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = store.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as T;
    const value = await load();
    store.set(key, { value, expires: Date.now() + TTL_MS });
    return value;
  },
  clear() {
    store.clear();
  },
};
