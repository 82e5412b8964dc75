import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../config/app-config';
import { pingSharedCounterStore } from '../shared-counter-store';
import { probeBucket, usesUploadBucket } from '../upload-bucket';

export type CheckState = 'up' | 'down';

export interface Readiness {
  status: 'ready' | 'not-ready' | 'stopping';
  checks: Record<string, CheckState>;
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

/**
 * The database, Redis (only when REDIS_URL is set) and the uploads folder (or bucket), each checked now with a time limit.
 * A check that changes state is logged once with its error (the answer itself names no hosts or paths).
 */
export async function readiness(strapi: Core.Strapi): Promise<Readiness> {
  const timeoutMs = appConfig.readiness.timeoutMs;
  const probes: Record<string, () => Promise<unknown>> = {
    database: () => strapi.db.connection.raw('select 1'),
    // Uploads go to the bucket when one is configured: it must answer to these credentials.
    uploads: usesUploadBucket() ? () => probeBucket(timeoutMs) : probeUploads,
    ...(appConfig.redisUrl ? { redis: pingSharedCounterStore } : {}),
  };
  const entries = await Promise.all(
    Object.entries(probes).map(async ([name, probe]): Promise<[string, CheckState]> => {
      let state: CheckState = 'up';
      let reason = '';
      try {
        await withTimeout(probe(), timeoutMs);
      } catch (err) {
        state = 'down';
        reason = err instanceof Error ? err.message : String(err);
      }
      if (lastState.get(name) !== state) {
        if (state === 'down') strapi.log.warn(`Readiness: ${name} is down (${reason})`);
        else if (lastState.has(name)) strapi.log.info(`Readiness: ${name} is up again`);
        lastState.set(name, state);
      }
      return [name, state];
    }),
  );
  const checks = Object.fromEntries(entries);
  const allUp = entries.every(([, state]) => state === 'up');
  return { status: stopping ? 'stopping' : allUp ? 'ready' : 'not-ready', checks };
}
