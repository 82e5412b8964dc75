import crypto from 'node:crypto';
import { hashSync } from '@node-rs/bcrypt';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { adminToken, createStaffUser } from '../../../../tests/harness/admin-api';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
let ipCounter = 10;
const freshClient = () => Client.withIp(cms.url, `192.0.2.${ipCounter++}`);
const hashOf = async (username: string) =>
  (await cms.database.query<{ password: string }>(`SELECT password FROM up_users WHERE username = '${username}'`))[0]
    ?.password;

async function signIn(username: string, password: string, rememberMe = false) {
  const client = freshClient();
  const res = await client.post('/api/auth/login', { username, password, rememberMe });
  expect(res.status, res.text).toBe(200);
  return client;
}

/** Writes to the suite's database while the cms runs (the harness's own connection is read-only). */
async function edit(sql: { sqlite: string; postgres: string }) {
  if (cms.database.kind === 'sqlite') {
    const { default: Database } = await import('better-sqlite3');
    const conn = new Database(cms.database.env.DATABASE_FILENAME);
    conn.pragma('busy_timeout = 5000');
    conn.exec(sql.sqlite);
    conn.close();
  } else {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: cms.database.env.DATABASE_URL });
    await c.connect();
    await c.query(sql.postgres);
    await c.end();
  }
}

/** Moves a session's last activity back by `hours`, as if its browser had been idle that long. */
async function idleFor(client: Client, hours: number) {
  const tokenHash = crypto
    .createHash('sha256')
    .update(String(client.cookie('hm_sid')))
    .digest('hex');
  const [row] = await cms.database.query<{ last_active: unknown }>(
    `SELECT last_active FROM app_sessions WHERE token_hash = '${tokenHash}'`,
  );
  const at = Date.now() - hours * 3600_000;
  const sqliteValue = typeof row.last_active === 'number' ? String(at) : `'${new Date(at).toISOString()}'`;
  await edit({
    sqlite: `UPDATE app_sessions SET last_active = ${sqliteValue} WHERE token_hash = '${tokenHash}'`,
    postgres: `UPDATE app_sessions SET last_active = NOW() - INTERVAL '${hours} hours' WHERE token_hash = '${tokenHash}'`,
  });
}

describe('password hashing', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken(cms);
  });

  it('an account with a bcrypt hash (users-permissions or the Strapi admin wrote those) signs in and is rehashed to argon2id on the way', async () => {
    await createStaffUser(cms, token, { username: 'legacy_hash', password: 'Legacy-Pass-123', role: 'bph' });
    const update = `UPDATE up_users SET password = '${hashSync('Legacy-Pass-123', { cost: 10 })}' WHERE username = 'legacy_hash'`;
    await edit({ sqlite: update, postgres: update });
    expect(await hashOf('legacy_hash')).toMatch(/^\$2[aby]\$/);
    await signIn('legacy_hash', 'Legacy-Pass-123');
    expect(await hashOf('legacy_hash')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await signIn('legacy_hash', 'Legacy-Pass-123');
    expect((await freshClient().post('/api/auth/login', { username: 'legacy_hash', password: 'nope' })).status).toBe(
      401,
    );
  });

  it('a user created by staff gets an argon2id hash and can sign in with it', async () => {
    const owner = await signIn(OWNER.username, OWNER.password);
    const res = await owner.post('/api/users', { username: 'staff_made', password: 'Staff-Made-123', role: 'bph' });
    expect(res.status, res.text).toBeLessThan(300);
    expect(await hashOf('staff_made')).toMatch(/^\$argon2id\$/);
    await signIn('staff_made', 'Staff-Made-123');
  });
});

describe('the sign-in lockout', () => {
  it("counts an account's name by its own letters: no spelling that only the database folds to it signs in", async () => {
    await createStaffUser(cms, await adminToken(cms), {
      username: 'dotted_i_user',
      password: 'Dotted-I-Pass-123',
      role: 'bph',
    });
    // PostgreSQL folds "İ" to "i", JavaScript to "i" and a dot. Were such a spelling taken as the account, its guesses
    // would be counted apart from the account's, and the account's lockout passed by.
    for (const spelling of ['dotted_İ_user', 'DOTTED_İ_USER']) {
      const res = await freshClient().post('/api/auth/login', { username: spelling, password: 'Dotted-I-Pass-123' });
      expect(res.status, spelling).toBe(401);
    }
    await signIn('DOTTED_I_USER', 'Dotted-I-Pass-123');
  });
});

