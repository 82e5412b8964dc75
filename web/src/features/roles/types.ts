export interface Role {
  _id: number;
  id: number;
  name: string;
  displayName: string;
  description: string;
  level: number;
  permissions: string[];
  isSystem: boolean;
}

export interface Permission {
  _id: number;
  name: string;
  displayName: string;
  description: string;
  category: string;
}

/** GET /api/roles/assignable: the roles below the requester, the requester's level and the levels a new role may take. */
export interface AssignableRoles {
  roles: Role[];
  requesterLevel: number;
  creatableLevels: number[];
}
