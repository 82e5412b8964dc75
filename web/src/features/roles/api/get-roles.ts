import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Role } from '@hmti/contract';
import { rolesKeys } from './query-keys';

/** GET /api/roles (roles.view, roles.create or roles.edit): every role, sorted by level. */
export const useRoles = () =>
  useQuery({ queryKey: rolesKeys.list, queryFn: ({ signal }) => api.get<Role[]>('/api/roles', { signal }) });
