import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ManagedUser } from '../types';
import { usersKeys, type UserListFilter } from './query-keys';

export function usersPath({ q, role }: UserListFilter): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (role) params.set('role', role);
  const query = params.toString();
  return query ? `/api/users?${query}` : '/api/users';
}

/** GET /api/users?q=&role=: everyone with users.view_others, only oneself with users.view. */
export const getUsers = (filter: UserListFilter, signal?: AbortSignal) => api.get<ManagedUser[]>(usersPath(filter), { signal });

export const usersQueryOptions = (filter: UserListFilter) =>
  queryOptions({ queryKey: usersKeys.list(filter), queryFn: ({ signal }) => getUsers(filter, signal), placeholderData: keepPreviousData });

export const useUsers = (filter: UserListFilter, enabled: boolean) => useQuery({ ...usersQueryOptions(filter), enabled });
