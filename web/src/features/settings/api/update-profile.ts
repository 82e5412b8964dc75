import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import type { SessionUser } from '@/lib/authorization';
import { ALL_FIELDS_REQUIRED, INVALID_EMAIL } from '../lib/account-messages';

const required = z.string().trim().min(1, ALL_FIELDS_REQUIRED);

/** Body of PUT /api/auth/profile: username, name and email, all required; a new username or email also needs
 * the current password. */
export const profileSchema = z.object({
  username: required.max(100),
  name: required.max(200),
  email: required.max(200).pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVALID_EMAIL)),
  currentPassword: z.string().max(200).optional(),
});

export type ProfileInput = z.input<typeof profileSchema>;

export const updateProfile = (input: ProfileInput) =>
  api.put<SessionUser>('/api/auth/profile', profileSchema.parse(input));

/** Saves the own profile, then refreshes the current user everywhere (sidebar, top bar). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.me, user);
      return queryClient.invalidateQueries({ queryKey: sessionKeys.me });
    },
  });
}
