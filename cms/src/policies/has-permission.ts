import { forbidden, unauthorized } from '../lib/http-error';
import { hasAnyPermission } from '../lib/permissions';
import type { AuthState } from '../lib/request-context';

interface HasPermissionConfig {
  /** The request passes when the caller's role holds any one of these permission strings. */
  anyOf: string[];
}

/** Usage on a route: policies: [{ name: 'global::has-permission', config: { anyOf: ['articles.create'] } }] */
export default (policyContext: { state: { auth?: AuthState } }, config: HasPermissionConfig) => {
  const auth = policyContext.state.auth;
  if (!auth) throw unauthorized();
  if (!hasAnyPermission(auth.actor, config?.anyOf ?? [])) throw forbidden();
  return true;
};
