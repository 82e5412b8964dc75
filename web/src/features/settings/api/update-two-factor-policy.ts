import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inputOf, twoFactorPolicySchema } from '@hmti/contract';
import { api } from '@/lib/api-client';
import type { TwoFactorPolicyRole } from './get-two-factor-policy';
import { settingsKeys } from './query-keys';

/** PUT /api/auth/two-factor/policy (owner): the roles whose users enrol at their next sign-in. */
export function useUpdateTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roles: string[]) =>
      api.put<TwoFactorPolicyRole[]>('/api/auth/two-factor/policy', inputOf(twoFactorPolicySchema, { roles })),
    onSuccess: (roles) => queryClient.setQueryData(settingsKeys.twoFactorPolicy, roles),
  });
}
