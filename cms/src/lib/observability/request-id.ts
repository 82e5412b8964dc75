import crypto from 'node:crypto';

// Ids a proxy or client may hand us: printable token characters only (nothing a log reader or header could
// misread), at most 128 of them. Anything else is replaced by a fresh id.
const ACCEPTED = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

/** The incoming X-Request-Id when it is a plausible id, otherwise a new random one. */
export const requestIdFrom = (incoming: string | undefined): string =>
  incoming && ACCEPTED.test(incoming) ? incoming : crypto.randomUUID();
