import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';
import { staffFactory } from '../../../tests/harness/staff';
import { sharedCms } from '../../../tests/harness/suite';

/**
 * Every answer that depends on a session carries `Cache-Control: no-store`, so no browser or shared cache
 * keeps staff data (emails, roles, drafts). The routes come from the route table: each one guarded by a
 * session policy, called with a session — GETs as the owner, writes as a user without permissions
 * (refused, and still answered to a session), so nothing changes.
 */
interface Route {
  method: string;
  path: string;
  config?: { policies?: Array<string | { name: string }> };
}
const routeFiles = import.meta.glob<{ default: { routes: Route[] } }>(
  ['../../api/*/routes/*.ts', '!../../api/*/routes/*-bench-core.ts'],
  { eager: true },
);
const SESSION_POLICIES = new Set(['global::is-authenticated', 'global::has-permission', 'global::has-role']);
const needsSession = (r: Route) =>
  (r.config?.policies ?? []).some((p) => SESSION_POLICIES.has(typeof p === 'string' ? p : p.name));
const ROUTES = Object.values(routeFiles)
  .flatMap((m) => m.default.routes)
  .filter(needsSession)
  .map((r) => ({ method: r.method, path: `/api${r.path}` }));
const SAMPLE: Record<string, string> = { id: '999999', slug: 'tidak-ada', period: '1999-2000' };
const fill = (path: string) => path.replace(/:(\w+)(\([^)]*\))?/g, (_m, name: string) => SAMPLE[name] ?? 'x');

const cms = sharedCms();
const staff = staffFactory(cms);
let owner: Client;
let plain: Client;

beforeAll(async () => {
  owner = await staff.owner();
  plain = await staff.as('division_head');
});

describe('Cache-Control: no-store on answers to a session', () => {
  it('the route table has the staff routes', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(40);
    expect(ROUTES.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/users', 'GET /api/roles', 'GET /api/articles/manage', 'GET /api/auth/me']),
    );
  });

  it('every GET of a session-guarded route, as the owner', async () => {
    const wrong: string[] = [];
    for (const r of ROUTES.filter((r) => r.method === 'GET')) {
      const res = await owner.get(fill(r.path));
      if (res.headers.get('cache-control') !== 'no-store')
        wrong.push(`${res.status} ${r.path}: ${res.headers.get('cache-control')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every write of a session-guarded route, as a user it refuses or a request it rejects', async () => {
    const wrong: string[] = [];
    // Signing out every session goes last: the calls after it would have no session left.
    const last = (r: { path: string }) => (r.path === '/api/auth/revoke-all-sessions' ? 1 : 0);
    for (const r of ROUTES.filter((r) => r.method !== 'GET').sort((a, b) => last(a) - last(b))) {
      const res = await plain.request(r.method, fill(r.path), {});
      if (res.headers.get('cache-control') !== 'no-store')
        wrong.push(`${res.status} ${r.method} ${r.path}: ${res.headers.get('cache-control')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the sign-in answer, and public reads made with a session', async () => {
    const signedIn = Client.withIp(cms.url, '10.93.0.1');
    const login = await signedIn.post('/api/auth/login', { username: OWNER.username, password: OWNER.password });
    expect([login.status, login.headers.get('cache-control')]).toEqual([200, 'no-store']);
    for (const path of ['/api/settings', '/api/articles', '/api/stats']) {
      const res = await signedIn.get(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
  });
});

describe('an id no row can have', () => {
  // Larger than the id column holds: PostgreSQL refuses to compare one with it, which must not become a 500.
  it('answers every staff route that names a row by id with a 4xx, as the owner', async () => {
    const wrong: string[] = [];
    for (const r of ROUTES.filter((r) => r.path.includes(':id'))) {
      const path = r.path
        .replace(/:id(\([^)]*\))?/, '99999999999')
        .replace(/:(\w+)(\([^)]*\))?/g, (_m, name: string) => SAMPLE[name] ?? 'x');
      const res = r.method === 'GET' ? await owner.get(path) : await owner.request(r.method, path, {});
      if (res.status >= 500) wrong.push(`${res.status} ${r.method} ${path}`);
    }
    expect(wrong).toEqual([]);
  });
});
