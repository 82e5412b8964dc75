import crypto from 'node:crypto';
import type { CmsInstance } from './cms-process';
import { adminRequest } from './admin-api';

/**
 * A new admin-panel account with one of Strapi's built-in roles (strapi-editor, strapi-author), made by the
 * Super Admin as in Settings → Users (invite + registration); returns its admin JWT.
 */
export async function adminWithRole(cms: Pick<CmsInstance, 'url'>, superToken: string, code: string) {
  const roles = await adminRequest(cms, superToken, 'GET', '/admin/roles');
  const role = (roles.json.data as Array<{ id: number; code: string }>).find((r) => r.code === code);
  if (!role) throw new Error(`no admin role ${code}`);
  const email = `${code}-${crypto.randomBytes(3).toString('hex')}@test.local`;
  const invited = await adminRequest(cms, superToken, 'POST', '/admin/users', {
    firstname: 'Eddie',
    lastname: code,
    email,
    roles: [role.id],
  });
  if (invited.status >= 300) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.json)}`);
  const res = await fetch(`${cms.url}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      registrationToken: invited.json.data.registrationToken,
      userInfo: { firstname: 'Eddie', lastname: code, password: 'Editor-Pass-123' },
    }),
  });
  const json = (await res.json()) as { data?: { token?: string } };
  if (!json.data?.token) throw new Error(`register failed: ${res.status} ${JSON.stringify(json)}`);
  return { token: json.data.token, name: `Eddie ${code}`, email };
}
