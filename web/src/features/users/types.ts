export interface ManagedUser {
  _id: number;
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  roleDisplayName: string;
  level: number;
  division: string | null;
  lastLogin: string | null;
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
