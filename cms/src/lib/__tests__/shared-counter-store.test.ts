import crypto from 'node:crypto';
import net from 'node:net';
import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisCounters } from '../shared-counter-store';

// Real Redis on the machine (127.0.0.1:6379); every run uses its own key prefix and deletes only its keys.
const prefix = `test-counter-${crypto.randomBytes(4).toString('hex')}:`;
const quietLog = () => {
  const lines: string[] = [];
  return { lines, warn: (m: string) => lines.push(m), info: (m: string) => lines.push(m) };
};

describe('RedisCounters', () => {
  const connections: Redis[] = [];
  const connect = (url = 'redis://127.0.0.1:6379') => {
    const redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    connections.push(redis);
    return redis;
  };
  const ready = (redis: Redis) =>
    new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));

  /** A connection whose commands time out after `ms`, as the cms's do (REDIS_COMMAND_TIMEOUT_MS). */
  const connectWithTimeout = async (ms: number) => {
    const redis = new Redis('redis://127.0.0.1:6379', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: ms,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    connections.push(redis);
    await ready(redis);
    return redis;
  };
  /** Holds the event loop, as a long synchronous task does: a command's timer then runs before its answer is read. */
  const holdEventLoop = (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      /* busy */
    }
  };

  afterAll(async () => {
    const admin = new Redis('redis://127.0.0.1:6379');
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length) await admin.del(...keys);
    admin.disconnect();
    connections.forEach((c) => c.disconnect());
  });

  it('counts atomically in a fixed window shared by every store on the same prefix', async () => {
    const [r1, r2] = [connect(), connect()];
    await Promise.all([ready(r1), ready(r2)]);
    const one = new RedisCounters(r1, prefix, quietLog()).store;
    const two = new RedisCounters(r2, prefix, quietLog()).store;
    const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).increment('k', 30)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const seen = await two.peek('k');
    expect(seen?.count).toBe(20);
    expect(seen!.resetAt - Date.now()).toBeGreaterThan(28_000);
    expect(seen!.resetAt - Date.now()).toBeLessThanOrEqual(30_000);
    expect(await r1.pttl(`${prefix}k`)).toBeGreaterThan(0);
    await one.reset('k');
    expect(await two.peek('k')).toBeNull();
  });

  it('reserves all-or-nothing across keys: a concurrent burst from two stores gets exactly the limit', async () => {
    const [r1, r2] = [connect(), connect()];
    await Promise.all([ready(r1), ready(r2)]);
    const one = new RedisCounters(r1, prefix, quietLog()).store;
    const two = new RedisCounters(r2, prefix, quietLog()).store;
    const slots = [
      { key: 'ip:a', limit: 5, windowSeconds: 60 },
      { key: 'acct:a', limit: 10, windowSeconds: 900 },
    ];
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? one : two).reserve(slots)));
    expect(burst.filter((r) => r.granted)).toHaveLength(5);
    expect((await one.peek('acct:a'))?.count).toBe(5); // refused attempts counted nothing
    const refused = burst.find((r) => !r.granted);
    expect(refused?.windows[0].count).toBeGreaterThanOrEqual(5); // what it found: 5, or more while others give back
    expect(refused!.windows[0].resetAt - Date.now()).toBeGreaterThan(58_000);
    await one.release(['ip:a', 'acct:a']);
    expect((await two.peek('ip:a'))?.count).toBe(4);
    expect(await r1.pttl(`${prefix}ip:a`)).toBeGreaterThan(58_000); // giving back keeps the window's end
    expect((await two.reserve(slots)).granted).toBe(true);
    expect((await two.reserve(slots)).granted).toBe(false);
  });

  it('starts a new window once the old one expired', async () => {
    const redis = connect();
    await ready(redis);
    const store = new RedisCounters(redis, prefix, quietLog()).store;
    await redis.set(`${prefix}old`, '7', 'PX', 300);
    expect((await store.peek('old'))?.count).toBe(7);
    // Redis drops the key once its 300 ms have passed. (Polled on Redis itself: in the window's last millisecond PTTL
    // already says 0, so peek answers null, while the key still takes an INCR.)
    await expect.poll(() => redis.exists(`${prefix}old`), { timeout: 3000, interval: 20 }).toBe(0);
    expect(await store.peek('old')).toBeNull();
    expect((await store.increment('old', 10)).count).toBe(1);
  });

  it('falls back to memory when Redis is unreachable, logging the outage once', async () => {
    const log = quietLog();
    const store = new RedisCounters(connect('redis://127.0.0.1:1'), prefix, log).store;
    for (let i = 1; i <= 3; i += 1) expect((await store.increment('down', 60)).count).toBe(i);
    expect((await store.peek('down'))?.count).toBe(3);
    await store.reset('down');
    expect(await store.peek('down')).toBeNull();
    expect(log.lines.filter((l) => l.includes('Redis counters unavailable'))).toHaveLength(1);
  });

  it('does not report an outage when a command times out only because the event loop was busy', async () => {
    // Redis answers at once, but a start-up's synchronous work holds the event loop past the command timeout:
    // the timeout fires before the answer is read. That is no outage, and must not be logged as one.
    const redis = await connectWithTimeout(100);
    const log = quietLog();
    const store = new RedisCounters(redis, prefix, log).store;
    const pending = store.increment('busy', 60);
    holdEventLoop(300);
    await pending;
    // The next count goes to Redis again (shared counting never stopped).
    await store.increment('busy', 60);
    expect(await redis.get(`${prefix}busy`)).not.toBeNull();
    expect(log.lines.filter((l) => l.includes('Redis counters unavailable'))).toEqual([]);
  });

  it('a busy event loop does not restart a shared count from zero in memory', async () => {
    // The login lockout reserves an attempt by counting it up; when that count's answer is read only after its
    // timeout (the loop was held), the count must still be Redis's, or a burst during a stall passes the limit.
    const redis = await connectWithTimeout(100);
    const store = new RedisCounters(redis, prefix, quietLog()).store;
    for (let i = 0; i < 10; i += 1) await store.increment('stalled', 60);
    const slots = [{ key: 'stalled', limit: 10, windowSeconds: 60 }];
    const pending = [store.reserve(slots), store.peek('stalled')] as const;
    holdEventLoop(300);
    const [reservation, seen] = await Promise.all(pending);
    expect(reservation.granted).toBe(false);
    expect(seen?.count).toBeGreaterThanOrEqual(10);
  });

  it('reports an outage once when Redis is connected but stops answering', async () => {
    // A server that answers the client's connection handshake (ioredis 6 waits for its CLIENT SETINFO replies before
    // it is ready), then never again: a hung Redis, or a network that starts dropping packets.
    let hung = false;
    const silent = net.createServer((socket) =>
      socket.on('data', (chunk) => {
        if (!hung) socket.write('+OK\r\n'.repeat(chunk.toString().match(/(^|\r\n)\*\d+\r\n/g)?.length ?? 0));
      }),
    );
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const redis = new Redis(`redis://127.0.0.1:${port}`, {
      enableOfflineQueue: false,
      enableReadyCheck: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 100,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    connections.push(redis);
    await ready(redis);
    hung = true;
    const log = quietLog();
    const store = new RedisCounters(redis, prefix, log).store;
    try {
      for (let i = 1; i <= 3; i += 1) expect((await store.increment('hung', 60)).count).toBe(i);
      await expect
        .poll(() => log.lines.filter((l) => l.includes('Redis counters unavailable')), { timeout: 3000, interval: 20 })
        .toHaveLength(1);
    } finally {
      redis.disconnect();
      silent.close();
    }
  });
});
