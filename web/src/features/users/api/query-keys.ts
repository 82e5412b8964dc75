export interface UserListParams {
  q: string;
  role: string;
  page: number;
  pageSize: number;
}

export const usersKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
  roleLevels: ['users', 'role-levels'] as const,
};
