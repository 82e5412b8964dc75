import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AssignableRoles } from '../types';
import { rolesKeys } from './query-keys';

/** GET /api/roles/assignable: roles below the requester, requesterLevel and creatableLevels. */
export const getAssignableRoles = (signal?: AbortSignal) =>
  api.get<AssignableRoles>('/api/roles/assignable', { signal });

export const assignableRolesQueryOptions = () =>
  queryOptions({ queryKey: rolesKeys.assignable, queryFn: ({ signal }) => getAssignableRoles(signal), staleTime: 0 });

export const useAssignableRoles = () => useQuery(assignableRolesQueryOptions());
