import type { Context } from 'koa';
import type { AppConfig } from '../config/app-config';
import type { CounterStore } from '../lib/counter-store';
import type { ErrorObject } from '../lib/error-object';
import type { ProtectionFlag } from '@hmti/contract';

/** A protection's answer to a request it will not let through. */
export interface Refusal {
  status: number;
  error: ErrorObject;
  headers?: Record<string, string>;
}

export interface ProtectionDeps {
  clientIp: string;
  counters: CounterStore;
  settings: AppConfig['protections'];
  /** The signed-in account behind the request's session cookie (looked up once, shared with global::session). */
  sessionUserId: () => Promise<number | null>;
}

export interface Protection {
  flag: ProtectionFlag;
  name: string;
  /** Inspects the parsed body, so runs after strapi::body; every other protection runs before the body is read. */
  readsBody?: true;
  check(ctx: Context, deps: ProtectionDeps): Promise<Refusal | null>;
  /** Runs after the request was answered (or failed) whenever check let it through. */
  settle?(ctx: Context, deps: ProtectionDeps, outcome: { failed: boolean }): Promise<void> | void;
}
