import type { Role } from '@hmti/contract';
import type { UserFormInput } from '../api/user-input';
import type { ManagedUser } from '../types';

export type UserFormValues = Required<{ [K in keyof UserFormInput]: NonNullable<UserFormInput[K]> }>;
export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

type RoleChoice = Pick<Role, 'name' | 'displayName' | 'level'>;

export const emptyUserForm = (role = ''): UserFormValues => ({
  username: '',
  name: '',
  email: '',
  role,
  division: '',
  password: '',
  confirmPassword: '',
});

export const userFormFromUser = (
  user: Pick<ManagedUser, 'username' | 'name' | 'email' | 'role' | 'division'>,
): UserFormValues => ({
  ...emptyUserForm(user.role),
  username: user.username,
  name: user.name ?? '',
  email: user.email ?? '',
  division: user.division ?? '',
});

/**
 * The roles the select offers: the assignable ones (below the actor), sorted by level. A user whose
 * own role is not among them (the owner editing their own account) keeps it, and the select is locked.
 */
export function roleChoices<T extends RoleChoice>(
  assignable: readonly T[],
  current?: { role: string; roleDisplayName: string; level: number },
) {
  const options: RoleChoice[] = [...assignable].sort((a, b) => a.level - b.level);
  const locked = !!current && !assignable.some((r) => r.name === current.role);
  if (current && locked)
    options.unshift({ name: current.role, displayName: current.roleDisplayName || current.role, level: current.level });
  return { options, locked };
}

/** Why the role field of an edited user cannot change (roleChoices' `locked`). */
export function lockedRoleHint(user: { role: string; roleDisplayName: string } | null | undefined): string {
  const name = user?.roleDisplayName || user?.role || '';
  return user?.role === 'owner'
    ? `Role ${name} tidak dapat diubah: akun pemilik tetap pemilik.`
    : `Role ${name} tidak dapat Anda ubah: levelnya tidak di bawah role Anda, atau role itu memiliki izin yang tidak Anda miliki.`;
}
