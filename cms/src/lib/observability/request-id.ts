import crypto from 'node:crypto';
import { isFromTrustedProxy, type RequestView } from '../request-context';

// Ids a proxy may hand us: printable token characters only (nothing a log reader or header could misread), at most
// 128 of them. Anything else is replaced by a fresh id.
const ACCEPTED = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

/**
 * The request's correlation id: the incoming X-Request-Id when one of TRUSTED_PROXIES sent a plausible one (as client
 * IPs, a header from anyone else is not believed: a client could pin its requests on another's id), otherwise a new
 * random one.
 */
export function requestIdOf(request: RequestView): string {
  const incoming = isFromTrustedProxy(request) ? request.get('x-request-id') : '';
  return incoming && ACCEPTED.test(incoming) ? incoming : crypto.randomUUID();
}
