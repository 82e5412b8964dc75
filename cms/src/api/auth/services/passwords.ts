import { setTimeout as sleep } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { PasswordHasher } from '../lib/password-hashing';
import { USER_UID } from './identity';

/**
 * Every password of a site account is hashed and checked here. The hash is written with the query engine, because
 * the Document Service would hash it again (synchronously, with bcryptjs, on the event loop).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const hasher = new PasswordHasher(appConfig.passwords.hashConcurrency);

  return {
    /** Whether `plain` is the account's password; a right password under an old hash is re-stored as argon2id. */
    async check(user: { id: number; password?: string | null } | null, plain: string): Promise<boolean> {
      const { ok, needsRehash } = await hasher.verify(plain, user?.password);
      if (ok && needsRehash && user) await this.store(user.id, plain);
      return ok;
    },

    /** Whether `plain` matches a stored hash (bcrypt or argon2id) as is; no hash costs the same as a wrong one. */
    async verify(plain: string, stored: string | null | undefined): Promise<boolean> {
      return (await hasher.verify(plain, stored)).ok;
    },

    /**
     * Waits until a failed sign-in begun at `started` has taken LOGIN_FAILURE_MIN_MS, whatever made it fail (an unknown
     * account's dummy check, an account's bcrypt or argon2id hash): the time a refusal takes tells nothing.
     */
    async failureFloor(started: number): Promise<void> {
      await sleep(Math.max(0, started + appConfig.passwords.failureFloorMs - Date.now()));
    },

    async store(userId: number, plain: string): Promise<void> {
      const password = await hasher.hash(plain);
      await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { password } });
    },
  };
};
