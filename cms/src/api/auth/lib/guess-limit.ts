import { tooManyRequests } from '../../../lib/http-error';
import { LoginLockout, lockoutNote, type LockoutRules } from '../../../lib/login-lockout';
import { recordSignInFailure } from '../../../lib/observability/metrics';
import { noteRefusal } from '../../../lib/observability/request-notes';
import { sharedCounterStore } from '../../../lib/shared-counter-store';

/**
 * Guesses (a password, a two-factor code) under a lockout: each guess is counted per client IP and per account
 * before `check` runs, and refused with 429 without checking when either limit is used up. `check` answers something
 * falsy for a wrong guess (which stays counted), anything else for a right one (whose count is given back).
 */
export function guessLimit(
  kind: string,
  rules: LockoutRules,
  lockedMessage: (seconds: number) => string,
  scope?: string,
) {
  const lockout = new LoginLockout(sharedCounterStore(), rules, scope);
  return async <T>(ip: string, account: string, check: () => Promise<T>): Promise<T> => {
    const attempt = await lockout.begin(ip, account);
    if (!attempt.granted) {
      noteRefusal(lockoutNote(kind, attempt.exhausted, rules));
      recordSignInFailure('locked');
      throw tooManyRequests(lockedMessage(attempt.retryAfter), attempt.retryAfter);
    }
    const result = await check();
    if (result) await lockout.succeeded(ip, account);
    else await lockout.failed(ip, account);
    return result;
  };
}
