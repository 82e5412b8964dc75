import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { sharedCounterStore } from '../../../lib/shared-counter-store';
import { badRequest, httpError } from '../../../lib/http-error';
import { recordSignInFailure } from '../../../lib/observability/metrics';
import { newSessionToken } from '../../../lib/tokens';
import { readToken, signToken } from '../../../lib/sealed';
import { guessLimit } from '../lib/guess-limit';
import { USER_UID, type UserRow } from './identity';
import type { NewSessionMeta } from './session-store';
import {
  checkInput,
  TWO_FACTOR_CHALLENGE_EXPIRED,
  TWO_FACTOR_CODE_WRONG,
  twoFactorLoginSchema,
  type SignedInUser,
  type TwoFactorChallenge,
  LOGIN_FIELDS_REQUIRED,
  LOGIN_WRONG_CREDENTIALS,
  loginInputSchema,
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@hmti/contract';
import { service } from '../../../lib/services';
import { requestState } from '../../../lib/data-layer/actor';

const lockedMessage = (seconds: number) => `Terlalu banyak percobaan login. Silakan tunggu ${seconds} detik.`;

/** Where a sign-in step comes from; the session it opens records it. */
type Client = Pick<NewSessionMeta, 'ip' | 'userAgent'>;

export interface SignedIn {
  token: string;
  /** The account, and how many of its oldest sessions this sign-in ended (the per-account limit). */
  user: SignedInUser;
  rememberMe: boolean;
}

interface ChallengePayload {
  u: number;
  p: TwoFactorChallenge['twoFactor'];
  r: boolean;
  /** Its own random id: a challenge opens one session, then it is spent. */
  n: string;
}

const CHALLENGE_PURPOSE = 'login-two-factor';
/** The session a passed code step opens: its "remember me" is the password step's, carried by the challenge. */
const codeStepSession = (client: Client, challenge: ChallengePayload): NewSessionMeta => ({
  ...client,
  rememberMe: challenge.r,
  twoFactor: true,
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const guarded = guessLimit('login-lockout', appConfig.loginLockout, lockedMessage);
  const challengeKey = () => appConfig.twoFactor.encryptionKey;

  /**
   * The password step of an account with two-factor sign-in ends with this short-lived signed challenge instead of
   * a session: it names the account and what comes next, and is worth nothing without the code step.
   */
  const issueChallenge = (userId: number, step: TwoFactorChallenge['twoFactor'], rememberMe: boolean) => {
    const expiresAt = Date.now() + appConfig.twoFactor.challengeSeconds * 1000;
    const payload: ChallengePayload = { u: userId, p: step, r: rememberMe, n: newSessionToken() };
    return {
      twoFactor: step,
      challengeToken: signToken(challengeKey(), CHALLENGE_PURPOSE, payload, expiresAt),
      expiresAt: new Date(expiresAt).toISOString(),
    };
  };

  /** The account of a live challenge for this step (still existing and not blocked), or 401. */
  const challengeUser = async (token: unknown, step: ChallengePayload['p']) => {
    const challenge = readToken<ChallengePayload>(challengeKey(), CHALLENGE_PURPOSE, token);
    if (!challenge || challenge.p !== step || !Number.isSafeInteger(challenge.u) || typeof challenge.n !== 'string')
      throw httpError(401, TWO_FACTOR_CHALLENGE_EXPIRED);
    const user = await service(strapi, 'api::auth.identity').findById(challenge.u);
    if (!user || user.blocked) throw httpError(401, TWO_FACTOR_CHALLENGE_EXPIRED);
    return { user, challenge };
  };

  /**
   * Runs the code step of a challenge that is not spent yet, claiming it first (atomically, on the shared counter
   * store, so two requests with one challenge never both pass): a wrong code gives the claim back, a right one keeps
   * it until the challenge would have expired anyway.
   */
  const spending = async <T>(challenge: ChallengePayload, step: () => Promise<T>): Promise<T> => {
    const key = `two-factor-challenge:${challenge.n}`;
    const windowSeconds = appConfig.twoFactor.challengeSeconds;
    const claim = await sharedCounterStore().reserve([{ key, limit: 1, windowSeconds }]);
    if (!claim.granted) throw httpError(401, TWO_FACTOR_CHALLENGE_EXPIRED);
    let result: T | null = null;
    try {
      result = await step();
      return result;
    } finally {
      if (result === null) await sharedCounterStore().release([key]);
    }
  };

  /** From here on this request acts for the account (its activity entries name the user, not the system). */
  const actAs = (user: UserRow, sessionId: number) => {
    const state = requestState(strapi);
    if (!state) return;
    const actor = service(strapi, 'api::auth.identity').toActor(user);
    state.auth = { actor, userId: user.id, sessionId, userName: user.name || user.username };
  };

  return {
    /**
     * Runs one password guess for an account (by username) under the sign-in lockout; the comparison answers null
     * for a wrong password. Sign-in and the signed-in forms that ask for the current password share these counts.
     */
    guarded,

    async login(body: unknown, client: Client): Promise<SignedIn | { challenge: TwoFactorChallenge }> {
      const started = Date.now();
      const checked = checkInput(loginInputSchema, body);
      if (!checked.ok) throw badRequest(LOGIN_FIELDS_REQUIRED);
      const { username: name, password, rememberMe } = checked.data;
      // Over-long input cannot be an account's: the same answer as a wrong password.
      if (name.length > USERNAME_MAX_LENGTH || password.length > PASSWORD_MAX_LENGTH)
        throw httpError(401, LOGIN_WRONG_CREDENTIALS);

      const user = await guarded(client.ip, name, async () => {
        const found = await service(strapi, 'api::auth.identity').findForLogin(name);
        // An unknown account is checked against a dummy hash, so it costs what a wrong password costs.
        const ok = await service(strapi, 'api::auth.passwords').check(found, password);
        return ok && found && !found.blocked ? found : null;
      });
      if (!user) {
        recordSignInFailure('wrong-credentials');
        await service(strapi, 'api::auth.passwords').failureFloor(started);
        throw httpError(401, LOGIN_WRONG_CREDENTIALS);
      }
      const { enabled, required } = await service(strapi, 'api::auth.two-factor').stateOf(user);
      if (enabled || required) return { challenge: issueChallenge(user.id, enabled ? 'verify' : 'enrol', rememberMe) };
      return this.startSession(user, { ...client, rememberMe, twoFactor: false });
    },

    /** The session a completed sign-in gets (the password step alone, or followed by the code step). */
    async startSession(user: UserRow, sessionMeta: NewSessionMeta): Promise<SignedIn> {
      const { token, session, ended } = await service(strapi, 'api::auth.session-store').create(user.id, sessionMeta);
      const lastLogin = new Date().toISOString();
      await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { lastLogin } });
      actAs(user, session.id);
      const dto = service(strapi, 'api::auth.identity').toDto({ ...user, lastLogin });
      return {
        token,
        user: ended ? { ...dto, sessionsEnded: { count: ended, limit: appConfig.session.maxActivePerUser } } : dto,
        rememberMe: sessionMeta.rememberMe,
      };
    },

    /** The code step: a challenge of the password step plus the app's code (or a recovery code) → the session. */
    async verifyCode(body: unknown, client: Client): Promise<SignedIn> {
      const input = checkInput(twoFactorLoginSchema, body);
      if (!input.ok) throw badRequest(input.message);
      const { user, challenge } = await challengeUser(input.data.challengeToken, 'verify');
      actAs(user, 0);
      const kind = await spending(challenge, () =>
        service(strapi, 'api::auth.two-factor').verify(user.id, client.ip, input.data),
      );
      if (!kind) {
        recordSignInFailure('wrong-credentials');
        throw httpError(401, TWO_FACTOR_CODE_WRONG);
      }
      return this.startSession(user, codeStepSession(client, challenge));
    },

    /** Enrolment demanded by the role, before the first session: the secret and QR code for the app. */
    async enrolSetup(challengeToken: unknown) {
      const { user } = await challengeUser(challengeToken, 'enrol');
      return service(strapi, 'api::auth.two-factor').setup(user.id);
    },

    /** The first code confirms the enrolment; then the session starts and the recovery codes are shown once. */
    async enrolConfirm(body: Record<string, unknown>, client: Client): Promise<SignedIn & { recoveryCodes: string[] }> {
      const { user, challenge } = await challengeUser(body.challengeToken, 'enrol');
      actAs(user, 0);
      // A wrong code throws, and the challenge is given back.
      const { recoveryCodes } = await spending(challenge, () =>
        service(strapi, 'api::auth.two-factor').enable(user.id, client.ip, { code: body.code }),
      );
      const signedIn = await this.startSession(user, codeStepSession(client, challenge));
      return { ...signedIn, recoveryCodes };
    },
  };
};
