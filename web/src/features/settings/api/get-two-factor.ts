import { useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

/** GET /api/auth/two-factor: whether the own account uses two-factor sign-in (never its secret). */
export const useTwoFactor = () =>
  useQuery({ queryKey: settingsKeys.twoFactor, queryFn: () => api.get<TwoFactorStatus>('/api/auth/two-factor') });
