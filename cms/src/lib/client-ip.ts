import net from 'net';

export interface ProxyAwareRequest {
  socketAddress: string | undefined;
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
  encrypted: boolean;
}

const normalise = (ip: string | undefined): string => {
  if (!ip) return 'unknown';
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') && net.isIPv4(trimmed.slice(7)) ? trimmed.slice(7) : trimmed;
};

/** Whether the socket peer is one of the configured trusted proxies (whose forwarding headers are believed). */
export const isTrustedPeer = (socketAddress: string | undefined, trustedProxies: readonly string[]): boolean =>
  trustedProxies.includes(normalise(socketAddress));

/**
 * The client's address: the socket peer, unless that peer is one of the configured trusted proxies,
 * in which case the right-most X-Forwarded-For hop that is not itself a trusted proxy.
 * X-Forwarded-For from anyone else is ignored, so it cannot be used to dodge per-IP limits.
 */
export function resolveClientIp(req: ProxyAwareRequest, trustedProxies: readonly string[]): string {
  const peer = normalise(req.socketAddress);
  if (!isTrustedPeer(peer, trustedProxies) || !req.forwardedFor) return peer;
  const hops = req.forwardedFor
    .split(',')
    .map(normalise)
    .filter((h) => h !== 'unknown' && h !== '');
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (!trustedProxies.includes(hops[i])) return net.isIP(hops[i]) ? hops[i] : peer;
  }
  return peer;
}

/** Whether the browser talks https to us: a TLS socket, or X-Forwarded-Proto from a trusted proxy. */
export function isHttpsRequest(req: ProxyAwareRequest, trustedProxies: readonly string[]): boolean {
  if (req.encrypted) return true;
  return (
    isTrustedPeer(req.socketAddress, trustedProxies) &&
    (req.forwardedProto ?? '').split(',')[0].trim().toLowerCase() === 'https'
  );
}

/** An IPv6 address's eight groups as numbers (its zone left out), or null for anything else. */
function ipv6Groups(ip: string): number[] | null {
  const address = ip.split('%')[0];
  if (!net.isIPv6(address)) return null;
  // The URL parser writes any spelling (an IPv4 tail, upper case, leading zeros) as hex groups around one "::".
  const [head, tail] = new URL(`http://[${address}]`).hostname.slice(1, -1).split('::');
  const part = (groups = '') => (groups ? groups.split(':').map((group) => parseInt(group, 16)) : []);
  const [front, back] = [part(head), part(tail)];
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** An IPv4 address carried in IPv6 (mapped ::ffff:a.b.c.d, or NAT64's 64:ff9b::a.b.c.d): that client's own. */
const carriedIpv4 = (groups: number[]) => {
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  return mapped || nat64 ? [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.') : null;
};

/**
 * The client a limit counts: an IPv6 address by its /64 network (what one subscriber is given, and can change at
 * will), an IPv4 address (also one carried in IPv6) as it is. Sign-in lockouts, rate and concurrency limits and the
 * path-enumeration block count by this; logs and session lists keep the address itself.
 */
export function countedClient(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return (
    carriedIpv4(groups) ??
    `${groups
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(':')}::/64`
  );
}
