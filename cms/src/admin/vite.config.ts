import { mergeConfig, type Plugin, type UserConfig } from 'vite';

/**
 * Strapi's `useRBAC` (the hook behind every permission-gated button of /admin) checks the user's permissions once, when
 * a page first renders, and again only when the permissions asked about change. A page that renders before the
 * user's permissions have arrived (a reload of the Media Library, a click on it right after /admin opened) keeps
 * "not allowed" for good: an Editor finds no "New" button to upload with. Patched here, in the admin build, to check
 * again once the user's permissions arrive; the build says so if the hook no longer reads as expected (an upgrade
 * may have fixed it; remove this file then).
 */
const RBAC_HOOK = /@strapi\/admin\/dist\/admin\/admin\/src\/hooks\/useRBAC\.m?js$/;
const EDITS: Array<[string, string]> = [
  [
    'const contextChecked = usePrev(rawQueryContext);',
    'const contextChecked = usePrev(rawQueryContext);' +
      " const userPermissions = useAuth('useRBAC', (state)=>state.permissions);" +
      ' const userPermissionsChecked = usePrev(userPermissions);',
  ],
  [
    'contextChecked !== rawQueryContext) {',
    'contextChecked !== rawQueryContext || userPermissionsChecked !== userPermissions) {',
  ],
];

const recheckWhenPermissionsArrive: Plugin = {
  name: 'hmti:recheck-when-permissions-arrive',
  enforce: 'pre',
  transform(code, id) {
    if (!RBAC_HOOK.test(id)) return null;
    if (!EDITS.every(([from]) => code.includes(from))) {
      this.warn(`useRBAC no longer reads as expected; not patched (${id})`);
      return null;
    }
    return EDITS.reduce((patched, [from, to]) => patched.replace(from, to), code);
  },
};

export default (config: UserConfig) => mergeConfig(config, { plugins: [recheckWhenPermissionsArrive] });
