import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORGANIZATION_QUERIES } from './query-keys';
import { inputOf, periodSchema } from '@hmti/contract';

/** POST /api/organization/periods { period } — organization.manage_periods; 409 when it exists. */
const createPeriod = (period: string) =>
  api.post<{ period: string }>('/api/organization/periods', { period: inputOf(periodSchema, period) });

export const useCreatePeriod = () =>
  useMutation({ mutationFn: createPeriod, meta: { invalidates: ORGANIZATION_QUERIES } });
