import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SessionUser } from '@hmti/contract';
import { settingsKeys } from './query-keys';

/** GET /api/users: everyone with users.view_others, only oneself with users.view. */
export const useUsersForRoleCard = (enabled: boolean) =>
  useQuery({ queryKey: settingsKeys.usersForRoleCard, queryFn: () => api.get<SessionUser[]>('/api/users'), enabled });
