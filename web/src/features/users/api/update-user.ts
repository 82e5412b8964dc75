import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import type { ManagedUser } from '../types';
import { usersKeys } from './query-keys';
import { assertUserId, updateUserSchema, type UserFormInput } from './user-input';
import { inputOf } from '@hmti/contract';

/** PUT /api/users/{id} (users.edit); the password is sent only when a new one was typed. */
export const updateUser = ({ id, input }: { id: number; input: UserFormInput }) =>
  api.put<ManagedUser>(`/api/users/${assertUserId(id)}`, { ...inputOf(updateUserSchema, input) });

/** Refreshes the list, and the signed-in user in case they edited their own account. */
export const useUpdateUser = () =>
  useMutation({ mutationFn: updateUser, meta: { invalidates: [usersKeys.all, sessionKeys.me] } });
