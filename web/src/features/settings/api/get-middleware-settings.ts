import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MiddlewareSettings } from '@hmti/contract';
import { settingsKeys } from './query-keys';

/** GET /api/settings/middleware (owner only). */
const getMiddlewareSettings = () => api.get<MiddlewareSettings>('/api/settings/middleware');

export const useMiddlewareSettings = () =>
  useQuery({ queryKey: settingsKeys.middleware, queryFn: getMiddlewareSettings });
