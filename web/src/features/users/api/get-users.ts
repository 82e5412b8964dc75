import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListPage } from '@hmti/contract';
import type { ManagedUser } from '../types';
import { usersKeys, type UserListParams } from './query-keys';

export function usersPath({ q, role, page, pageSize }: UserListParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  return `/api/users?${params}`;
}

/** GET /api/users?page=&pageSize=&q=&role=: one page of everyone (users.view_others) or only oneself (users.view). */
export const getUsers = (params: UserListParams, signal?: AbortSignal) =>
  api.get<ListPage<ManagedUser>>(usersPath(params), { signal });

export const useUsers = (params: UserListParams, enabled: boolean) =>
  useQuery({
    queryKey: usersKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
