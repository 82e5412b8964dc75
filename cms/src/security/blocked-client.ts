import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../config/app-config';
import { clientIp } from '../lib/request-context';
import { sharedCounterStore } from '../lib/shared-counter-store';
import { antiSpoofing } from './protections/anti-spoofing';
import { portScanning } from './protections/port-scanning';
import type { ProtectionDeps } from './types';

/** The protections that refuse a client outright, whatever it asks for; each check is a lookup only. */
const BLOCKS = [antiSpoofing, portScanning];

/**
 * Whether the client of this request is blocked (forged forwarding headers, or an IP blocked for path
 * enumeration). Asked by the front cache before it answers from memory, so a block holds on every path;
 * the full chain then answers the refusal.
 */
export async function isBlockedClient(ctx: Context, strapi: Core.Strapi): Promise<boolean> {
  const flags = await strapi.service('api::settings.security-settings').enabledFlags();
  const deps: ProtectionDeps = {
    clientIp: clientIp(ctx),
    counters: sharedCounterStore(),
    settings: appConfig.protections,
    log: strapi.log,
    // Neither block depends on who is signed in.
    sessionUserId: () => Promise.resolve(null),
  };
  for (const protection of BLOCKS) {
    if (flags[protection.flag] && (await protection.check(ctx, deps))) return true;
  }
  return false;
}
