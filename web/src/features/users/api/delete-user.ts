import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersKeys } from './query-keys';
import { assertUserId } from './user-input';

/** DELETE /api/users/{id} (users.delete; never the owner, never oneself). */
export const deleteUser = (id: number) => api.delete<{ success: boolean }>(`/api/users/${assertUserId(id)}`);

export const useDeleteUser = () =>
  useMutation({ mutationFn: deleteUser, meta: { invalidates: [usersKeys.all], evenOnError: true } });
