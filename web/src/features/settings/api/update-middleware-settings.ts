import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inputOf, middlewarePatchSchema } from '@hmti/contract';
import { applyMasterSwitch, type MiddlewarePatch } from '../lib/middleware-switches';
import type { MiddlewareSettings } from '../types';
import { settingsKeys } from './query-keys';

export { middlewarePatchSchema };

export const updateMiddlewareSettings = (patch: MiddlewarePatch) =>
  api.put<MiddlewareSettings>('/api/settings/middleware', inputOf(middlewarePatchSchema, patch));

/**
 * Shows the switch at once (the server's master-switch rule applied locally), then takes the server's
 * answer. Toggles run one after another, in the order they were made.
 */
export function useUpdateMiddlewareSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMiddlewareSettings,
    scope: { id: 'settings-middleware' },
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.middleware });
      const previous = queryClient.getQueryData<MiddlewareSettings>(settingsKeys.middleware);
      if (previous) queryClient.setQueryData(settingsKeys.middleware, applyMasterSwitch(previous, patch));
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKeys.middleware, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.middleware, saved),
  });
}
