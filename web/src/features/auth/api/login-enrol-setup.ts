import { useQuery } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@hmti/contract';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/login/setup: the authenticator secret and QR code for an account whose role requires two-factor
 * sign-in. Read once per challenge (a second call would replace the secret the QR code shows).
 */
export const useLoginEnrolSetup = (challengeToken: string) =>
  useQuery({
    queryKey: ['auth', 'login-enrol-setup', challengeToken],
    queryFn: () => api.post<TwoFactorSetup>('/api/auth/login/setup', { challengeToken }),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
