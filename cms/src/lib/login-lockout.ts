import type { CounterStore } from './counter-store';

export interface LockoutRules {
  ipMaxFailures: number;
  ipWindowSeconds: number;
  accountMaxFailures: number;
  accountWindowSeconds: number;
}

export interface LockStatus {
  locked: boolean;
  retryAfter: number;
}

const ipKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (username: string) => `login:acct:${username.trim().toLowerCase()}`;

/**
 * Failed sign-ins are counted per client IP and per account name (existing or not, so the answer
 * never tells whether an account exists). Either counter at its limit locks until its window ends.
 */
export class LoginLockout {
  constructor(
    private readonly store: CounterStore,
    private readonly rules: LockoutRules,
    private readonly now: () => number = Date.now,
  ) {}

  async status(ip: string, username: string): Promise<LockStatus> {
    const [byIp, byAccount] = await Promise.all([this.store.peek(ipKey(ip)), this.store.peek(accountKey(username))]);
    const waits: number[] = [];
    if (byIp && byIp.count >= this.rules.ipMaxFailures) waits.push(byIp.resetAt);
    if (byAccount && byAccount.count >= this.rules.accountMaxFailures) waits.push(byAccount.resetAt);
    if (waits.length === 0) return { locked: false, retryAfter: 0 };
    return { locked: true, retryAfter: Math.max(1, Math.ceil((Math.max(...waits) - this.now()) / 1000)) };
  }

  /** Records a failure; returns the lock that this failure may have started. */
  async recordFailure(ip: string, username: string): Promise<LockStatus> {
    await Promise.all([
      this.store.increment(ipKey(ip), this.rules.ipWindowSeconds),
      this.store.increment(accountKey(username), this.rules.accountWindowSeconds),
    ]);
    return this.status(ip, username);
  }

  /** A successful sign-in clears the account's counter (the IP's stays, so one valid account cannot reset it). */
  async recordSuccess(username: string): Promise<void> {
    await this.store.reset(accountKey(username));
  }
}
