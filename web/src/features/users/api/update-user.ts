import { useMutation } from '@tanstack/react-query';
import { inputOf } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import { positiveId } from '@/lib/positive-id';
import type { ManagedUser } from '../types';
import { usersKeys } from './query-keys';
import { updateUserSchema, type UserFormInput } from './user-input';

/** PUT /api/users/{id} (users.edit; password only when typed); refreshes the list and the session (maybe one's own). */
export const useUpdateUser = () =>
  useMutation({
    mutationFn: ({ id, input }: { id: number; input: UserFormInput }) =>
      api.put<ManagedUser>(`/api/users/${positiveId(id, 'user')}`, inputOf(updateUserSchema, input)),
    meta: { invalidates: [usersKeys.all, sessionKeys.me] },
  });
