import { tooManyRequests, unauthorized } from '../lib/http-error';
import type { AuthState } from '../lib/request-context';
import { sharedCounterStore } from '../lib/shared-counter-store';
import { noteRefusal } from '../lib/observability/request-notes';

export interface UserRateLimitConfig {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** Per signed-in user limit for routes that cost outbound requests (e.g. Drive checks). */
export default async (policyContext: { state: { auth?: AuthState } }, config: UserRateLimitConfig) => {
  const auth = policyContext.state.auth;
  if (!auth) throw unauthorized();
  const hit = await sharedCounterStore().increment(`user-rl:${config.bucket}:${auth.userId}`, config.windowSeconds);
  if (hit.count > config.max) {
    const retryAfter = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
    noteRefusal({
      kind: `user-rate-limit:${config.bucket}`,
      reason: 'rate-limit',
      limit: config.max,
      window: `${config.windowSeconds}s`,
    });
    throw tooManyRequests(`Terlalu banyak permintaan. Coba lagi dalam ${retryAfter} detik.`, retryAfter);
  }
  return true;
};
