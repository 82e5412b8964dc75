import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../config/app-config';
import { pingSharedCounterStore } from '../shared-counter-store';
import { probeBucket, usesUploadBucket } from '../upload-bucket';

/** `warn`: an optional part is down and this replica still serves (counters in memory, uploads refused). */
type CheckState = 'up' | 'down' | 'warn';

export interface Readiness {
  status: 'ready' | 'not-ready' | 'stopping';
  checks: Record<string, CheckState>;
  /** Why each check that is not up is not, for the operator (only with the metrics token). */
  reasons: Record<string, string>;
  checkedAt: string;
}
const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** Uploads are stored by writing files there: the probe writes and removes one. */
async function probeUploads() {
  const probe = path.join(appConfig.publicDir, 'uploads', `.ready-${process.pid}-${crypto.randomUUID()}`);
  await fs.writeFile(probe, 'ok');
  await fs.rm(probe, { force: true });
}

let stopping = false;
/** From the first stop signal on, readiness answers 503 so balancers stop sending new requests. */
export const markStopping = () => {
  stopping = true;
};

const lastState = new Map<string, CheckState>();
/** The last check's answer and when it was made: /_ready is public, so its probes run at most once per READY_CACHE_MS. */
let kept: { at: number; answer: Promise<Omit<Readiness, 'status'> & { databaseUp: boolean }> } | undefined;

/**
 * Ready means "this replica can serve": the database is the hard dependency (down: not-ready, 503); Redis (only when
 * REDIS_URL is set) and the uploads folder or bucket are optional parts, reported `warn` with their reason while the
 * replica keeps serving (counters from memory). The checks run at most once per READY_CACHE_MS, with a time limit each;
 * a check that changes state is logged once with its error.
 */
export async function readiness(strapi: Core.Strapi): Promise<Readiness> {
  const now = Date.now();
  if (!kept || now - kept.at >= appConfig.readiness.cacheMs) kept = { at: now, answer: runChecks(strapi) };
  const { databaseUp, ...result } = await kept.answer;
  return { status: stopping ? 'stopping' : databaseUp ? 'ready' : 'not-ready', ...result };
}

const pingDatabase = (strapi: Core.Strapi) => strapi.db.connection.raw('select 1');

let databaseCheck: Promise<boolean> | undefined;
/**
 * Whether the database fails to answer `select 1` within READY_CHECK_TIMEOUT_MS now: asked when an answer failed, to
 * tell an outage (global::database-outage answers 503) from a fault of one request. One check at a time: the
 * failures that arrive while it runs share its verdict.
 */
export const databaseDown = (strapi: Core.Strapi): Promise<boolean> =>
  (databaseCheck ??= withTimeout(pingDatabase(strapi), appConfig.readiness.timeoutMs)
    .then(
      () => false,
      () => true,
    )
    .finally(() => {
      databaseCheck = undefined;
    }));

async function runChecks(strapi: Core.Strapi) {
  const timeoutMs = appConfig.readiness.timeoutMs;
  const probes: Record<string, () => Promise<unknown>> = {
    database: () => pingDatabase(strapi),
    // Uploads go to the bucket when one is configured: it must answer to these credentials.
    uploads: usesUploadBucket() ? () => probeBucket(timeoutMs) : probeUploads,
    ...(appConfig.redisUrl ? { redis: pingSharedCounterStore } : {}),
  };
  const reasons: Record<string, string> = {};
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]): Promise<[string, CheckState]> => {
      let state: CheckState = 'up';
      try {
        await withTimeout(probe(), timeoutMs);
      } catch (err) {
        state = name === 'database' ? 'down' : 'warn';
        reasons[name] = err instanceof Error ? err.message : String(err);
      }
      if (lastState.get(name) !== state) {
        if (state !== 'up') strapi.log.warn(`Readiness: ${name} is down (${reasons[name]})`);
        else if (lastState.has(name)) strapi.log.info(`Readiness: ${name} is up again`);
        lastState.set(name, state);
      }
      return [name, state];
    }),
  );
  const checks = Object.fromEntries(entries);
  return { databaseUp: checks.database === 'up', checks, reasons, checkedAt: new Date().toISOString() };
}
