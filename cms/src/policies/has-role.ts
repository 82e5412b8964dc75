import { forbidden, unauthorized } from '../lib/http-error';
import type { AuthState } from '../lib/request-context';

/** For the few things tied to a role rather than a permission (the Middleware tab is the owner role's only). */
export default (policyContext: { state: { auth?: AuthState } }, config: { roles: string[] }) => {
  const auth = policyContext.state.auth;
  if (!auth) throw unauthorized();
  if (!config.roles.includes(auth.actor.roleName)) throw forbidden();
  return true;
};
