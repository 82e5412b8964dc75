import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { inputOf, profileSchema, type SessionUser } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';

export type ProfileInput = z.input<typeof profileSchema>;

/** Saves the own profile, then refreshes the current user everywhere (sidebar, top bar). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => api.put<SessionUser>('/api/auth/profile', inputOf(profileSchema, input)),
    onSuccess: (user) => queryClient.setQueryData(sessionKeys.me, user),
    meta: { invalidates: [sessionKeys.me] },
  });
}
