import type { Core } from '@strapi/strapi';
import { appConfig } from '../../../config/app-config';
import { badRequest, conflict, forbidden } from '../../../lib/http-error';
import { hierarchyRefusal, PERMISSIONS_NOT_CONTAINED } from '../../../lib/hierarchy';
import type { AuthState } from '../../../lib/request-context';
import { auditAs, type ActivityEntry } from '../../../lib/data-layer/audit-scope';
import { parseInput } from '../../../lib/request-input';
import { seal, unseal } from '../../../lib/sealed';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, newTotpSecret, otpauthUrl, qrDataUrl } from '../lib/totp';
import { guessLimit } from '../lib/guess-limit';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CODE_WRONG,
  twoFactorEnableSchema,
  twoFactorEnrolCodeSchema,
  twoFactorPolicySchema,
  twoFactorReauthSchema,
  twoFactorSetupSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@hmti/contract';
import { stringList } from '../../../lib/permissions';
import { accountChange, USER_UID, type UserRow } from './identity';
import { service } from '../../../lib/services';

const SECRET_PURPOSE = 'two-factor-secret';
const codeLockedMessage = (seconds: number) => `Terlalu banyak kode salah. Silakan tunggu ${seconds} detik.`;
const NOT_ENABLED = 'Verifikasi dua langkah belum aktif.';
const ALREADY_ENABLED = 'Verifikasi dua langkah sudah aktif.';

interface TwoFactorRow {
  id: number;
  userId: number;
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: string | null;
  recoveryCodes: unknown;
  recoveryVersion: number | null;
  lastUsedStep: number | null;
}

/** Two-factor sign-in is on once an enrolment was confirmed (a pending secret alone is not). */
const isEnabled = (row: TwoFactorRow | null) => !!(row?.enabledAt && row.secret);

/** How a code was accepted: the app's current code, or one of the recovery codes (now used up). */
type CodeKind = 'totp' | 'recovery';

