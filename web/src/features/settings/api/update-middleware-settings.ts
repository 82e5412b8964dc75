import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyMasterSwitch, inputOf, middlewarePatchSchema, type MiddlewareSettings } from '@hmti/contract';
import type { MiddlewarePatch } from '../lib/middleware-switches';
import { settingsKeys } from './query-keys';

const mutationKey = ['settings', 'middleware', 'update'];

/**
 * Toggles are saved one after another, in the order they were made; each answer, the server's whole state, goes into
 * the cache. The switches show that state with the toggles still on their way applied on top
 * (useShownMiddlewareSettings), so a toggle that fails drops out of what is shown, whatever else is still waiting.
 */
export function useUpdateMiddlewareSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (patch: MiddlewarePatch) =>
      api.put<MiddlewareSettings>('/api/settings/middleware', inputOf(middlewarePatchSchema, patch)),
    scope: { id: 'settings-middleware' },
    // A read begun before the save would answer with the state before it.
    onMutate: () => queryClient.cancelQueries({ queryKey: settingsKeys.middleware }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.middleware, saved),
  });
}

/** The server's settings with the toggles still on their way applied, in order (the master-switch rule locally). */
export function useShownMiddlewareSettings(saved: MiddlewareSettings | undefined) {
  const waiting = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as MiddlewarePatch,
  });
  return saved && waiting.reduce(applyMasterSwitch, saved);
}
