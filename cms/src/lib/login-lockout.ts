import { countedClient } from './client-ip';
import { appConfig } from '../config/app-config';
import type { RefusalNote } from './observability/request-notes';
import { secondsUntil, type CounterStore } from './counter-store';
import { sharedCounterStore } from './shared-counter-store';

export interface LockoutRules {
  ipMaxFailures: number;
  ipWindowSeconds: number;
  accountMaxFailures: number;
  accountWindowSeconds: number;
  /**
   * Increasing back-off for the account's counter: each block of failures that fills a window (a strike) doubles
   * the next window, up to `maxWindowSeconds`; strikes are forgotten `memorySeconds` after the first one.
   */
  backoff?: { maxWindowSeconds: number; memorySeconds: number };
}

/** A refused attempt says which counter was used up: the client IP's, the account's, or both. */
type Attempt = { granted: true } | { granted: false; retryAfter: number; exhausted: Array<'ip' | 'account'> };

const accountName = (username: string) => username.trim().toLowerCase();

/**
 * Password guesses are limited per client IP and per account name (existing or not: the answer never tells). Each
 * attempt reserves one count on both (CounterStore.reserve) before any password is compared, so concurrent attempts
 * never compare more than the limits allow, and a refused one leaves no count (a flood from one address never holds
 * the account's). A wrong password keeps its count until the window ends; a right one gives back only its own.
 */
export class LoginLockout {
  constructor(
    private readonly store: CounterStore,
    private readonly rules: LockoutRules,
    /** Key namespace: the site's sign-in and the Strapi admin's are counted apart, with the same rules. */
    private readonly scope = 'login',
  ) {}

  private keys(ip: string, username: string) {
    return [`${this.scope}:ip:${countedClient(ip)}`, `${this.scope}:acct:${accountName(username)}`];
  }

  private strikesKey(username: string) {
    return `${this.scope}:strikes:${accountName(username)}`;
  }

  /** The account's window: the base one, doubled for each strike still remembered (with a back-off). */
  private async accountWindowSeconds(username: string): Promise<number> {
    const { accountWindowSeconds: base, backoff } = this.rules;
    if (!backoff) return base;
    const strikes = (await this.store.peek(this.strikesKey(username)))?.count ?? 0;
    return Math.max(base, Math.min(backoff.maxWindowSeconds, base * 2 ** Math.min(strikes, 30)));
  }

  async begin(ip: string, username: string): Promise<Attempt> {
    const [ipKey, accountKey] = this.keys(ip, username);
    const { granted, windows } = await this.store.reserve([
      { key: ipKey, limit: this.rules.ipMaxFailures, windowSeconds: this.rules.ipWindowSeconds },
      {
        key: accountKey,
        limit: this.rules.accountMaxFailures,
        windowSeconds: await this.accountWindowSeconds(username),
      },
    ]);
    if (granted) return { granted: true };
    const limits = [this.rules.ipMaxFailures, this.rules.accountMaxFailures];
    const full = windows.filter((w, i) => w.count >= limits[i]);
    const until = Math.max(...full.map((w) => w.resetAt), Date.now() + 1000);
    const exhausted = (['ip', 'account'] as const).filter((_, i) => windows[i].count >= limits[i]);
    return { granted: false, retryAfter: secondsUntil(until), exhausted };
  }

  /** The password was right: its reservation is given back (failures of the window stay counted). */
  async succeeded(ip: string, username: string): Promise<void> {
    await this.store.release(this.keys(ip, username));
  }

  /**
   * The guess was wrong. With a back-off, the failure that fills the account's window is a strike (once per window,
   * claimed atomically, so concurrent failures count one), and the account's next window is twice as long.
   */
  async failed(ip: string, username: string): Promise<void> {
    const { backoff } = this.rules;
    if (!backoff) return;
    const accountKey = this.keys(ip, username)[1];
    const window = await this.store.peek(accountKey);
    if (!window || window.count < this.rules.accountMaxFailures) return;
    const seconds = secondsUntil(window.resetAt);
    const mark = await this.store.reserve([
      { key: `${accountKey}:full:${window.resetAt}`, limit: 1, windowSeconds: seconds },
    ]);
    if (mark.granted) await this.store.increment(this.strikesKey(username), backoff.memorySeconds);
  }
}

/**
 * The Strapi admin's password checks — its sign-in, and the current password its profile asks for — count together,
 * apart from the site's sign-in, with the same rules.
 */
export const adminPasswordLockout = () => new LoginLockout(sharedCounterStore(), appConfig.loginLockout, 'admin-login');

/** The log note of a refused guess: which lockout counter was used up, with its limit and window. */
export function lockoutNote(kind: string, exhausted: Array<'ip' | 'account'>, rules: LockoutRules): RefusalNote {
  const byIp = exhausted.includes('ip');
  return {
    kind,
    reason: `too many sign-in attempts per ${exhausted.join(' and ')}`,
    limit: byIp ? rules.ipMaxFailures : rules.accountMaxFailures,
    window: `${byIp ? rules.ipWindowSeconds : rules.accountWindowSeconds}s`,
  };
}
