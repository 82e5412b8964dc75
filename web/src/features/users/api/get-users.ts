import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { ManagedUser } from '../types';
import { usersKeys, type UserListParams } from './query-keys';

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
