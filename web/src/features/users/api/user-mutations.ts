import { useMutation } from '@tanstack/react-query';
import { inputOf } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import { changedFields } from '@/lib/drafts';
import { positiveId } from '@/lib/positive-id';
import { usersKeys, type ManagedUser } from './user-queries';
import { createUserSchema, updateUserSchema, type UserFormInput } from './user-input';

const userPath = (id: number) => `/api/users/${positiveId(id, 'user')}`;

/** POST /api/users { username, name, email, password, confirmPassword, role, division } (users.create). */
export const useCreateUser = () =>
  useMutation({
    mutationFn: (input: UserFormInput) => api.post<ManagedUser>('/api/users', inputOf(createUserSchema, input)),
    meta: { invalidates: [usersKeys.all] },
  });

/**
 * PUT /api/users/{id} (users.edit) with the fields the form changed from `initial` only, so another editor's change to
 * the others, saved meanwhile, stays (the password only when typed). Refreshes the list and the session (maybe one's
 * own).
 */
export const useUpdateUser = () =>
  useMutation({
    mutationFn: ({ id, input, initial }: { id: number; input: UserFormInput; initial: UserFormInput }) => {
      const changed = changedFields(initial, input);
      const body = Object.entries(inputOf(updateUserSchema, input)).filter(([key]) => key in changed);
      return api.put<ManagedUser>(userPath(id), Object.fromEntries(body));
    },
    meta: { invalidates: [usersKeys.all, sessionKeys.me] },
  });

/** DELETE /api/users/{id} (users.delete; never the owner, never oneself). */
export const useDeleteUser = () =>
  useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(userPath(id)),
    meta: { invalidates: [usersKeys.all], evenOnError: true },
  });

/** DELETE /api/users/{id}/two-factor (users.edit; strictly lower-ranked users only): a lost authenticator. */
export const useResetTwoFactor = () =>
  useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(`${userPath(id)}/two-factor`),
    meta: { invalidates: [usersKeys.all], evenOnError: true },
  });
