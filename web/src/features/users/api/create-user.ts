import { useMutation } from '@tanstack/react-query';
import { inputOf } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { ManagedUser } from '../types';
import { usersKeys } from './query-keys';
import { createUserSchema, type UserFormInput } from './user-input';

/** POST /api/users { username, name, email, password, confirmPassword, role, division } (users.create). */
export const useCreateUser = () =>
  useMutation({
    mutationFn: (input: UserFormInput) => api.post<ManagedUser>('/api/users', inputOf(createUserSchema, input)),
    meta: { invalidates: [usersKeys.all] },
  });
