import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { invalidateOrganizationQueries } from './invalidate-organization';
import { periodSchema } from './period-schema';

export const createPeriodSchema = z.object({ period: periodSchema });

/** POST /api/organization/periods { period } — organization.manage_periods; 409 when it exists. */
export const createPeriod = (period: string) =>
  api.post<{ period: string }>('/api/organization/periods', createPeriodSchema.parse({ period }));

export function useCreatePeriod() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPeriod, onSuccess: () => invalidateOrganizationQueries(queryClient) });
}
