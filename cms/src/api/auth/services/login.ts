import { setTimeout as sleep } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { sharedCounterStore } from '../../../lib/shared-counter-store';
import { badRequest, httpError, tooManyRequests } from '../../../lib/http-error';
import { LoginLockout, lockoutNote } from '../../../lib/login-lockout';
import { noteRefusal } from '../../../lib/observability/request-notes';
import { recordSignInFailure } from '../../../lib/observability/metrics';
import type { UserDto, UserRow } from './identity';
import {
  checkInput,
  LOGIN_FIELDS_REQUIRED,
  loginInputSchema,
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@hmti/contract';

const WRONG_CREDENTIALS = 'Username atau password salah';
const lockedMessage = (seconds: number) => `Terlalu banyak percobaan login. Silakan tunggu ${seconds} detik.`;

export interface LoginInput {
  username: unknown;
  password: unknown;
  rememberMe: unknown;
  ip: string;
  userAgent: string | undefined;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const lockout = new LoginLockout(sharedCounterStore(), appConfig.loginLockout);
  const locked = (retryAfter: number) => tooManyRequests(lockedMessage(retryAfter), retryAfter);

  return {
    /**
     * Runs one password guess for an account under the lockout: the guess is counted (per IP and per account)
     * before `compare` runs, and refused with 429 without comparing when either limit is used up; `compare` answers
     * null for a wrong password. Sign-in and the signed-in forms that ask for the current password share these counts.
     */
    async guarded<T>(ip: string, username: string, compare: () => Promise<T | null>): Promise<T | null> {
      const attempt = await lockout.begin(ip, username);
      if (!attempt.granted) {
        noteRefusal(lockoutNote('login-lockout', attempt.exhausted, appConfig.loginLockout));
        recordSignInFailure('locked');
        throw locked(attempt.retryAfter);
      }
      const result = await compare();
      if (result !== null) await lockout.succeeded(ip, username);
      return result;
    },

    async login(input: LoginInput): Promise<{ token: string; user: UserDto; rememberMe: boolean }> {
      const started = Date.now();
      const checked = checkInput(loginInputSchema, input);
      if (!checked.ok) throw badRequest(LOGIN_FIELDS_REQUIRED);
      const { username: name, password, rememberMe } = checked.data;
      // Over-long input cannot be an account's: the same answer as a wrong password.
      if (name.length > USERNAME_MAX_LENGTH || password.length > PASSWORD_MAX_LENGTH)
        throw httpError(401, WRONG_CREDENTIALS);

      const identity = strapi.service('api::auth.identity');
      const user = await this.guarded(input.ip, name, async () => {
        const found = await identity.findForLogin(name);
        // An unknown account is checked against a dummy hash, so it costs what a wrong password costs.
        const ok = await strapi.service('api::auth.passwords').check(found, password);
        return ok && found && !found.blocked ? (found as UserRow) : null;
      });
      if (!user) {
        recordSignInFailure('wrong-credentials');
        await sleep(Math.max(0, started + appConfig.passwords.failureFloorMs - Date.now()));
        throw httpError(401, WRONG_CREDENTIALS);
      }
      const { token } = await strapi
        .service('api::auth.session-store')
        .create(user.id, { ip: input.ip, userAgent: input.userAgent, rememberMe });
      const lastLogin = new Date().toISOString();
      await strapi.db.query('plugin::users-permissions.user').update({ where: { id: user.id }, data: { lastLogin } });
      return { token, user: identity.toDto({ ...user, lastLogin }), rememberMe };
    },
  };
};
