import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inputOf, middlewarePatchSchema } from '@hmti/contract';
import { applyMasterSwitch, type MiddlewarePatch } from '../lib/middleware-switches';
import type { MiddlewareSettings } from '../types';
import { settingsKeys } from './query-keys';

export { middlewarePatchSchema };

export const updateMiddlewareSettings = (patch: MiddlewarePatch) =>
  api.put<MiddlewareSettings>('/api/settings/middleware', inputOf(middlewarePatchSchema, patch));

const mutationKey = ['settings', 'middleware', 'update'];

/**
 * Shows the switch at once (the server's master-switch rule applied locally), then takes the server's
 * answer. Toggles run one after another, in the order they were made; an answer is shown only when no later toggle
 * waits (it would turn that toggle back until its own answer came).
 */
export function useUpdateMiddlewareSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
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
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(settingsKeys.middleware, saved);
    },
  });
}
