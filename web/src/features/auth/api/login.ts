import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { loginInputSchema } from '@hmti/contract';
import { api, resumeSessionEndedNotice } from '@/lib/api-client';
import { sessionKeys } from '@/lib/auth';
import type { SessionUser } from '@/lib/authorization';

export { loginInputSchema };

export type LoginInput = z.input<typeof loginInputSchema>;

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
