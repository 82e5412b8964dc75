import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { useRoleWrite } from './query-keys';

/** DELETE /api/roles/{id} (400 for a system role or one users still hold, with the reason). */
export const useDeleteRole = () =>
  useRoleWrite((id: number) => api.delete<{ success: boolean }>(`/api/roles/${positiveId(id, 'role')}`));
