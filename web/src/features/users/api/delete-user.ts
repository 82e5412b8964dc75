import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { usersKeys } from './query-keys';

/** DELETE /api/users/{id} (users.delete; never the owner, never oneself). */
export const useDeleteUser = () =>
  useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(`/api/users/${positiveId(id, 'user')}`),
    meta: { invalidates: [usersKeys.all], evenOnError: true },
  });
