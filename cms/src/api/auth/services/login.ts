import bcrypt from 'bcryptjs';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import type { CounterStore } from '../../../lib/counter-store';
import { sharedCounterStore } from '../../../lib/shared-counter-store';
import { badRequest, httpError, tooManyRequests } from '../../../lib/http-error';
import { LoginLockout } from '../../../lib/login-lockout';
import type { UserDto } from './identity';

export const WRONG_CREDENTIALS = 'Username atau password salah';
export const lockedMessage = (seconds: number) => `Terlalu banyak percobaan login. Silakan tunggu ${seconds} detik.`;

// Compared against when the account does not exist, so both failures cost the same time.
const DUMMY_HASH = bcrypt.hashSync('timing-equaliser-not-a-password', 10);

export interface LoginInput {
  username: unknown;
  password: unknown;
  rememberMe: unknown;
  ip: string;
  userAgent: string | undefined;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let store: CounterStore = sharedCounterStore();
  let lockout = new LoginLockout(store, appConfig.loginLockout);

  const locked = (retryAfter: number) => tooManyRequests(lockedMessage(retryAfter), retryAfter);

  return {
    /** Swaps the counter store (e.g. for one shared through Redis). */
    useStore(next: CounterStore) {
      store = next;
      lockout = new LoginLockout(store, appConfig.loginLockout);
    },

    async login(input: LoginInput): Promise<{ token: string; user: UserDto; rememberMe: boolean }> {
      const { username, password } = input;
      if (typeof username !== 'string' || typeof password !== 'string' || !username.trim() || !password) {
        throw badRequest('Username dan password wajib diisi');
      }
      if (username.length > 100 || password.length > 200) throw httpError(401, WRONG_CREDENTIALS);
      const name = username.trim();

      const before = await lockout.status(input.ip, name);
      if (before.locked) throw locked(before.retryAfter);

      const identity = strapi.service('api::auth.identity');
      const user = await identity.findForLogin(name);
      const passwordOk = await bcrypt.compare(password, user?.password || DUMMY_HASH);
      if (!user || !passwordOk || user.blocked) {
        const after = await lockout.recordFailure(input.ip, name);
        if (after.locked) throw locked(after.retryAfter);
        throw httpError(401, WRONG_CREDENTIALS);
      }

      await lockout.recordSuccess(name);
      const rememberMe = input.rememberMe === true || input.rememberMe === 'true';
      const { token } = await strapi
        .service('api::auth.session-store')
        .create(user.id, { ip: input.ip, userAgent: input.userAgent, rememberMe });
      const lastLogin = new Date().toISOString();
      await strapi.db.query('plugin::users-permissions.user').update({ where: { id: user.id }, data: { lastLogin } });
      return { token, user: identity.toDto({ ...user, lastLogin }), rememberMe };
    },
  };
};
