import type { Protection } from './types';
import { dnsLayer } from './protections/dns-layer';
import { antiSpoofing } from './protections/anti-spoofing';
import { ddosProtection } from './protections/ddos';
import { portScanning } from './protections/port-scanning';
import { apiRateLimit } from './protections/api-rate-limit';
import { pageRenderLimit } from './protections/page-render-limit';
import { apiProtection } from './protections/api-protection';
import { sqlInjection } from './protections/sql-injection';
import { noSqlInjection } from './protections/no-sql-injection';

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
