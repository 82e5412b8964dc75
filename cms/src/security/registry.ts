import type { Context } from 'koa';
import { appConfig } from '../config/app-config';
import { clientIp } from '../lib/request-context';
import { sharedCounterStore } from '../lib/shared-counter-store';
import type { Protection, ProtectionDeps } from './types';
import { dnsLayer } from './protections/dns-layer';
import { antiSpoofing } from './protections/anti-spoofing';
import { ddosProtection } from './protections/ddos';
import { portScanning } from './protections/port-scanning';
import { apiRateLimit } from './protections/api-rate-limit';
import { pageRenderLimit } from './protections/page-render-limit';
import { apiProtection } from './protections/api-protection';
import { noSqlInjection, sqlInjection } from './protections/injection-request';

/** The protections in the order they run; each is skipped while its flag is off. */
export const protections: Protection[] = [
  dnsLayer,
  antiSpoofing,
  ddosProtection,
  portScanning,
  apiRateLimit,
  pageRenderLimit,
  apiProtection,
  sqlInjection,
  noSqlInjection,
];

/** What a protection is given to check one request. */
export const protectionDeps = (ctx: Context, sessionUserId: ProtectionDeps['sessionUserId']): ProtectionDeps => ({
  clientIp: clientIp(ctx),
  counters: sharedCounterStore(),
  settings: appConfig.protections,
  sessionUserId,
});
