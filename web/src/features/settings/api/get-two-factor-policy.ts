import { useQuery } from '@tanstack/react-query';
import type { Role } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { settingsKeys } from './query-keys';

export type TwoFactorPolicyRole = Pick<Role, 'name' | 'displayName' | 'level'> & { requireTwoFactor: boolean };

/** GET /api/auth/two-factor/policy (owner): every role and whether its users must use two-factor sign-in. */
const getTwoFactorPolicy = () => api.get<TwoFactorPolicyRole[]>('/api/auth/two-factor/policy');

export const useTwoFactorPolicy = () =>
  useQuery({ queryKey: settingsKeys.twoFactorPolicy, queryFn: getTwoFactorPolicy });
