import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The knex (tarn) pool's counts; absent before the database is up. */
export interface PoolView {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

interface Instruments {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  frontCache: Counter<'result'>;
  refusals: Counter<'kind'>;
  signInFailures: Counter<'outcome'>;
}

let instruments: Instruments | undefined;

/**
 * Starts collecting (only when metrics are enabled, so a site without a scraper pays nothing). Node's own metrics
 * include the event-loop lag; the pool gauge reads the database pool at scrape time.
 */
export function enableMetrics(pool: () => PoolView | undefined) {
  if (instruments) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'hmti_db_pool_connections',
    help: 'Database pool connections by state (used, free, pending acquires).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = pool();
      if (!p) return;
      this.set({ state: 'used' }, p.numUsed());
      this.set({ state: 'free' }, p.numFree());
      this.set({ state: 'pending' }, p.numPendingAcquires());
    },
  });
  const counter = <Label extends string>(name: string, help: string, label: Label) =>
    new Counter<Label>({ name, help, labelNames: [label], registers: [registry] });
  instruments = {
    registry,
    requestDuration: new Histogram({
      name: 'hmti_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    frontCache: counter(
      'hmti_front_cache_requests_total',
      'Anonymous public reads answered by the front cache (hit) or by the full chain (miss).',
      'result',
    ),
    refusals: counter('hmti_protection_refusals_total', 'Requests refused by a protection or limit, by kind.', 'kind'),
    signInFailures: counter(
      'hmti_sign_in_failures_total',
      'Failed sign-ins (site and admin panel): wrong-credentials, or locked (refused by the lockout).',
      'outcome',
    ),
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A request answered, by `route` (a bounded label: the router's pattern or the kind of path). */
export function recordRequest(
  request: { method: string; status: number; seconds: number; cache?: string; refusal?: { kind: string } },
  route: string,
) {
  if (!instruments) return;
  const method = METHODS.has(request.method) ? request.method : 'OTHER';
  instruments.requestDuration.observe(
    { method, route, status: `${Math.floor(request.status / 100)}xx` },
    request.seconds,
  );
  if (request.cache === 'HIT' || request.cache === 'MISS')
    instruments.frontCache.inc({ result: request.cache.toLowerCase() });
  if (request.refusal) instruments.refusals.inc({ kind: request.refusal.kind });
}

export function recordSignInFailure(outcome: 'wrong-credentials' | 'locked') {
  instruments?.signInFailures.inc({ outcome });
}

export const metricsText = async (): Promise<{ contentType: string; body: string } | null> =>
  instruments ? { contentType: instruments.registry.contentType, body: await instruments.registry.metrics() } : null;
