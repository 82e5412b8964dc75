import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RoleLevel } from '@hmti/contract';
import { usersKeys } from './query-keys';

/** GET /api/roles/levels: every role's name, display name and level (for the role filter). */
export const getRoleLevels = (signal?: AbortSignal) => api.get<RoleLevel[]>('/api/roles/levels', { signal });

export const useRoleLevels = () =>
  useQuery({ queryKey: usersKeys.roleLevels, queryFn: ({ signal }) => getRoleLevels(signal), staleTime: 0 });
