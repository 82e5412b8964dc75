import crypto from 'crypto';
import { secondsUntil, type CounterStore } from '../../lib/counter-store';
import { countedClient } from '../../lib/client-ip';
import type { Protection } from '../types';
import { suspicious } from '../refusals';

// Broken links to the site's own files (a missing image on a page) are not enumeration.
const OWN_ASSETS = /^\/(uploads|assets)\//;

const blockKey = (ip: string) => `scan:block:${countedClient(ip)}`;
const pathsKey = (ip: string) => `scan:paths:${countedClient(ip)}`;
const seenKey = (ip: string, path: string) =>
  `scan:seen:${countedClient(ip)}:${crypto.createHash('sha1').update(path).digest('hex').slice(0, 20)}`;

/** Whether this client IP is blocked for path enumeration now. */
export const isScanBlocked = async (counters: CounterStore, ip: string) => !!(await counters.peek(blockKey(ip)));

/**
 * Path enumeration: every answered 404 counts its path once per window per client IP; more than
 * PORT_SCAN_MAX_PATHS distinct unknown paths block that IP for PORT_SCAN_BLOCK_SECONDS (403 with
 * retryAfter on every request). 404s are observed in settle, after the router and the SPA answered.
 */
export const portScanning: Protection = {
  flag: 'portScanningProtectionEnabled',
  name: 'port-scanning',
  async check(ctx, { clientIp, counters }) {
    const block = await counters.peek(blockKey(clientIp));
    if (!block) return null;
    return suspicious(ctx, clientIp, 'path-enumeration', { retryAfter: secondsUntil(block.resetAt) });
  },
  async settle(ctx, { clientIp, counters, settings }, { failed }) {
    if (failed || ctx.status !== 404 || OWN_ASSETS.test(ctx.path)) return;
    const { maxPaths, windowSeconds, blockSeconds } = settings.portScan;
    const seen = await counters.increment(seenKey(clientIp, ctx.path), windowSeconds);
    if (seen.count !== 1) return;
    const distinct = await counters.increment(pathsKey(clientIp), windowSeconds);
    if (distinct.count <= maxPaths) return;
    await counters.increment(blockKey(clientIp), blockSeconds);
    await counters.reset(pathsKey(clientIp));
  },
};
