import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../../tests/harness/http';
import { OWNER } from '../../../../tests/harness/cms-process';
import { adminRequest, adminToken, createStaffUser } from '../../../../tests/harness/admin-api';
import { sharedCms } from '../../../../tests/harness/suite';
import { DEFAULT_ROLES } from '../../../seed/default-roles';
import { PERMISSIONS } from '@hmti/contract';

const cms = sharedCms();
let ipCounter = 10;
/** Each test signs in from its own client IP (the test cms trusts 127.0.0.1 as a proxy). */
const freshClient = () => Client.withIp(cms.url, `203.0.113.${ipCounter++}`);

const login = (client: Client, username: string, password: string, rememberMe = false) =>
  client.post('/api/auth/login', { username, password, rememberMe });

describe('POST /api/auth/login', () => {
  it('signs the owner in, returns a safe user object and sets an httpOnly SameSite=Lax session cookie', async () => {
    const client = freshClient();
    const res = await login(client, OWNER.username, OWNER.password);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ username: 'owner', role: 'owner', level: 1 });
    expect(res.json._id).toBe(res.json.id);
    expect(JSON.stringify(res.json)).not.toMatch(/password|resetPasswordToken|confirmationToken|tokenHash/i);
    const cookie = res.setCookies.find((c) => c.startsWith('hm_sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/expires=|max-age=/i); // browser-session cookie without "remember me"
    expect(cookie).not.toMatch(/secure/i); // plain http here
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('"remember me" makes the cookie persist for about 30 days', async () => {
    const res = await login(freshClient(), OWNER.username, OWNER.password, true);
    const cookie = res.setCookies.find((c) => c.startsWith('hm_sid='))!;
    const expires = new Date(/expires=([^;]+)/i.exec(cookie)![1]).getTime();
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
  });

  it('stores only a hash of the session token, with device details', async () => {
    const client = freshClient();
    await client.post(
      '/api/auth/login',
      { username: OWNER.username, password: OWNER.password },
      { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36' },
    );
    const token = client.cookie('hm_sid')!;
    const rows = await cms.database.query<{
      token_hash: string;
      browser: string;
      os: string;
      device: string;
      ip: string;
    }>('SELECT token_hash, browser, os, device, ip FROM app_sessions ORDER BY id DESC LIMIT 1');
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toBe(token);
    expect(rows[0]).toMatchObject({ browser: 'Chrome', os: 'Windows', device: 'Desktop' });
    expect(rows[0].ip).toMatch(/^203\.0\.113\./);
  });

  it('answers a wrong password and an unknown user with the same 401 message', async () => {
    const wrongPassword = await login(freshClient(), OWNER.username, 'not-the-password');
    const unknownUser = await login(freshClient(), 'nobody-here', 'whatever-123');
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.json).toEqual({ message: 'Username atau password salah' });
    expect(unknownUser.json).toEqual(wrongPassword.json);
  });

  it('rejects missing fields with 400 and a message', async () => {
    const res = await freshClient().post('/api/auth/login', { username: 'owner' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Username dan password wajib diisi.');
  });

  it('locks a client IP after repeated failures: 429 with retryAfter, even for the right password', async () => {
    const client = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(client, 'someone', `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await login(client, OWNER.username, OWNER.password);
    expect(locked.status).toBe(429);
    expect(locked.json.retryAfter).toBeGreaterThan(0);
    expect(locked.json.retryAfter).toBeLessThanOrEqual(60);
    expect(locked.json.message).toBe(`Terlalu banyak percobaan login. Silakan tunggu ${locked.json.retryAfter} detik.`);
    expect(locked.headers.get('retry-after')).toBe(String(locked.json.retryAfter));
    // Another client IP is not affected.
    expect((await login(freshClient(), OWNER.username, OWNER.password)).status).toBe(200);
  });

  it("counts an IPv6 client by its /64 network (one subscriber's), so changing addresses inside it does not reset the count", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      statuses.push((await login(Client.withIp(cms.url, `2001:db8:1:2::${i}`), `v6-guess-${i}`, 'wrong')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Spelt out in full, the same network; the next network is another client.
    expect((await login(Client.withIp(cms.url, '2001:0db8:0001:0002:ffff:0:0:9'), 'v6-other', 'y')).status).toBe(429);
    expect((await login(Client.withIp(cms.url, '2001:db8:1:3::1'), OWNER.username, OWNER.password)).status).toBe(200);
  });

  it('locks an account after repeated failures from many IPs, without saying whether it exists', async () => {
    for (let i = 0; i < 10; i += 1) await login(freshClient(), 'target-account', `guess-${i}`);
    const res = await login(freshClient(), 'target-account', 'guess-final');
    expect(res.status).toBe(429);
    expect(res.json.retryAfter).toBeGreaterThan(60);
  });

  it('counts the right-most untrusted X-Forwarded-For hop, so a spoofed first hop does not dodge the lockout', async () => {
    // The suite's cms trusts 127.0.0.1; spoofing a different first hop must not change the counted IP.
    const a = Client.withIp(cms.url, '198.51.100.7, 203.0.113.200');
    for (let i = 0; i < 5; i += 1) await login(a, 'x', 'y');
    const b = Client.withIp(cms.url, '198.51.100.8, 203.0.113.200');
    expect((await login(b, 'x', 'y')).status).toBe(429);
  });
});

describe('session routes', () => {
  it('GET /api/auth/me and /api/auth/permissions need a session', async () => {
    const anonymous = freshClient();
    expect((await anonymous.get('/api/auth/me')).status).toBe(401);
    expect((await anonymous.get('/api/auth/permissions')).status).toBe(401);
    expect((await anonymous.post('/api/auth/refresh-permissions')).status).toBe(401);
  });

  it('returns the current user and the role permissions', async () => {
    const client = freshClient();
    await login(client, OWNER.username, OWNER.password);
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.json.username).toBe('owner');
    const perms = await client.get('/api/auth/permissions');
    expect(perms.json.permissions).toEqual(DEFAULT_ROLES.find((r) => r.name === 'owner')!.permissions);
    const refreshed = await client.post('/api/auth/refresh-permissions');
    expect(refreshed.json.permissions).toEqual(perms.json.permissions);
  });

  it('logout revokes the session on the server: the old cookie no longer works', async () => {
    const client = freshClient();
    await login(client, OWNER.username, OWNER.password);
    const stolen = client.cookie('hm_sid')!;
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(client.cookie('hm_sid')).toBeUndefined();
    const replay = freshClient();
    replay.setCookie('hm_sid', stolen);
    const me = await replay.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.setCookies.some((c) => c.startsWith('hm_sid=;') || /hm_sid=.*expires=thu, 01 jan 1970/i.test(c))).toBe(
      true,
    );
  });

  it('a sign-in beyond the 10-session limit ends the oldest session, says so, and the ended device is told why', async () => {
    const token = await adminToken(cms);
    const username = `cap_${Date.now().toString(36)}`;
    await createStaffUser(cms, token, { username, password: 'Staff-Pass-123', role: 'bph' });
    const oldest = freshClient();
    expect((await login(oldest, username, 'Staff-Pass-123')).status).toBe(200);
    const others = freshClient();
    for (let i = 0; i < 9; i += 1) {
      const res = await login(others, username, 'Staff-Pass-123');
      expect(res.status).toBe(200);
      expect(res.json).not.toHaveProperty('sessionsEnded');
    }
    const eleventh = await login(freshClient(), username, 'Staff-Pass-123');
    expect(eleventh.json).toMatchObject({ username, sessionsEnded: { count: 1, limit: 10 } });

    // A public read keeps the ended session's cookie; the first request that needs the session says why and clears it.
    const read = await oldest.get('/api/settings');
    expect(read.status).toBe(200);
    expect(oldest.cookie('hm_sid')).toBeDefined();
    const ended = await oldest.get('/api/auth/permissions');
    expect([ended.status, ended.json]).toEqual([
      401,
      {
        message: 'Sesi ini diakhiri karena akun Anda masuk di perangkat lain dan batas 10 sesi aktif terlampaui.',
        sessionEnded: 'session_limit',
      },
    ]);
    expect(oldest.cookie('hm_sid')).toBeUndefined();
    expect((await oldest.get('/api/auth/me')).json).not.toHaveProperty('sessionEnded');
  });

  it('a session ended from another device (password changed): public reads keep its cookie, the session check says it ended', async () => {
    const token = await adminToken(cms);
    const username = `ended_${Date.now().toString(36)}`;
    await createStaffUser(cms, token, { username, password: 'Staff-Pass-123', role: 'division_head' });
    const phone = freshClient();
    expect((await login(phone, username, 'Staff-Pass-123')).status).toBe(200);
    const desk = freshClient();
    expect((await login(desk, username, 'Staff-Pass-123')).status).toBe(200);
    const changed = await desk.post('/api/auth/change-password', {
      currentPassword: 'Staff-Pass-123',
      newPassword: 'Staff-Pass-456',
      confirmPassword: 'Staff-Pass-456',
    });
    expect(changed.status, changed.text).toBe(200);

    // The phone comes back: its first reads are public ones (the site's settings), then the session check.
    expect((await phone.get('/api/settings')).status).toBe(200);
    expect(phone.cookie('hm_sid')).toBeDefined();
    // A wrong password on the way is sign-in's own refusal, not news of the ended session.
    const wrong = await login(phone, username, 'not-the-password');
    expect([wrong.status, wrong.json.sessionEnded]).toEqual([401, undefined]);
    const me = await phone.get('/api/auth/me');
    expect([me.status, me.json]).toEqual([
      401,
      { message: 'Sesi Anda berakhir atau dicabut dari perangkat lain.', sessionEnded: 'ended' },
    ]);
    expect(phone.cookie('hm_sid')).toBeUndefined();
    // Told once; a browser that logged out, or never signed in, sends no cookie and hears of no ended session.
    expect((await phone.get('/api/auth/me')).json).not.toHaveProperty('sessionEnded');
    const other = freshClient();
    await login(other, username, 'Staff-Pass-456');
    expect((await other.post('/api/auth/logout')).status).toBe(200);
    expect((await other.get('/api/auth/me')).json).not.toHaveProperty('sessionEnded');
    expect((await freshClient().get('/api/auth/me')).json).not.toHaveProperty('sessionEnded');
  });

  it('rejects forged and revoked-in-the-database sessions with 401', async () => {
    const forged = freshClient();
    forged.setCookie('hm_sid', 'forged-token-value');
    expect((await forged.get('/api/auth/permissions')).status).toBe(401);
  });
});

describe('permissions per role (accounts made by the owner in the dashboard)', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken(cms);
  });

  for (const role of DEFAULT_ROLES.filter((r) => r.name !== 'owner')) {
    it(`${role.name} signs in and gets exactly its role's permissions`, async () => {
      const username = `user_${role.name}`;
      await createStaffUser(cms, token, { username, password: 'Staff-Pass-123', role: role.name });
      const client = freshClient();
      const res = await login(client, username, 'Staff-Pass-123');
      expect(res.status).toBe(200);
      // Other suites may have re-levelled roles meanwhile; the level is whatever the database holds now.
      const [row] = await cms.database.query<{ level: number }>(
        `SELECT level FROM app_roles WHERE name = '${role.name}'`,
      );
      expect(res.json).toMatchObject({ role: role.name, level: Number(row.level) });
      const perms = await client.get('/api/auth/permissions');
      expect([...perms.json.permissions].sort()).toEqual([...role.permissions].sort());
      // A route guarded by global::has-permission answers by the same permissions.
      const catalogue = await client.get('/api/permissions');
      const mayReadRoles = ['roles.view', 'roles.create', 'roles.edit'].some((p) => role.permissions.includes(p));
      expect(catalogue.status).toBe(mayReadRoles ? 200 : 403);
      if (!mayReadRoles)
        expect(catalogue.json).toEqual({ message: 'Anda tidak memiliki izin untuk melakukan tindakan ini.' });
    });
  }
});

describe('GET /api/permissions (guarded by global::has-permission)', () => {
  it('lists the whole catalogue for the owner, and answers 401 without a session', async () => {
    const client = freshClient();
    await login(client, OWNER.username, OWNER.password);
    const res = await client.get('/api/permissions');
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(PERMISSIONS.length);
    expect(res.json[0]).toEqual({
      _id: expect.any(Number),
      name: expect.any(String),
      displayName: expect.any(String),
      description: expect.any(String),
      category: expect.any(String),
    });
    expect((await freshClient().get('/api/permissions')).status).toBe(401);
  });

  it("is the contract's, whatever another door writes: /admin has no catalogue to add to, and a made-up permission is refused", async () => {
    const client = freshClient();
    await login(client, OWNER.username, OWNER.password);
    const res = await client.get('/api/permissions');
    expect(
      res.json
        .map((p: { name: string; displayName: string; category: string }) => [p.name, p.displayName, p.category])
        .sort(),
    ).toEqual(PERMISSIONS.map((p) => [p.name, p.displayName, p.category]).sort());
    const made = await adminRequest(
      cms,
      await adminToken(cms),
      'POST',
      '/content-manager/collection-types/api::roles.permission',
      {
        name: 'rahasia.buka',
        displayName: 'Buka rahasia',
        category: 'rahasia',
      },
    );
    expect([403, 404]).toContain(made.status); // a type the Content Manager does not have
    const { creatableLevels } = (await client.get('/api/roles/assignable')).json as { creatableLevels: number[] };
    const role = await client.post('/api/roles/create-with-shift', {
      name: 'peran_rahasia',
      displayName: 'Peran Rahasia',
      level: creatableLevels.at(-1),
      permissions: ['rahasia.buka'],
    });
    expect([role.status, role.json.message]).toEqual([400, 'Izin tidak dikenal: rahasia.buka.']);
  });
});

describe('the users-permissions and upload plugin routes are closed', () => {
  // A write to an address we do not serve is answered 405 like any unknown write; a read, 404.
  const NOT_FOUND = [404, 'Endpoint tidak ditemukan.'];
  const NOT_ALLOWED = [405, 'Metode tidak diizinkan untuk endpoint ini.'];
  const closed: Array<[string, string, (string | number)[]]> = [
    ['POST', '/api/auth/local', NOT_ALLOWED],
    ['POST', '/api/auth/local/register', NOT_ALLOWED],
    ['POST', '/api/auth/forgot-password', NOT_ALLOWED],
    ['POST', '/api/auth/reset-password', NOT_ALLOWED],
    ['GET', '/api/users/me', NOT_FOUND],
    ['GET', '/api/users/1', NOT_FOUND],
    ['GET', '/api/users-permissions/roles', NOT_FOUND],
    ['GET', '/api/connect/github', NOT_FOUND],
    ['GET', '/api/upload/files', NOT_FOUND],
  ];
  for (const [method, path, answer] of closed) {
    it(`${method} ${path} is not served`, async () => {
      const res = await freshClient().request(
        method,
        path,
        method === 'POST'
          ? { identifier: 'owner', password: OWNER.password, username: 'x', email: 'x@x.io' }
          : undefined,
      );
      expect([res.status, res.json?.message]).toEqual(answer);
      expect(res.text).not.toMatch(/jwt/i);
    });
  }
});

describe('bad input', () => {
  it('malformed JSON → 400 with a clear message', async () => {
    const res = await freshClient().request('POST', '/api/auth/login', '{"username": "owner",', {
      'Content-Type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'Format JSON tidak valid.' });
  });

  it('an oversized body → 413 JSON, nothing else', async () => {
    const res = await freshClient().post('/api/auth/login', {
      username: 'owner',
      password: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(res.json.message).toEqual(expect.any(String));
  });

  it('a form holds no more text than a JSON body: an oversized multipart field → 413 with the same message', async () => {
    const json = await freshClient().post('/api/auth/login', { username: 'owner', password: 'x'.repeat(1100 * 1024) });
    const form = new FormData();
    form.set('username', 'owner');
    form.set('password', 'x'.repeat(1100 * 1024));
    const res = await freshClient().post('/api/auth/login', form);
    expect(res.status).toBe(413);
    expect(res.json).toEqual(json.json);
  });

  it("/admin's requests get the same answers in Strapi's error shape, which the admin panel shows", async () => {
    const token = await adminToken(cms);
    const path = '/content-manager/collection-types/api::articles.article';
    const big = await adminRequest(cms, token, 'POST', path, { title: 'Besar', content: 'x'.repeat(1100 * 1024) });
    expect([big.status, big.json?.error?.message]).toEqual([413, 'Data yang dikirim terlalu besar.']);
    const res = await fetch(`${cms.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{"title": "Rusak",',
    });
    expect([res.status, ((await res.json()) as { error?: { message?: string } }).error?.message]).toEqual([
      400,
      'Format JSON tidak valid.',
    ]);
  });

  it('wrong types → 400, never 500', async () => {
    const res = await freshClient().post('/api/auth/login', { username: { name: '' }, password: ['a'] });
    expect(res.status).toBe(400);
    // An operator key never reaches the route: the noSqlInjection protection (on by default) refuses it.
    const operator = await freshClient().post('/api/auth/login', { username: { $ne: '' }, password: ['a'] });
    expect([operator.status, operator.json.error?.details?.reason]).toEqual([403, 'nosql-operator-key']);
  });

  it('unknown /api routes → 404 JSON', async () => {
    const res = await freshClient().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Endpoint tidak ditemukan.' });
  });

  it('/API/… in another letter case is not a way around the session, protections and error shape', async () => {
    const login = await freshClient().request(
      'POST',
      '/API/auth/login',
      { username: 'owner', password: 'x' },
      { Origin: 'https://evil.example' },
    );
    expect(login.status).toBe(404);
    expect(login.json).toEqual({ message: 'Endpoint tidak ditemukan.' });
    expect((await freshClient().get("/Api/articles?q=' OR 1=1--")).status).toBe(404);
    expect((await freshClient().get('/api/articles?page=1')).status).toBe(200);
  });

  it('no answer carries a stack trace', async () => {
    const bodies = await Promise.all([
      freshClient().request('POST', '/api/auth/login', '{bad', { 'Content-Type': 'application/json' }),
      freshClient().request('POST', '/api/auth/login', 'username=x', {
        'Content-Type': 'application/x-www-form-urlencoded',
      }),
      freshClient().get('/api/auth/me'),
    ]);
    for (const b of bodies) {
      expect(b.status).toBeLessThan(500);
      expect(b.text).not.toMatch(/\bat\s+\S+\s+\(|node_modules|Error:/);
    }
  });
});

describe('GET /api/settings', () => {
  it('is public and returns the seeded site settings without internal fields', async () => {
    const res = await freshClient().get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      siteName: 'HMTI UIN Malang',
      navbarBrand: 'HMTI',
      maintenanceMode: false,
      enableRegistration: false,
    });
    expect(res.json.socialLinks).toHaveProperty('instagram');
    expect(res.json.links).toHaveProperty('uinMalang');
    expect(res.json).not.toHaveProperty('id');
    expect(res.json).not.toHaveProperty('documentId');
  });
});
