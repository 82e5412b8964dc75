import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '@hmti/contract';
import { api } from '@/lib/api-client';

/** POST /api/auth/two-factor/setup: a fresh secret and its QR code, pending until the first code confirms it. */
export const setupTwoFactor = () => api.post<TwoFactorSetup>('/api/auth/two-factor/setup');

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });
