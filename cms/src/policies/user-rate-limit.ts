import { tooManyRequests, unauthorized } from '../lib/http-error';
import type { AuthState } from '../lib/request-context';
import { secondsUntil } from '../lib/counter-store';
import { sharedCounterStore } from '../lib/shared-counter-store';
import { noteRefusal } from '../lib/observability/request-notes';
import { rateLimitedMessage } from '../security/refusals';

interface UserRateLimitConfig {
  bucket: string;
  max: number;
  windowSeconds: number;
  /** What is counted, as the refusal names it ('pemeriksaan link Google Drive'). */
  counts: string;
}

/** Per signed-in user limit for routes that cost outbound requests (e.g. Drive checks). */
export default async (policyContext: { state: { auth?: AuthState } }, config: UserRateLimitConfig) => {
  const auth = policyContext.state.auth;
  if (!auth) throw unauthorized();
  const hit = await sharedCounterStore().increment(`user-rl:${config.bucket}:${auth.userId}`, config.windowSeconds);
  if (hit.count > config.max) {
    const retryAfter = secondsUntil(hit.resetAt);
    noteRefusal({
      kind: `user-rate-limit:${config.bucket}`,
      reason: 'rate-limit',
      limit: config.max,
      window: `${config.windowSeconds}s`,
    });
    throw tooManyRequests(rateLimitedMessage(config, 'account', retryAfter, config.counts), retryAfter);
  }
  return true;
};
