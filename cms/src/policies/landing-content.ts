import type { Core } from '@strapi/strapi';
import { errorObject } from '../lib/error-object';
import { httpError } from '../lib/http-error';
import { service } from '../lib/services';

export const MAINTENANCE_MESSAGE = 'Situs sedang dalam pemeliharaan. Silakan kembali beberapa saat lagi.';

/**
 * Public content read by the landing page is withheld while maintenance mode is on, except for
 * signed-in staff (who must keep working, e.g. to switch it off). Settings and auth stay open.
 */
export default async (
  policyContext: { state: { auth?: unknown }; request: { path: string; method: string } },
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  if (policyContext.state.auth) return true;
  if (!(await service(strapi, 'api::settings.site-settings').maintenanceMode())) return true;
  const error = errorObject(503, 'Sedang Dalam Pemeliharaan', MAINTENANCE_MESSAGE, 'Coba lagi nanti.', {
    reason: 'maintenance',
    path: policyContext.request.path,
    method: policyContext.request.method,
  });
  throw httpError(503, MAINTENANCE_MESSAGE, { error });
};
