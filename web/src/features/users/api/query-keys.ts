export interface UserListFilter {
  q: string;
  role: string;
}

export const usersKeys = {
  all: ['users'] as const,
  list: (filter: UserListFilter) => ['users', 'list', filter] as const,
  assignableRoles: ['users', 'assignable-roles'] as const,
  roleLevels: ['users', 'role-levels'] as const,
};
