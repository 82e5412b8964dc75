import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AssignableRoles } from '@hmti/contract';
import { usersKeys } from './query-keys';

/** GET /api/roles/assignable: the roles below the requester (the ones a user may be given). */
export const getAssignableRoles = (signal?: AbortSignal) =>
  api.get<AssignableRoles>('/api/roles/assignable', { signal });

export const assignableRolesQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.assignableRoles,
    queryFn: ({ signal }) => getAssignableRoles(signal),
    staleTime: 0,
  });

export const useAssignableRoles = (enabled = true) => useQuery({ ...assignableRolesQueryOptions(), enabled });
