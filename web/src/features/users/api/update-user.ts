import { useMutation } from '@tanstack/react-query';
import { inputOf } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import { changedFields } from '@/lib/drafts';
import { positiveId } from '@/lib/positive-id';
import type { ManagedUser } from '../types';
import { usersKeys } from './query-keys';
import { updateUserSchema, type UserFormInput } from './user-input';

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
      return api.put<ManagedUser>(`/api/users/${positiveId(id, 'user')}`, Object.fromEntries(body));
    },
    meta: { invalidates: [usersKeys.all, sessionKeys.me] },
  });
