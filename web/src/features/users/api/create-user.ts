import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ManagedUser } from '../types';
import { usersKeys } from './query-keys';
import { createUserSchema, type UserFormInput } from './user-input';
import { inputOf } from '@hmti/contract';

/** POST /api/users { username, name, email, password, confirmPassword, role, division } (users.create). */
export const createUser = (input: UserFormInput) =>
  api.post<ManagedUser>('/api/users', { ...inputOf(createUserSchema, input) });

export const useCreateUser = () => useMutation({ mutationFn: createUser, meta: { invalidates: [usersKeys.all] } });
