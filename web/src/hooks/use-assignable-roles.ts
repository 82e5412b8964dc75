import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignableRoles } from '@hmti/contract';
import { api } from '@/lib/api-client';

/** GET /api/roles/assignable: the roles below the requester, the requester's level and the levels a new role may take. */
export const getAssignableRoles = (signal?: AbortSignal) =>
  api.get<AssignableRoles>('/api/roles/assignable', { signal });

/** One cache entry for roles, users and settings alike; under ['roles'], so every role change refreshes it. */
export const assignableRolesQueryOptions = () =>
  queryOptions({
    queryKey: ['roles', 'assignable'] as const,
    queryFn: ({ signal }) => getAssignableRoles(signal),
    staleTime: 0,
  });

export const useAssignableRoles = (enabled = true) => useQuery({ ...assignableRolesQueryOptions(), enabled });
