import net from 'net';
import type { Protection } from '../types';
import { suspicious } from '../refusals';

const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'forwarded',
  'true-client-ip',
  'cf-connecting-ip',
];

const normalise = (ip: string) => {
  let value = ip.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.split(':')[0];
  return value.startsWith('::ffff:') && net.isIPv4(value.slice(7)) ? value.slice(7) : value;
};

/** Loopback, private, link-local, unspecified and unique-local addresses: never a client's public address. */
export function isInternalAddress(ip: string): boolean {
  const addr = normalise(ip);
  if (net.isIPv4(addr)) {
    const [a, b] = addr.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (net.isIPv6(addr)) {
    const lower = addr.toLowerCase();
    return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return false;
}

/** Every address a request claims in its forwarding headers (Forwarded: for=… included). */
export function claimedAddresses(headers: Record<string, string | string[] | undefined>): string[] {
  const out: string[] = [];
  for (const name of FORWARDING_HEADERS) {
    const raw = headers[name];
    if (!raw) continue;
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (name === 'forwarded') {
      for (const m of value.matchAll(/for=("?\[?[^;,"]*\]?"?)/gi)) out.push(normalise(m[1]));
    } else {
      out.push(...value.split(',').map(normalise).filter(Boolean));
    }
  }
  return out;
}

/** What makes a request's forwarding headers forged: the first forged address, 'loop', or null when they are fine. */
export function forgedForwarding(
  req: { socket: { remoteAddress?: string }; headers: Record<string, string | string[] | undefined> },
  trustedProxies: readonly string[],
): string | null {
  const peer = normalise(req.socket.remoteAddress ?? '');
  if (trustedProxies.includes(peer)) return null;
  const claimed = claimedAddresses(req.headers);
  const spoofed = claimed.find((ip) => ip.toLowerCase() !== 'unknown' && (!net.isIP(ip) || isInternalAddress(ip)));
  const looped = claimed.length !== new Set(claimed).size || claimed.includes(peer);
  return spoofed ?? (looped ? 'loop' : null);
}

/**
 * Forwarding headers are honoured only from TRUSTED_PROXIES (lib/client-ip.ts). From anyone else,
 * headers that claim an internal origin (loopback, private ranges), repeat an address (a loop), or
 * carry something that is not an address are spoofing attempts and are refused.
 */
export const antiSpoofing: Protection = {
  flag: 'antiSpoofingProtectionEnabled',
  name: 'anti-spoofing',
  async check(ctx, { clientIp, settings }) {
    const claimed = forgedForwarding(ctx.req, settings.trustedProxies);
    return claimed ? suspicious(ctx, clientIp, 'spoofed-forwarded-header', { claimed }) : null;
  },
};
