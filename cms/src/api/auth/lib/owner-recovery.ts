import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hmti/contract';
import { auditAs } from '../../../lib/data-layer/audit-scope';
import { service } from '../../../lib/services';
import { accountChange, USER_UID } from '../services/identity';

export interface OwnerReset {
  username: string;
  /** The new password when one was generated (shown once by the command). */
  generatedPassword?: string;
  twoFactorRemoved: boolean;
  sessionsRevoked: number;
}

/**
 * Recovers a lost owner account from the server (`npm run owner:reset`), the one door left when nobody can sign in
 * as owner: the admin panel changes no site account. Sets a new password (given, or generated), removes the
 * account's two-factor sign-in, unblocks it and ends its sessions; one activity entry says so. Only an account of the
 * owner role is reset.
 */
export async function resetOwner(
  strapi: Core.Strapi,
  options: { username: string; password?: string; keepTwoFactor?: boolean },
): Promise<OwnerReset> {
  const user = await service(strapi, 'api::auth.identity').findForLogin(options.username);
  if (!user) throw new Error(`No account named "${options.username}".`);
  if (user.appRole?.name !== 'owner') throw new Error(`"${user.username}" is not an owner account; nothing changed.`);
  // The password rule of the site's own change of password: one the sign-in does not take would lock the owner out.
  const { password: given } = options;
  if (given !== undefined && (given.length < PASSWORD_MIN_LENGTH || given.length > PASSWORD_MAX_LENGTH))
    throw new Error(
      `The new password needs ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; nothing changed.`,
    );
  const password = given ?? crypto.randomBytes(12).toString('base64url');
  const generatedPassword = given === undefined ? password : undefined;
  return auditAs(accountChange('Akun owner dipulihkan dari server', user.id, user.username), async () => {
    await service(strapi, 'api::auth.passwords').store(user.id, password);
    await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { blocked: false } });
    const twoFactorRemoved = options.keepTwoFactor
      ? false
      : (await strapi.db.query('api::auth.two-factor').deleteMany({ where: { userId: user.id } })).count > 0;
    const sessionsRevoked = await service(strapi, 'api::auth.session-store').revokeAllForUser(user.id);
    return { username: user.username, generatedPassword, twoFactorRemoved, sessionsRevoked };
  });
}