/**
 * Two-factor sign-in with an authenticator app (TOTP). The secret is stored sealed with the app's key and never
 * leaves the server after enrolment; recovery codes are stored as hashes only. Every code check — at sign-in,
 * when enrolling, when turning it off — counts under its own lockout (per account and per client IP), apart from
 * the password guesses, and a code is accepted once (a later sign-in needs a later code).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query('api::auth.two-factor');
  const key = () => appConfig.twoFactor.encryptionKey;
  const identity = () => service(strapi, 'api::auth.identity');
  const rowOf = async (userId: number): Promise<TwoFactorRow | null> => rows().findOne({ where: { userId } });
  const usernameOf = async (userId: number) => (await identity().get(userId)).username;
  const codeLimit = guessLimit('two-factor-lockout', appConfig.twoFactor.lockout, codeLockedMessage, 'two-factor');
  /** One code check under the code-step lockout: 429 when it is used up, without checking. */
  const guarded = <T>(ip: string, userId: number, check: () => Promise<T>) => codeLimit(ip, `user:${userId}`, check);
  const enabledRow = async (userId: number) => {
    const row = await rowOf(userId);
    return isEnabled(row) ? row : null;
  };
  const requiredFor = (user: Pick<UserRow, 'appRole'>) => !!user.appRole?.requireTwoFactor;
  const removeFor = (userId: number, title: string, userName: string) =>
    auditAs(accountChange(title, userId, userName), () => rows().deleteMany({ where: { userId } }));

  /** The app's code: one of the current steps, newer than the last one used (claimed atomically). */
  const acceptTotp = async (row: TwoFactorRow, secretSealed: string | null, code: string): Promise<boolean> => {
    const secret = unseal(key(), SECRET_PURPOSE, secretSealed);
    const step = secret ? matchingStep(secret, code) : null;
    if (step === null) return false;
    const { count } = await rows().updateMany({
      where: { id: row.id, $or: [{ lastUsedStep: { $null: true } }, { lastUsedStep: { $lt: step } }] },
      data: { lastUsedStep: step },
    });
    return count === 1;
  };

  /** A recovery code: removed from the list in the same write that accepts it, so it works once. */
  const acceptRecovery = async (row: TwoFactorRow, code: string, userName: string): Promise<boolean> => {
    const hash = hashRecoveryCode(code);
    const left = stringList(row.recoveryCodes);
    if (!left.includes(hash)) return false;
    const version = row.recoveryVersion ?? 0;
    const { count } = await auditAs(accountChange('Kode pemulihan 2FA dipakai', row.userId, userName), () =>
      rows().updateMany({
        where: { id: row.id, recoveryVersion: version },
        data: { recoveryCodes: left.filter((h) => h !== hash), recoveryVersion: version + 1 },
      }),
    );
    return count === 1;
  };

  /**
   * One row per user (a unique index): an update of the user's row, or its creation when there is none. Two setups
   * at once may both find none; the one whose creation meets the other's row updates it instead.
   */
  const savePendingSecret = async (userId: number, pendingSecret: string): Promise<void> => {
    const update = () => rows().updateMany({ where: { userId }, data: { pendingSecret } });
    if ((await update()).count > 0) return;
    try {
      await rows().create({ data: { userId, pendingSecret, recoveryCodes: [], recoveryVersion: 0 } });
    } catch (error) {
      if ((await update()).count === 0) throw error;
    }
  };

  /** A new set of recovery codes (the old ones stop working), written with `data`; the codes are shown once. */
  const storeRecoveryCodes = async (row: TwoFactorRow, entry: ActivityEntry, data: Record<string, unknown> = {}) => {
    const codes = newRecoveryCodes(RECOVERY_CODE_COUNT);
    const recovery = { recoveryCodes: codes.map(hashRecoveryCode), recoveryVersion: (row.recoveryVersion ?? 0) + 1 };
    await auditAs(entry, () => rows().update({ where: { id: row.id }, data: { ...data, ...recovery } }));
    return { recoveryCodes: codes };
  };

  return {
    /** Whether the account has two-factor sign-in on, and whether its role requires it. */
    async stateOf(user: Pick<UserRow, 'id' | 'appRole'>): Promise<{ enabled: boolean; required: boolean }> {
      return { enabled: !!(await enabledRow(user.id)), required: requiredFor(user) };
    },

    async status(auth: AuthState): Promise<TwoFactorStatus> {
      const user = await identity().get(auth.userId);
      const row = await enabledRow(auth.userId);
      return {
        enabled: !!row,
        enabledAt: row?.enabledAt ?? null,
        recoveryCodesLeft: row ? stringList(row.recoveryCodes).length : 0,
        required: requiredFor(user),
      };
    },

    /**
     * Re-authentication before the own second factor changes (a stolen session cookie is not enough): the current
     * password, under the sign-in lockout, or — when two-factor sign-in is on — a current code under its lockout.
     */
    async reauthenticate(auth: AuthState, ip: string, input: { currentPassword?: string; code?: string }) {
      if (input.currentPassword)
        await service(strapi, 'api::auth.account').confirmCurrentPassword(auth, ip, input.currentPassword);
      else if (!(await this.verify(auth.userId, ip, { code: input.code })))
        throw badRequest(TWO_FACTOR_CODE_WRONG, { field: 'code' });
    },

    /** Enrolment from the own settings: only with the current password. */
    async setupOwn(auth: AuthState, ip: string, body: unknown): Promise<TwoFactorSetup> {
      await this.reauthenticate(auth, ip, parseInput(twoFactorSetupSchema, body));
      return this.setup(auth.userId);
    },

    /** Confirming the enrolment from the own settings: the first code and the current password again. */
    async enableOwn(auth: AuthState, ip: string, body: unknown): Promise<{ recoveryCodes: string[] }> {
      const { code, currentPassword } = parseInput(twoFactorEnableSchema, body);
      await this.reauthenticate(auth, ip, { currentPassword });
      return this.enable(auth.userId, ip, { code }, auth.sessionId);
    },

    /** A new set of recovery codes (the old ones stop working), with the current password or a current code. */
    async regenerateRecoveryCodes(auth: AuthState, ip: string, body: unknown): Promise<{ recoveryCodes: string[] }> {
      const input = parseInput(twoFactorReauthSchema, body);
      const userName = await usernameOf(auth.userId);
      if (!(await enabledRow(auth.userId))) throw conflict(NOT_ENABLED);
      await this.reauthenticate(auth, ip, input);
      const row = await enabledRow(auth.userId);
      if (!row) throw conflict(NOT_ENABLED);
      return storeRecoveryCodes(row, accountChange('Kode pemulihan 2FA dibuat ulang', auth.userId, userName));
    },

    /**
     * Starts an enrolment: a secret kept sealed as pending until the first code confirms it, shown so the user can
     * scan or type it. A pending one is shown again, so an app that scanned it keeps working when the sign-in step ran
     * out or the dialog was closed before the first code. (The caller has checked who asks: the password in the
     * settings, the sign-in challenge at a role's enrolment.)
     */
    async setup(userId: number): Promise<TwoFactorSetup> {
      const accountName = await usernameOf(userId);
      const row = await rowOf(userId);
      if (isEnabled(row)) throw conflict(ALREADY_ENABLED);
      let secret = unseal(key(), SECRET_PURPOSE, row?.pendingSecret ?? null);
      if (!secret) {
        secret = newTotpSecret();
        await savePendingSecret(userId, seal(key(), SECRET_PURPOSE, secret));
      }
      const url = otpauthUrl(secret, accountName, appConfig.twoFactor.issuer);
      return { secret, otpauthUrl: url, qrCode: await qrDataUrl(url) };
    },

    /** Confirms a pending enrolment with the app's first code; answers the recovery codes (shown once). */
    async enable(userId: number, ip: string, body: unknown, sessionId?: number): Promise<{ recoveryCodes: string[] }> {
      const { code } = parseInput(twoFactorEnrolCodeSchema, body);
      const userName = await usernameOf(userId);
      const row = await rowOf(userId);
      if (isEnabled(row)) throw conflict(ALREADY_ENABLED);
      if (!row?.pendingSecret) throw badRequest('Mulai pendaftaran authenticator terlebih dahulu.');
      const ok = await guarded(ip, userId, () => acceptTotp(row, row.pendingSecret, code));
      if (!ok) throw badRequest(TWO_FACTOR_CODE_WRONG);
      const recovery = await storeRecoveryCodes(row, accountChange('2FA diaktifkan', userId, userName), {
        secret: row.pendingSecret,
        pendingSecret: null,
        enabledAt: new Date(),
      });
      // Whoever just confirmed a code holds the authenticator: the session it came from passed the second factor.
      if (sessionId)
        await strapi.db.query('api::auth.session').update({ where: { id: sessionId }, data: { twoFactor: true } });
      return recovery;
    },

    /** The code step: the app's code or a recovery code of an enrolled account; null when wrong. */
    async verify(
      userId: number,
      ip: string,
      input: { code?: string; recoveryCode?: string },
    ): Promise<CodeKind | null> {
      const row = await enabledRow(userId);
      if (!row) return null;
      const userName = await usernameOf(userId);
      const code = (input.code ?? '').replace(/\s/g, '');
      const recovery = (input.recoveryCode ?? '').trim();
      return guarded(ip, userId, async (): Promise<CodeKind | null> => {
        if (code && (await acceptTotp(row, row.secret, code))) return 'totp';
        if (recovery && (await acceptRecovery(row, recovery, userName))) return 'recovery';
        if (!recovery && /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code) && (await acceptRecovery(row, code, userName)))
          return 'recovery';
        return null;
      });
    },

    /** Turning it off needs the current password or a current code, and is refused while the role requires it. */
    async disable(auth: AuthState, ip: string, body: unknown): Promise<{ success: true }> {
      const input = parseInput(twoFactorReauthSchema, body);
      const user = await identity().get(auth.userId);
      const state = await this.stateOf(user);
      if (!state.enabled) throw conflict(NOT_ENABLED);
      if (state.required) throw forbidden('Role Anda mewajibkan verifikasi dua langkah; 2FA tidak dapat dimatikan.');
      await this.reauthenticate(auth, ip, input);
      await removeFor(auth.userId, '2FA dinonaktifkan', user.username);
      return { success: true };
    },

    /** Another user's two-factor sign-in removed (a lost phone): only for strictly lower-ranked accounts. */
    async reset(auth: AuthState, targetId: number): Promise<{ success: true }> {
      const target = await identity().get(targetId);
      if (target.id === auth.userId) throw forbidden('Gunakan pengaturan akun Anda sendiri untuk mengubah 2FA Anda.');
      // Taking a sign-in factor away is as strong as deleting the account: never on an equal (or owner) level.
      const refusal = hierarchyRefusal(auth.actor, identity().toActor(target), 'delete', 'user');
      if (refusal === 'level')
        throw forbidden('Anda hanya dapat mereset 2FA user dengan level lebih rendah dari level Anda.');
      if (refusal === 'permissions') throw forbidden(PERMISSIONS_NOT_CONTAINED);
      if (!(await rowOf(target.id))) throw conflict('User ini belum memakai 2FA.');
      await removeFor(target.id, '2FA user direset', target.username);
      return { success: true };
    },

    /** Which users of a list have two-factor sign-in on (for the users page). */
    async enabledAmong(userIds: number[]): Promise<Set<number>> {
      if (!userIds.length) return new Set();
      const found: Array<{ userId: number }> = await rows().findMany({
        select: ['userId'],
        where: { userId: { $in: userIds }, enabledAt: { $notNull: true } },
      });
      return new Set(found.map((r) => r.userId));
    },

    /** The roles with their requirement, most powerful first (the owner's policy screen). */
    async policy() {
      const roles: Array<{ name: string; displayName: string; level: number; requireTwoFactor: boolean | null }> =
        await strapi.db.query('api::roles.role').findMany({
          select: ['name', 'displayName', 'level', 'requireTwoFactor'],
          orderBy: [{ level: 'asc' }, { name: 'asc' }],
        });
      return roles.map((r) => ({ ...r, requireTwoFactor: !!r.requireTwoFactor }));
    },

    /**
     * The owner sets the roles whose users must use two-factor sign-in (enrolment at their next sign-in). The
     * sessions of a newly required role that did not pass the code step end at once.
     */
    async setPolicy(body: unknown) {
      const { roles } = parseInput(twoFactorPolicySchema, body);
      const wanted = new Set(roles);
      const all = await this.policy();
      const unknown = roles.filter((name) => !all.some((r) => r.name === name));
      if (unknown.length) throw badRequest(`Role tidak dikenal: ${unknown.join(', ')}`);
      const changed = all.filter((r) => r.requireTwoFactor !== wanted.has(r.name));
      if (changed.length) {
        const names = all.filter((r) => wanted.has(r.name)).map((r) => r.displayName);
        await auditAs(
          {
            type: 'user',
            action: 'update',
            title: 'Kebijakan 2FA diubah',
            entityTitle: names.length ? `Wajib 2FA: ${names.join(', ')}` : 'Wajib 2FA: tidak ada',
          },
          () =>
            strapi.db.transaction(async () => {
              for (const role of changed)
                await strapi.db
                  .query('api::roles.role')
                  .update({ where: { name: role.name }, data: { requireTwoFactor: wanted.has(role.name) } });
            }),
        );
        const nowRequired = changed.filter((r) => wanted.has(r.name)).map((r) => r.name);
        if (nowRequired.length) {
          const users: Array<{ id: number }> = await strapi.db
            .query(USER_UID)
            .findMany({ select: ['id'], where: { appRole: { name: { $in: nowRequired } } } });
          await service(strapi, 'api::auth.session-store').revokeWithoutTwoFactor(users.map((u) => u.id));
        }
      }
      return this.policy();
    },
  };
};
