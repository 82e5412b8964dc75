import type { Protection } from '../types';
import { suspicious } from '../refusals';

/** The hostname of a Host header: lower-cased, without port, IPv6 brackets removed. */
export function hostnameOfHeader(host: string | undefined): string | null {
  if (!host) return null;
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end > 1 ? value.slice(1, end) : null;
  }
  const name = value.split(':')[0];
  return name || null;
}

/**
 * Host allow-list (what a "DNS layer" can honestly do inside the app): requests whose Host header is
 * not one of the site's own names are refused, which stops DNS-rebinding and foreign domains pointed
 * at this server. It does not filter DNS itself.
 */
export const dnsLayer: Protection = {
  flag: 'dnsLayerProtectionEnabled',
  name: 'dns-layer',
  async check(ctx, { clientIp, settings }) {
    if (ctx.path === '/_health') return null;
    const hostname = hostnameOfHeader(ctx.get('host'));
    if (hostname && settings.siteHosts.includes(hostname)) return null;
    return suspicious(ctx, clientIp, 'host-not-allowed', { host: ctx.get('host') || null });
  },
};
