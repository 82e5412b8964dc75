import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ORGANIZATION_QUERIES } from './query-keys';
import { inputOf, periodSchema } from '@hmti/contract';

/** DELETE /api/organization/periods/{period}; 400 while it has members or when it is the last one, with the reason. */
const deletePeriod = (period: string) =>
  api.delete<{ success: boolean }>(`/api/organization/periods/${encodeURIComponent(inputOf(periodSchema, period))}`);

export const useDeletePeriod = () =>
  useMutation({ mutationFn: deletePeriod, meta: { invalidates: ORGANIZATION_QUERIES } });
