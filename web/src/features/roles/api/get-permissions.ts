import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Permission } from '../types';
import { rolesKeys } from './query-keys';

/** GET /api/permissions: the permission catalogue. */
export const getPermissionCatalogue = (signal?: AbortSignal) => api.get<Permission[]>('/api/permissions', { signal });

export const usePermissionCatalogue = () =>
  useQuery({
    queryKey: rolesKeys.permissions,
    queryFn: ({ signal }) => getPermissionCatalogue(signal),
    staleTime: 5 * 60_000,
  });
