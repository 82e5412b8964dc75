import type { Protection } from '../types';
import { suspicious } from '../refusals';

/** A whole Host header: a DNS name, IPv4 address or bracketed IPv6 address, then at most a numeric port. */
const HOST_HEADER = /^(?:([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)|\[([0-9a-f:.]+)\])(?::(\d{1,5}))?$/;

/**
 * The hostname of a Host header: lower-cased, without port, IPv6 brackets removed; null unless the whole
 * header is a host (`localhost:evil.example` or `localhost:1@evil.example` is no host of ours).
 */
export function hostnameOfHeader(host: string | undefined): string | null {
  if (!host) return null;
  const match = HOST_HEADER.exec(host.trim().toLowerCase());
  if (!match) return null;
  const [, name, ipv6, port] = match;
  if (port !== undefined && Number(port) > 65535) return null;
  return name ?? ipv6 ?? null;
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
