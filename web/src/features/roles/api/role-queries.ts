import { useQuery } from '@tanstack/react-query';
import type { Permission, Role } from '@hmti/contract';
import { api } from '@/lib/api-client';

export const rolesKeys = {
  all: ['roles'] as const,
  list: ['roles', 'list'] as const,
  permissions: ['roles', 'permissions'] as const,
};

/** GET /api/roles (roles.view, roles.create or roles.edit): every role, sorted by level. */
export const useRoles = () =>
  useQuery({ queryKey: rolesKeys.list, queryFn: ({ signal }) => api.get<Role[]>('/api/roles', { signal }) });

/** GET /api/permissions: the permission catalogue. */
export const usePermissionCatalogue = () =>
  useQuery({
    queryKey: rolesKeys.permissions,
    queryFn: ({ signal }) => api.get<Permission[]>('/api/permissions', { signal }),
    staleTime: 5 * 60_000,
  });
