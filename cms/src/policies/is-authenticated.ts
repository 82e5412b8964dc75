import { unauthorized } from '../lib/http-error';

/** Passes when the global session middleware resolved a live session for this request. */
export default (policyContext: { state: { auth?: unknown } }) => {
  if (!policyContext.state.auth) throw unauthorized();
  return true;
};
