import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Permission } from '@hmti/contract';
import { rolesKeys } from './query-keys';

/** GET /api/permissions: the permission catalogue. */
export const usePermissionCatalogue = () =>
  useQuery({
    queryKey: rolesKeys.permissions,
    queryFn: ({ signal }) => api.get<Permission[]>('/api/permissions', { signal }),
    staleTime: 5 * 60_000,
  });
