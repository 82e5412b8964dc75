import type { IncomingMessage } from 'node:http';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { sharedCounterStore } from '../lib/shared-counter-store';
import { antiSpoofing, forgedForwarding } from './protections/anti-spoofing';
import { isScanBlocked, portScanning } from './protections/port-scanning';
import { protectionDeps } from './registry';
import { service } from '../lib/services';

/** The protections that refuse a client outright, whatever it asks for; each check is a lookup only. */
const BLOCKS = [antiSpoofing, portScanning];

/**
 * Whether the client of this request is blocked (forged forwarding headers, or an IP blocked for path
 * enumeration). Asked by the front cache before it answers from memory, so a block holds on every path;
 * the full chain then answers the refusal.
 */
export async function isBlockedClient(ctx: Context, strapi: Core.Strapi): Promise<boolean> {
  const flags = await service(strapi, 'api::settings.security-settings').enabledFlags();
  // Neither block depends on who is signed in.
  const deps = protectionDeps(ctx, () => Promise.resolve(null));
  for (const protection of BLOCKS) {
    if (flags[protection.flag] && (await protection.check(ctx, deps))) return true;
  }
  return false;
}

/**
 * The same two blocks for an answer written before Koa, from this instance's fresh copy of the protection flags:
 * undefined when that copy has expired (the caller then takes the full chain, which loads it), otherwise whether
 * the client is blocked — at once for forged forwarding headers, from the counter store for a port-scan block.
 */
export function isBlockedClientEarly(
  req: IncomingMessage,
  ip: string,
  strapi: Core.Strapi,
): boolean | Promise<boolean> | undefined {
  const flags = service(strapi, 'api::settings.security-settings').knownFlags();
  if (!flags) return undefined;
  if (flags.antiSpoofingProtectionEnabled && forgedForwarding(req, appConfig.protections.trustedProxies)) return true;
  return flags.portScanningProtectionEnabled ? isScanBlocked(sharedCounterStore(), ip) : false;
}
