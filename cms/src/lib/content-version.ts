/**
 * One counter for "public content changed" in this process: bumped by every write to content the
 * public endpoints show (database lifecycles, and every successful non-GET request). Caches keyed
 * on it (front cache, stats) drop their entries the moment it moves; other instances converge
 * through their short TTLs.
 */
let version = 0;

export const contentVersion = (): number => version;

export function bumpContentVersion(): void {
  version += 1;
}

/** A value computed once per content version and reused for at most ttlMs. */
export function versionedMemo<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { value: T; version: number; expires: number } | null = null;
  return async () => {
    const now = Date.now();
    if (cached && cached.version === version && cached.expires > now) return cached.value;
    const startedAt = version;
    const value = await load();
    cached = { value, version: startedAt, expires: now + ttlMs };
    return value;
  };
}
