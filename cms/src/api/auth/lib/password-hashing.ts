import { HashThreads } from './hash-threads';

/**
 * Passwords are hashed with argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). Hashing and
 * verifying run in native code on `concurrency` worker threads, never on the event loop.
 * bcrypt hashes (written by users-permissions and the Strapi admin's Content Manager) are still verified, and
 * reported as needing a rehash so the caller can store an argon2id hash at the next successful sign-in.
 */
const ARGON2ID = 2; // Algorithm.Argon2id (a const enum in the package's types)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT_PREFIX = `$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`;
const BCRYPT = /^\$2[abxy]\$\d\d\$/;
// bcrypt only ever reads the first 72 bytes; bcryptjs cut longer passwords there, so the same cut keeps them valid.
const BCRYPT_MAX_BYTES = 72;

export class PasswordHasher {
  private readonly threads: HashThreads;
  private dummy: Promise<string> | undefined;

  constructor(concurrency: number) {
    this.threads = new HashThreads(Math.max(1, concurrency));
  }

  hash(plain: string): Promise<string> {
    return this.threads.run<string>('argon2Hash', plain, OPTIONS);
  }

  /** Checks a password against a stored hash; with no hash (unknown account) it costs the same as a wrong password. */
  async verify(plain: string, stored: string | null | undefined): Promise<{ ok: boolean; needsRehash: boolean }> {
    if (stored && BCRYPT.test(stored)) {
      const bytes = Buffer.from(plain, 'utf8').subarray(0, BCRYPT_MAX_BYTES);
      const ok = await this.threads.run<boolean>('bcryptVerify', bytes, stored);
      return { ok, needsRehash: ok };
    }
    const target = stored?.startsWith('$argon2') ? stored : await this.dummyHash();
    const ok = await this.threads.run<boolean>('argon2Verify', target, plain);
    return { ok: ok && target === stored, needsRehash: ok && !stored?.startsWith(CURRENT_PREFIX) };
  }

  /** Ends the hashing threads (tests; the server's threads never keep the process alive). */
  close(): Promise<void> {
    return this.threads.close();
  }

  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash('timing-equaliser-not-a-password');
    return this.dummy;
  }
}
