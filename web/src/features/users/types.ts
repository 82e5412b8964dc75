import type { SessionUser } from '@/lib/authorization';

/** A staff account as the API returns it (the shape of the signed-in user, plus whether it uses 2FA). */
export type ManagedUser = SessionUser & { twoFactorEnabled?: boolean };

/** One page of GET /api/users?page=. */
export interface ManagedUserPage {
  data: ManagedUser[];
  meta: { page: number; pageSize: number; total: number; pageCount: number };
}

export interface RoleOption {
  _id: number;
  name: string;
  displayName: string;
  level: number;
}

/** GET /api/roles/assignable (the part this screen uses). */
export interface AssignableRoles {
  roles: RoleOption[];
  requesterLevel: number;
}
