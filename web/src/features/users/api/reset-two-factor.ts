import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersKeys } from './query-keys';
import { assertUserId } from './user-input';

/** DELETE /api/users/{id}/two-factor (users.edit; strictly lower-ranked users only): a lost authenticator. */
export const resetTwoFactor = (id: number) =>
  api.delete<{ success: boolean }>(`/api/users/${assertUserId(id)}/two-factor`);

export const useResetTwoFactor = () =>
  useMutation({ mutationFn: resetTwoFactor, meta: { invalidates: [usersKeys.all], evenOnError: true } });
