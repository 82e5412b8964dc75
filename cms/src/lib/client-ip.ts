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

/**
 * The client a limit counts: an IPv6 address by its /64 network (what one subscriber is given, and can change at
 * will), any other address as it is. Sign-in lockouts, rate limits and concurrency limits count by this; logs,
 * session lists and block lists keep the address itself.
 */
export function countedClient(ip: string): string {
  if (!net.isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...front, ...Array(8 - front.length - back.length).fill('0'), ...back] : front;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
