import { forbidden, unauthorized } from '../lib/http-error';
import type { AuthState } from '../lib/request-context';

/** For the few things the spec ties to a role rather than a permission (the owner's Middleware tab). */
export default (policyContext: { state: { auth?: AuthState } }, config: { roles: string[] }) => {
  const auth = policyContext.state.auth;
  if (!auth) throw unauthorized();
  if (!config.roles.includes(auth.actor.roleName)) throw forbidden();
  return true;
};
