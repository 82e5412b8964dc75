import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../../tests/harness/http';
import { STAFF_PASSWORD, staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';
import { DEFAULT_ROLES } from '../../../seed/default-roles';
import usersRoutes from '../routes/users';
import rolesRoutes from '../../roles/routes/roles';
import organizationRoutes from '../../organization/routes/02-organization-admin';
import settingsRoutes from '../../settings/routes/settings';
import authRoutes from '../../auth/routes/auth';

/**
 * The permission matrix is generated: every mutating route of the back-office (from the route files
 * themselves) × every seeded role + anonymous. The expected answer comes from the route's declared
 * policy and the role's seeded permissions; each call targets something below every seeded role, so the
 * hierarchy rule never decides here (it has its own tests below). Denied calls must change nothing.
 */
type Policy = string | { name: string; config: { anyOf?: string[]; roles?: string[] } };
interface RouteDef {
  method: string;
  path: string;
  config: { policies?: Policy[] };
}

const cms = sharedCms();
const staff = staffFactory(cms);
const uid = () => crypto.randomBytes(3).toString('hex');
let periodSeq = 2101 + Math.floor(Math.random() * 40);
const freshPeriod = () => `${periodSeq}-${++periodSeq}`;

const NOT_IN_MATRIX = new Set([
  'POST /auth/login',
  'POST /auth/logout', // sessions themselves
  'POST /auth/change-password',
  'POST /auth/revoke-all-sessions',
  'POST /auth/sessions/revoke', // would end the caller's sessions: tested below
  'POST /auth/refresh-permissions', // read-only
  // The code step of sign-in and the enrolment a role demands: no session yet, only a challenge (two-factor tests).
  'POST /auth/login/verify',
  'POST /auth/login/setup',
  'POST /auth/login/enrol',
  // The caller's own authenticator: these need its code or password (two-factor tests).
  'POST /auth/two-factor/setup',
  'POST /auth/two-factor/enable',
  'POST /auth/two-factor/disable',
  'POST /auth/two-factor/recovery-codes',
]);

const mutating = [usersRoutes, rolesRoutes, organizationRoutes, settingsRoutes, authRoutes]
  .flatMap((r) => r.routes as RouteDef[])
  .filter((r) => r.method !== 'GET' && !NOT_IN_MATRIX.has(`${r.method} ${r.path}`));

/** What the route's policies say about a caller (null = anonymous). */
function expectedAllowed(route: RouteDef, role: (typeof DEFAULT_ROLES)[number] | null): boolean {
  if (!role) return false;
  return (route.config.policies ?? []).every((p) => {
    if (p === 'global::is-authenticated') return true;
    if (typeof p === 'string') throw new Error(`unknown policy ${p}`);
    if (p.name === 'global::has-permission')
      return (p.config.anyOf ?? []).some((perm) => role.permissions.includes(perm));
    if (p.name === 'global::has-role') return (p.config.roles ?? []).includes(role.name);
    throw new Error(`unknown policy ${p.name}`);
  });
}

describe('generated permission matrix: back-office mutations × roles', () => {
  let owner: Client;
  let lowRole: string;
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        [
          'app_roles',
          'org_members',
          'org_positions',
          'org_periods',
          'org_divisions',
          'site_settings',
          'middleware_settings',
        ].map((t) => cms.database.query(`SELECT * FROM ${t} ORDER BY id`)),
      ).then(async (tables) => [
        ...tables,
        await cms.database.query('SELECT id, username, email, name, division FROM up_users ORDER BY id'),
      ]),
    );

  /** A concrete call for each route, aimed at a fresh target below every seeded role. */
  const fixtures: Record<string, () => Promise<{ path: string; body?: unknown }>> = {
    'POST /users': async () => ({
      path: '/api/users',
      body: {
        username: `m_${uid()}`,
        email: `m_${uid()}@x.io`,
        password: 'Secret-123',
        confirmPassword: 'Secret-123',
        role: lowRole,
      },
    }),
    'PUT /users/:id(\\d+)/role': async () => ({
      path: `/api/users/${(await staff.as(lowRole)).userId}/role`,
      body: { role: lowRole },
    }),
    'PUT /users/:id(\\d+)': async () => ({
      path: `/api/users/${(await staff.as(lowRole)).userId}`,
      body: { name: `Nama ${uid()}` },
    }),
    'DELETE /users/:id(\\d+)': async () => ({ path: `/api/users/${(await staff.as(lowRole)).userId}` }),
    'DELETE /users/:id(\\d+)/two-factor': async () => {
      const target = await staff.as(lowRole);
      const currentPassword = STAFF_PASSWORD;
      const { secret } = (await target.post('/api/auth/two-factor/setup', { currentPassword })).json as {
        secret: string;
      };
      const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
      expect((await target.post('/api/auth/two-factor/enable', { code, currentPassword })).status).toBe(200);
      return { path: `/api/users/${target.userId}/two-factor` };
    },
    // The policy sent back as it is (no role requires it while the matrix runs).
    'PUT /auth/two-factor/policy': async () => ({ path: '/api/auth/two-factor/policy', body: { roles: [] } }),
    'POST /roles/create-with-shift': async () => ({
      path: '/api/roles/create-with-shift',
      body: { name: `r_${uid()}`, displayName: 'Matrix', level: 7, permissions: [] },
    }),
    'PUT /roles/:id': async () => ({
      path: `/api/roles/${await staff.customRole([], 200)}`,
      body: { description: `d ${uid()}` },
    }),
    'DELETE /roles/:id': async () => ({ path: `/api/roles/${await staff.customRole([], 200)}` }),
    'POST /organization/members': async () => ({
      path: '/api/organization/members',
      body: { name: `Anggota ${uid()}`, position: 'Anggota Divisi Senor', period: '2025-2026' },
    }),
    'PUT /organization/members/:id': async () => {
      const m = await owner.post('/api/organization/members', {
        name: 'Target',
        position: 'Anggota Divisi Medinfo',
        period: '2025-2026',
      });
      return {
        path: `/api/organization/members/${m.json.id}`,
        body: { name: `Ubah ${uid()}`, position: 'Anggota Divisi Medinfo', period: '2025-2026' },
      };
    },
    'DELETE /organization/members/:id': async () => {
      const m = await owner.post('/api/organization/members', {
        name: 'Target',
        position: 'Anggota Divisi Medinfo',
        period: '2025-2026',
      });
      return { path: `/api/organization/members/${m.json.id}` };
    },
    'POST /organization/periods': async () => ({ path: '/api/organization/periods', body: { period: freshPeriod() } }),
    'DELETE /organization/periods/:period': async () => {
      const p = freshPeriod();
      await owner.post('/api/organization/periods', { period: p });
      return { path: `/api/organization/periods/${p}` };
    },
    'POST /organization/positions/copy': async () => ({
      path: '/api/organization/positions/copy',
      body: { sourcePeriod: '2025-2026', targetPeriod: freshPeriod() },
    }),
    'POST /organization/positions': async () => ({
      path: '/api/organization/positions',
      body: { period: freshPeriod(), positions: [{ name: 'Ketua Himpunan', order: 1 }] },
    }),
    'POST /divisions': async () => ({ path: '/api/divisions', body: { displayName: `Divisi ${uid()}` } }),
    'PUT /divisions/:id': async () => ({
      path: `/api/divisions/${(await owner.post('/api/divisions', { displayName: `Target ${uid()}` })).json.id}`,
      body: { description: `d ${uid()}` },
    }),
    'DELETE /divisions/:id': async () => ({
      path: `/api/divisions/${(await owner.post('/api/divisions', { displayName: `Target ${uid()}` })).json.id}`,
    }),
    'PUT /settings': async () => ({
      path: '/api/settings',
      body: { visionMission: `- VISI\nMatrix ${uid()}\n- MISI\n* satu` },
    }),
    'POST /settings/reset': async () => ({ path: '/api/settings/reset' }),
    // The version before a fresh save of a site setting: restoring it changes that setting only (settings.edit).
    'POST /settings/revisions/:id(\\d+)/restore': async () => {
      await owner.put('/api/settings', { siteTagline: `Matrix ${uid()}` });
      const [, earlier] = (await owner.get('/api/settings/revisions')).json.data as Array<{ id: number }>;
      return { path: `/api/settings/revisions/${earlier.id}/restore` };
    },
    'PUT /settings/middleware': async () => ({ path: '/api/settings/middleware', body: { apiRateLimitEnabled: true } }),
    // The caller's own profile, sent back unchanged (the body is filled in per caller below).
    'PUT /auth/profile': async () => ({ path: '/api/auth/profile' }),
  };

  beforeAll(async () => {
    owner = await staff.owner();
    lowRole = await staff.customRole(['dashboard.view'], 100);
  });

  it('covers every mutating route', () => {
    const missing = mutating.map((r) => `${r.method} ${r.path}`).filter((k) => !fixtures[k]);
    expect(missing).toEqual([]);
  });

  for (const role of [null, ...DEFAULT_ROLES]) {
    it(`${role?.name ?? 'anonymous'}: each call is allowed or denied exactly as its policy says`, async () => {
      const client =
        role === null
          ? Client.withIp(cms.url, '10.55.0.1')
          : role.name === 'owner'
            ? await staff.owner()
            : await staff.as(role.name);
      const me = role ? (await client.get('/api/auth/me')).json : null;
      for (const route of mutating) {
        const key = `${route.method} ${route.path}`;
        const call = await fixtures[key]();
        const body =
          key === 'PUT /auth/profile' && me ? { username: me.username, name: me.name, email: me.email } : call.body;
        const allowed = expectedAllowed(route, role);
        const before = allowed ? '' : await snapshot();
        const res = await client.request(route.method, call.path, body);
        if (allowed) {
          expect(res.status, `${key} as ${role?.name}: ${res.text}`).toBeLessThan(300);
        } else {
          expect(res.status, `${key} as ${role?.name ?? 'anonymous'}`).toBe(role ? 403 : 401);
          expect(await snapshot(), `${key} as ${role?.name ?? 'anonymous'} changed data`).toBe(before);
        }
      }
    });
  }
});
