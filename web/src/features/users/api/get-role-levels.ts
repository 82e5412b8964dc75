import { useQuery } from '@tanstack/react-query';
import type { RoleLevel } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** GET /api/roles/levels: every role's name, display name and level (for the role filter). */
export const useRoleLevels = () =>
  useQuery({
    queryKey: usersKeys.roleLevels,
    queryFn: ({ signal }) => api.get<RoleLevel[]>('/api/roles/levels', { signal }),
    staleTime: 0,
  });
