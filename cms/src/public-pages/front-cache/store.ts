import zlib from 'zlib';

/** One stored anonymous response: the exact bytes and headers of the full chain's answer. */
export interface FrontCacheEntry {
  body: Buffer;
  headers: Record<string, string>;
  etag: string;
  lastModified?: string;
  version: number;
  expires: number;
  gzip?: Buffer;
  br?: Buffer;
  /** Complete response headers of a hit (name, value, name, value…), per content encoding and for 304, built once. */
  hitHeaders?: Partial<Record<'br' | 'gzip' | 'identity' | 'not-modified', string[]>>;
}

interface FrontCacheLimits {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /**
   * How long past its TTL an entry is still kept as the last good copy, answered only by `stale` (when a fresh
   * answer cannot be made: the database is down). 0: an entry dies with its TTL.
   */
  staleMs?: number;
}

/**
 * Bounded LRU (Map insertion order) with a TTL and a content version per entry. An entry past its TTL stays (still
 * within the size bounds) for `staleMs` more as the last good copy, for `stale`; a write of content (another
 * version) drops it at once, as it drops a fresh one.
 */
export class FrontCacheStore {
  private entries = new Map<string, FrontCacheEntry>();
  private bytes = 0;

  constructor(private readonly limits: FrontCacheLimits) {}

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  /** The fresh copy of the current content version; one of another version or past `staleMs` too is dropped. */
  get(key: string, version: number, now = Date.now()): FrontCacheEntry | undefined {
    const entry = this.stale(key, version, now);
    if (!entry) this.delete(key);
    if (!entry || entry.expires <= now) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The last good copy of the current content version, fresh or past its TTL by at most `staleMs`. */
  stale(key: string, version: number, now = Date.now()): FrontCacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version || entry.expires + (this.limits.staleMs ?? 0) <= now) return undefined;
    return entry;
  }

  set(key: string, entry: Omit<FrontCacheEntry, 'expires'>, now = Date.now()): boolean {
    const size = entry.body.length;
    if (size > this.limits.maxBytes / 8) return false;
    this.delete(key);
    this.entries.set(key, { ...entry, expires: now + this.limits.ttlMs });
    this.bytes += size;
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
    return true;
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
    this.entries.delete(key);
  }

  /** The body in the given encoding, compressed once per entry and kept with it. */
  encoded(key: string, entry: FrontCacheEntry, encoding: 'br' | 'gzip' | 'identity'): Buffer {
    if (encoding === 'identity') return entry.body;
    if (!entry[encoding]) {
      entry[encoding] =
        encoding === 'br'
          ? zlib.brotliCompressSync(entry.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
              },
            })
          : zlib.gzipSync(entry.body, { level: 6 });
      if (this.entries.get(key) === entry) this.bytes += entry[encoding].length;
    }
    return entry[encoding];
  }
}
