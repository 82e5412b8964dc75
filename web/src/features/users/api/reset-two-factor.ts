import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { usersKeys } from './query-keys';

/** DELETE /api/users/{id}/two-factor (users.edit; strictly lower-ranked users only): a lost authenticator. */
export const useResetTwoFactor = () =>
  useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(`/api/users/${positiveId(id, 'user')}/two-factor`),
    meta: { invalidates: [usersKeys.all], evenOnError: true },
  });
