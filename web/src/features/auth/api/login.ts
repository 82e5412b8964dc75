import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, resumeSessionEndedNotice } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import type { SessionUser } from '@/lib/authorization';

export const loginInputSchema = z.object({
  username: z.string().trim().min(1, 'Username wajib diisi'),
  password: z.string().min(1, 'Password wajib diisi'),
  rememberMe: z.boolean().default(false),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

export const login = (input: LoginInput) => api.post<SessionUser>('/api/auth/login', loginInputSchema.parse(input));

/** On success the session queries are primed and permissions refetched. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      resumeSessionEndedNotice();
      queryClient.setQueryData(sessionKeys.me, user);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.permissions });
    },
  });
}
