import { useMutation } from '@tanstack/react-query';
import { inputOf } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import { positiveId } from '@/lib/positive-id';
import type { ManagedUser } from '../types';
import { usersKeys } from './query-keys';
import { updateUserSchema, type UserFormInput } from './user-input';

/**
 * PUT /api/users/{id} (users.edit); the password is sent only when a new one was typed. Refreshes the list, and the
 * signed-in user in case they edited their own account.
 */
export const useUpdateUser = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: number; input: UserFormInput }) =>
      api.put<ManagedUser>(`/api/users/${positiveId(id, 'user')}`, inputOf(updateUserSchema, input)),
    meta: { invalidates: [usersKeys.all, sessionKeys.me] },
  });
