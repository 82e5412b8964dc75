import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage, RoleLevel, SessionUser } from '@hmti/contract';
import { api } from '@/lib/api-client';

/** A staff account as the API returns it (the shape of the signed-in user, plus whether it uses 2FA). */
export type ManagedUser = SessionUser & { twoFactorEnabled?: boolean };

interface UserListParams {
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

/** GET /api/users?page=&pageSize=&q=&role=: one page of everyone (users.view_others) or only oneself (users.view). */
export const useUsers = (params: UserListParams, enabled: boolean) =>
  useQuery({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.q.trim()) query.set('q', params.q.trim());
      if (params.role) query.set('role', params.role);
      return api.get<ListPage<ManagedUser>>(`/api/users?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/roles/levels: every role's name, display name and level (for the role filter). */
export const useRoleLevels = () =>
  useQuery({
    queryKey: usersKeys.roleLevels,
    queryFn: ({ signal }) => api.get<RoleLevel[]>('/api/roles/levels', { signal }),
    staleTime: 0,
  });
