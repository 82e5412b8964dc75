import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AssignableRoles } from '@hmti/contract';
import { settingsKeys } from './query-keys';

/** GET /api/roles/assignable: the roles below the requester, with the requester's level. */
export const getAssignableRoles = () => api.get<AssignableRoles>('/api/roles/assignable');

export const assignableRolesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.assignableRoles, queryFn: getAssignableRoles });

export const useAssignableRoles = (enabled: boolean) => useQuery({ ...assignableRolesQueryOptions(), enabled });