describe('change password and profile: the current password is checked under the sign-in lockout', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken(cms);
    await createStaffUser(cms, token, { username: 'pw_guess', password: 'Pw-Guess-123', role: 'bph' });
    await createStaffUser(cms, token, { username: 'profile_user', password: 'Profile-Pass-123', role: 'bph' });
  });

  it('12 wrong current passwords then the right one: 5 are checked, the rest and the right one get 429', async () => {
    const client = await signIn('pw_guess', 'Pw-Guess-123');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await client.post('/api/auth/change-password', {
        currentPassword: `wrong-${i}`,
        newPassword: 'Brand-New-Pass-1',
        confirmPassword: 'Brand-New-Pass-1',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429, 429, 429]);
    const right = await client.post('/api/auth/change-password', {
      currentPassword: 'Pw-Guess-123',
      newPassword: 'Brand-New-Pass-1',
      confirmPassword: 'Brand-New-Pass-1',
    });
    expect(right.status).toBe(429);
    expect(right.json.retryAfter).toBeGreaterThan(0);
  });

  it('the right current password changes it (stored as argon2id); the old one stops working', async () => {
    const client = await signIn('profile_user', 'Profile-Pass-123');
    const res = await client.post('/api/auth/change-password', {
      currentPassword: 'Profile-Pass-123',
      newPassword: 'Profile-Pass-456',
      confirmPassword: 'Profile-Pass-456',
    });
    expect(res.status, res.text).toBe(200);
    expect(await hashOf('profile_user')).toMatch(/^\$argon2id\$/);
    expect(
      (await freshClient().post('/api/auth/login', { username: 'profile_user', password: 'Profile-Pass-123' })).status,
    ).toBe(401);
    await signIn('profile_user', 'Profile-Pass-456');
  });

  it('a new username or email needs the current password; the name alone does not', async () => {
    const client = await signIn('profile_user', 'Profile-Pass-456');
    const base = { username: 'profile_user', name: 'Nama Baru', email: 'profile_user@test.local' };
    expect((await client.put('/api/auth/profile', base)).status).toBe(200);
    const without = await client.put('/api/auth/profile', { ...base, username: 'profile_renamed' });
    expect(without.status).toBe(400);
    expect(without.json.message).toBe('Password Saat Ini wajib diisi untuk mengubah username atau email.');
    const wrongPw = await client.put('/api/auth/profile', {
      ...base,
      email: 'elsewhere@test.local',
      currentPassword: 'not-it',
    });
    expect(wrongPw.status).toBe(400);
    expect(wrongPw.json.message).toBe('Password saat ini salah.');
    const renamed = await client.put('/api/auth/profile', {
      ...base,
      username: 'profile_renamed',
      currentPassword: 'Profile-Pass-456',
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.username).toBe('profile_renamed');
  });
});

describe('sessions', () => {
  it('a browser that sends a long User-Agent (an in-app browser: 400 characters) signs in, and its session is listed', async () => {
    const client = freshClient();
    const userAgent = `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 ${'FBAV/1.0;'.repeat(30)}`;
    expect(userAgent.length).toBeGreaterThan(300);
    const res = await client.post(
      '/api/auth/login',
      { username: OWNER.username, password: OWNER.password },
      { 'User-Agent': userAgent },
    );
    expect(res.status, res.text).toBe(200);
    const sessions = await client.get('/api/auth/sessions');
    expect(sessions.status, sessions.text).toBe(200);
    expect(JSON.stringify(sessions.json)).toContain('Chrome');
  });
});

describe('session idle timeout', () => {
  it('a session without "remember me" ends after 2 h without activity; one with it stays (14 days idle)', async () => {
    const short = await signIn(OWNER.username, OWNER.password);
    const remembered = await signIn(OWNER.username, OWNER.password, true);
    const list = await short.get('/api/auth/sessions');
    const own = list.json.find((s: { current: boolean }) => s.current);
    const idleEnds = new Date(own.idleExpiresAt).getTime() - Date.now();
    expect(idleEnds).toBeGreaterThan(119 * 60_000);
    expect(idleEnds).toBeLessThanOrEqual(120 * 60_000);
    expect(own.lastActive).toEqual(expect.any(String));

    await idleFor(short, 2.1);
    await idleFor(remembered, 2.1);
    expect((await short.get('/api/auth/me')).status).toBe(401);
    const stillIn = await remembered.get('/api/auth/sessions');
    expect(stillIn.status).toBe(200);
    // "Remember me" has an idle limit of its own (14 days), shown in the list, counted from the last request.
    const rememberedIdleEnd = new Date(stillIn.json.find((s: { current: boolean }) => s.current).idleExpiresAt);
    expect(rememberedIdleEnd.getTime() - Date.now()).toBeGreaterThan(14 * 24 * 3_600_000 - 60_000);
    expect(rememberedIdleEnd.getTime() - Date.now()).toBeLessThanOrEqual(14 * 24 * 3_600_000);
  });

  it('a "remember me" session ends after 14 days without activity, and can be ended from another session', async () => {
    const idle = await signIn(OWNER.username, OWNER.password, true);
    const other = await signIn(OWNER.username, OWNER.password, true);
    const stillUsed = await signIn(OWNER.username, OWNER.password, true);
    await idleFor(idle, 14 * 24 + 0.1);
    await idleFor(stillUsed, 13 * 24);
    expect((await idle.get('/api/auth/me')).status).toBe(401);
    expect((await stillUsed.get('/api/auth/me')).status).toBe(200);

    const mine = (await stillUsed.get('/api/auth/sessions')).json as Array<{ sessionId: string; current: boolean }>;
    const stillUsedId = mine.find((s) => s.current)?.sessionId;
    const revoked = await other.post('/api/auth/sessions/revoke', { sessionId: stillUsedId });
    expect(revoked.status, revoked.text).toBe(200);
    expect((await stillUsed.get('/api/auth/me')).status).toBe(401);
  });
});
