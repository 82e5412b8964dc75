import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { adminToken, createStaffUser } from '../../../../tests/harness/admin-api';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
let ipCounter = 10;
const freshClient = () => Client.withIp(cms.url, `198.51.100.${ipCounter++}`);
const PASSWORD = 'Two-Factor-Pass-123';

/** The code an authenticator app shows for `secret`, `steps` periods from now (each code is accepted once). */
const codeFor = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const login = (client: Client, username: string, rememberMe = false) =>
  client.post('/api/auth/login', { username, password: PASSWORD, rememberMe });

let token: string;
let serial = 0;
async function newUser(role: string) {
  const username = `tf_${role}_${serial++}_${Date.now() % 100000}`;
  await createStaffUser(cms, token, { username, password: PASSWORD, role });
  return username;
}

async function signedIn(username: string) {
  const client = freshClient();
  const res = await login(client, username);
  expect(res.status, res.text).toBe(200);
  expect(client.cookie('hm_sid')).toBeTruthy();
  return client;
}

/** Enrols an authenticator in the settings of a signed-in user; answers the secret and the recovery codes. */
async function enrol(client: Client) {
  const setup = await client.post('/api/auth/two-factor/setup', { currentPassword: PASSWORD });
  expect(setup.status, setup.text).toBe(200);
  const enabled = await client.post('/api/auth/two-factor/enable', {
    code: codeFor(setup.json.secret),
    currentPassword: PASSWORD,
  });
  expect(enabled.status, enabled.text).toBe(200);
  return { secret: setup.json.secret as string, recoveryCodes: enabled.json.recoveryCodes as string[], setup };
}

async function ownerClient() {
  const client = freshClient();
  const res = await client.post('/api/auth/login', { username: OWNER.username, password: OWNER.password });
  expect(res.status, res.text).toBe(200);
  return client;
}

beforeAll(async () => {
  token = await adminToken(cms);
});

describe('two-factor sign-in (TOTP)', () => {
  it('enrols from the settings: QR code drawn locally, 10 recovery codes stored hashed, secret stored sealed', async () => {
    const username = await newUser('bph');
    const client = await signedIn(username);
    expect((await client.get('/api/auth/two-factor')).json).toMatchObject({ enabled: false, required: false });

    const { secret, recoveryCodes, setup } = await enrol(client);
    expect(setup.json.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.json.qrCode.split(',')[1], 'base64').toString()).toMatch(/^<svg/);
    expect(setup.json.otpauthUrl).toContain(`otpauth://totp/`);
    expect(setup.json.otpauthUrl).toContain(encodeURIComponent(username));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const status = await client.get('/api/auth/two-factor');
    expect(status.json).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(status.text).not.toContain(secret);

    const [row] = await cms.database.query<{ secret: string; recovery_codes: string; pending_secret: string | null }>(
      `SELECT t.secret, t.recovery_codes, t.pending_secret FROM app_two_factor t JOIN up_users u ON u.id = t.user_id WHERE u.username = '${username}'`,
    );
    expect(row.secret).not.toContain(secret);
    expect(row.pending_secret).toBeNull();
    for (const code of recoveryCodes) expect(String(row.recovery_codes)).not.toContain(code);

    // Enrolling again is refused; the secret is not handed out again.
    const again = await client.post('/api/auth/two-factor/setup', { currentPassword: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.text).not.toContain(secret);

    const activity = await cms.database.query<{ title: string; user_name: string }>(
      `SELECT title, user_name FROM activities WHERE entity_title = '${username}' ORDER BY id DESC LIMIT 1`,
    );
    expect(activity[0]).toMatchObject({ title: '2FA diaktifkan' });
  });

  it('enrolments started at once (two tabs, a double click) all answer, and the last one shown can be confirmed', async () => {
    const client = await signedIn(await newUser('bph'));
    const setups = await Promise.all(
      [1, 2, 3, 4].map(() => client.post('/api/auth/two-factor/setup', { currentPassword: PASSWORD })),
    );
    expect(setups.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const results = [];
    for (const setup of setups) {
      const code = codeFor(setup.json.secret);
      results.push((await client.post('/api/auth/two-factor/enable', { code, currentPassword: PASSWORD })).status);
      if (results.at(-1) === 200) break;
    }
    expect(results.at(-1)).toBe(200);
    expect((await client.get('/api/auth/two-factor')).json.enabled).toBe(true);
  });

  it('a wrong first code does not enable it', async () => {
    const client = await signedIn(await newUser('bph'));
    const setup = await client.post('/api/auth/two-factor/setup', { currentPassword: PASSWORD });
    const wrong = await client.post('/api/auth/two-factor/enable', {
      code: '000000' === codeFor(setup.json.secret) ? '111111' : '000000',
      currentPassword: PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Kode salah atau sudah kedaluwarsa.');
    expect((await client.get('/api/auth/two-factor')).json.enabled).toBe(false);
  });

  it('the password step then gives no session but a challenge; the code step issues the session', async () => {
    const username = await newUser('bph');
    const { secret } = await enrol(await signedIn(username));

    const client = freshClient();
    const first = await login(client, username, true);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ twoFactor: 'verify' });
    expect(first.json.challengeToken).toEqual(expect.any(String));
    expect(first.json.username).toBeUndefined();
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(client.cookie('hm_sid')).toBeUndefined();
    expect((await client.get('/api/auth/me')).status).toBe(401);

    // The challenge alone is not a session, and it cannot be bent into one with a made-up code.
    const wrong = await client.post('/api/auth/login/verify', {
      challengeToken: first.json.challengeToken,
      code: '12345',
    });
    expect(wrong.status).toBe(401);
    const forged = await client.post('/api/auth/login/verify', {
      challengeToken: `${first.json.challengeToken}x`,
      code: codeFor(secret, 1),
    });
    expect(forged.status).toBe(401);

    const ok = await client.post('/api/auth/login/verify', {
      challengeToken: first.json.challengeToken,
      code: codeFor(secret, 1),
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toMatchObject({ username });
    expect(ok.headers.get('cache-control')).toBe('no-store');
    // "Remember me" from the password step still makes a lasting cookie, but never skipped the code.
    expect(ok.setCookies.find((c) => c.startsWith('hm_sid='))).toMatch(/expires=/i);
    expect((await client.get('/api/auth/me')).json.username).toBe(username);

    // The same code cannot be used twice.
    const replay = await freshClient().post('/api/auth/login/verify', {
      challengeToken: first.json.challengeToken,
      code: codeFor(secret, 1),
    });
    expect(replay.status).toBe(401);

    const sessions = (await client.get('/api/auth/sessions')).json as Array<{ current: boolean; twoFactor: boolean }>;
    expect(sessions.find((s) => s.current)?.twoFactor).toBe(true);
    // The session that enrolled confirmed a code too.
    expect(sessions.every((s) => s.twoFactor)).toBe(true);
  });

  it('wrong codes lock the code step (429) even for the right code, apart from the password lockout', async () => {
    const username = await newUser('bph');
    const { secret } = await enrol(await signedIn(username));
    const client = freshClient();
    const { challengeToken } = (await login(client, username)).json;
    const bad = codeFor(secret, 5) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await client.post('/api/auth/login/verify', { challengeToken, code: bad });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe('Kode salah atau sudah kedaluwarsa.');
    }
    const locked = await client.post('/api/auth/login/verify', { challengeToken, code: codeFor(secret) });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/Terlalu banyak kode salah/);
    expect(locked.json.retryAfter).toBeGreaterThan(0);
    // The lock is the account's: a new challenge from another address does not reopen it.
    const other = freshClient();
    const again = (await login(other, username)).json;
    expect(again.twoFactor).toBe('verify');
    const stillLocked = await other.post('/api/auth/login/verify', {
      challengeToken: again.challengeToken,
      code: codeFor(secret),
    });
    expect(stillLocked.status).toBe(429);
  });

  it('a recovery code works once instead of the app code, and is logged', async () => {
    const username = await newUser('bph');
    const { recoveryCodes } = await enrol(await signedIn(username));
    const client = freshClient();
    const { challengeToken } = (await login(client, username)).json;
    const used = await client.post('/api/auth/login/verify', {
      challengeToken,
      recoveryCode: recoveryCodes[0].toUpperCase(),
    });
    expect(used.status, used.text).toBe(200);
    expect((await client.get('/api/auth/two-factor')).json.recoveryCodesLeft).toBe(9);

    const second = freshClient();
    const again = (await login(second, username)).json;
    const reused = await second.post('/api/auth/login/verify', {
      challengeToken: again.challengeToken,
      recoveryCode: recoveryCodes[0],
    });
    expect(reused.status).toBe(401);
    const activity = await cms.database.query<{ title: string; user_name: string }>(
      `SELECT title, user_name FROM activities WHERE title = 'Kode pemulihan 2FA dipakai' AND entity_title = '${username}'`,
    );
    expect(activity).toHaveLength(1);
    expect(activity[0].user_name).toBe(`Test ${username}`);
  });

  it('turning it off needs the current password or a code; afterwards sign-in is one step again', async () => {
    const username = await newUser('bph');
    const client = await signedIn(username);
    const { secret } = await enrol(client);
    expect((await client.post('/api/auth/two-factor/disable', {})).status).toBe(400);
    const wrongPassword = await client.post('/api/auth/two-factor/disable', { currentPassword: 'not-it-at-all' });
    expect(wrongPassword.status).toBe(400);
    expect((await client.get('/api/auth/two-factor')).json.enabled).toBe(true);
    const off = await client.post('/api/auth/two-factor/disable', { code: codeFor(secret, 1) });
    expect(off.status, off.text).toBe(200);
    expect((await client.get('/api/auth/two-factor')).json.enabled).toBe(false);
    const plain = await login(freshClient(), username);
    expect(plain.json).toMatchObject({ username });

    const withPassword = await signedIn(username);
    await enrol(withPassword);
    expect((await withPassword.post('/api/auth/two-factor/disable', { currentPassword: PASSWORD })).status).toBe(200);
    const titles = await cms.database.query<{ title: string }>(
      `SELECT title FROM activities WHERE entity_title = '${username}' AND title LIKE '2FA%' ORDER BY id`,
    );
    expect(titles.map((t) => t.title)).toEqual([
      '2FA diaktifkan',
      '2FA dinonaktifkan',
      '2FA diaktifkan',
      '2FA dinonaktifkan',
    ]);
  });

  it('a session cookie alone cannot set up or enable it; wrong passwords there are sign-in guesses', async () => {
    const username = await newUser('bph');
    const client = await signedIn(username);
    const bare = await client.post('/api/auth/two-factor/setup', {});
    expect(bare.status).toBe(400);
    expect(bare.json.message).toBe('Password Saat Ini wajib diisi untuk mengubah verifikasi dua langkah.');
    expect(bare.json.secret).toBeUndefined();
    const wrong = await client.post('/api/auth/two-factor/setup', { currentPassword: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Password saat ini salah.');
    expect(wrong.json.secret).toBeUndefined();

    const setup = await client.post('/api/auth/two-factor/setup', { currentPassword: PASSWORD });
    expect(setup.status, setup.text).toBe(200);
    const code = codeFor(setup.json.secret);
    const noPassword = await client.post('/api/auth/two-factor/enable', { code });
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.message).toBe('Password Saat Ini wajib diisi untuk mengubah verifikasi dua langkah.');
    // Four more wrong passwords make five from this address: the sign-in lockout then refuses even the right one,
    // here and at the sign-in itself.
    for (let i = 0; i < 4; i += 1) {
      const res = await client.post('/api/auth/two-factor/enable', { code, currentPassword: `wrong-${i}` });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Password saat ini salah.');
    }
    const locked = await client.post('/api/auth/two-factor/enable', { code, currentPassword: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/Terlalu banyak percobaan login/);
    expect((await login(client, username)).status).toBe(429);
    expect((await client.get('/api/auth/two-factor')).json.enabled).toBe(false);
  });

  it('new recovery codes need the current password or a code; the old ones stop working', async () => {
    const username = await newUser('bph');
    const client = await signedIn(username);
    const { secret, recoveryCodes } = await enrol(client);
    expect((await client.post('/api/auth/two-factor/recovery-codes', {})).status).toBe(400);
    const wrong = await client.post('/api/auth/two-factor/recovery-codes', { currentPassword: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Password saat ini salah.');
    const byPassword = await client.post('/api/auth/two-factor/recovery-codes', { currentPassword: PASSWORD });
    expect(byPassword.status, byPassword.text).toBe(200);
    expect(byPassword.json.recoveryCodes).toHaveLength(10);
    expect(byPassword.json.recoveryCodes).not.toContain(recoveryCodes[0]);
    const byCode = await client.post('/api/auth/two-factor/recovery-codes', { code: codeFor(secret, 1) });
    expect(byCode.status, byCode.text).toBe(200);
    expect((await client.get('/api/auth/two-factor')).json.recoveryCodesLeft).toBe(10);

    const other = freshClient();
    const { challengeToken } = (await login(other, username)).json;
    const old = await other.post('/api/auth/login/verify', {
      challengeToken,
      recoveryCode: byPassword.json.recoveryCodes[0],
    });
    expect(old.status).toBe(401);
    const current = await other.post('/api/auth/login/verify', {
      challengeToken,
      recoveryCode: byCode.json.recoveryCodes[0],
    });
    expect(current.status, current.text).toBe(200);
    const titles = await cms.database.query<{ title: string }>(
      `SELECT title FROM activities WHERE entity_title = '${username}' AND title = 'Kode pemulihan 2FA dibuat ulang'`,
    );
    expect(titles).toHaveLength(2);
  });

  it('a challenge opens one session: once its code step passed, it is spent', async () => {
    const username = await newUser('bph');
    const { secret, recoveryCodes } = await enrol(await signedIn(username));
    const client = freshClient();
    const { challengeToken } = (await login(client, username)).json;
    const first = await client.post('/api/auth/login/verify', { challengeToken, recoveryCode: recoveryCodes[0] });
    expect(first.status, first.text).toBe(200);
    // Whoever saw the challenge cannot open a second session with the next code.
    const again = await freshClient().post('/api/auth/login/verify', { challengeToken, code: codeFor(secret, 1) });
    expect(again.status).toBe(401);
    expect(again.json.message).toBe('Langkah verifikasi sudah berakhir. Silakan login lagi.');
    // The refused replay used no code: a new sign-in takes it.
    const next = freshClient();
    const fresh = (await login(next, username)).json;
    const ok = await next.post('/api/auth/login/verify', {
      challengeToken: fresh.challengeToken,
      code: codeFor(secret, 1),
    });
    expect(ok.status, ok.text).toBe(200);
  });

  describe('required per role', () => {
    afterAll(async () => {
      const owner = await ownerClient();
      await owner.put('/api/auth/two-factor/policy', { roles: [] });
    });

    it('only the owner sets the policy; a user of a required role enrols at sign-in before any session', async () => {
      const admin = await signedIn(await newUser('admin'));
      expect((await admin.put('/api/auth/two-factor/policy', { roles: ['division_head'] })).status).toBe(403);
      const owner = await ownerClient();
      const unknown = await owner.put('/api/auth/two-factor/policy', { roles: ['nope'] });
      expect(unknown.status).toBe(400);
      const set = await owner.put('/api/auth/two-factor/policy', { roles: ['division_head'] });
      expect(set.status, set.text).toBe(200);
      expect(set.json.find((r: { name: string }) => r.name === 'division_head').requireTwoFactor).toBe(true);
      expect(set.json.find((r: { name: string }) => r.name === 'bph').requireTwoFactor).toBe(false);

      const username = await newUser('division_head');
      const client = freshClient();
      const first = await login(client, username);
      expect(first.json).toMatchObject({ twoFactor: 'enrol' });
      expect(client.cookie('hm_sid')).toBeUndefined();
      // An enrolment challenge is not a code-step challenge.
      expect((await client.post('/api/auth/login/verify', { ...first.json, code: '123456' })).status).toBe(401);

      const setup = await client.post('/api/auth/login/setup', { challengeToken: first.json.challengeToken });
      expect(setup.status, setup.text).toBe(200);
      expect(setup.json.qrCode).toMatch(/^data:image\/svg/);
      expect(setup.headers.get('cache-control')).toBe('no-store');
      // Signed in again before the first code (the step ran out, or Batal): the key the app scanned is shown again.
      const again = freshClient();
      const second = await login(again, username);
      const setupAgain = await again.post('/api/auth/login/setup', { challengeToken: second.json.challengeToken });
      expect(setupAgain.json.secret).toBe(setup.json.secret);
      const done = await client.post('/api/auth/login/enrol', {
        challengeToken: first.json.challengeToken,
        code: codeFor(setup.json.secret),
      });
      expect(done.status, done.text).toBe(200);
      expect(done.json.user.username).toBe(username);
      expect(done.json.recoveryCodes).toHaveLength(10);
      expect(done.headers.get('cache-control')).toBe('no-store');
      expect(client.cookie('hm_sid')).toBeTruthy();
      const status = (await client.get('/api/auth/two-factor')).json;
      expect(status).toMatchObject({ enabled: true, required: true });
      // A required factor cannot be turned off by its user.
      const off = await client.post('/api/auth/two-factor/disable', { currentPassword: PASSWORD });
      expect(off.status).toBe(403);
      // The next sign-in asks for the code.
      expect((await login(freshClient(), username)).json.twoFactor).toBe('verify');
    });

    it('a role newly required signs out its sessions that did not pass 2FA; other sessions stay', async () => {
      const owner = await ownerClient();
      expect((await owner.put('/api/auth/two-factor/policy', { roles: [] })).status).toBe(200);
      const plain = await signedIn(await newUser('division_head'));
      const enrolled = await signedIn(await newUser('division_head'));
      await enrol(enrolled);
      const otherRole = await signedIn(await newUser('bph'));

      const set = await owner.put('/api/auth/two-factor/policy', { roles: ['division_head'] });
      expect(set.status, set.text).toBe(200);
      expect((await plain.get('/api/auth/me')).status).toBe(401);
      expect((await enrolled.get('/api/auth/me')).status).toBe(200);
      expect((await otherRole.get('/api/auth/me')).status).toBe(200);
      expect((await owner.get('/api/auth/me')).status).toBe(200);
    });

    it('a user moved into a required role, by either route, is signed out of sessions that did not pass 2FA', async () => {
      const owner = await ownerClient();
      expect((await owner.put('/api/auth/two-factor/policy', { roles: ['division_head'] })).status).toBe(200);
      for (const move of [
        (id: number) => owner.put(`/api/users/${id}`, { role: 'division_head', division: 'medinfo' }),
        (id: number) => owner.put(`/api/users/${id}/role`, { role: 'division_head', division: 'medinfo' }),
      ]) {
        const plain = await signedIn(await newUser('bph'));
        const { id } = (await plain.get('/api/auth/me')).json as { id: number };
        const moved = await move(id);
        expect(moved.status, moved.text).toBe(200);
        expect((await plain.get('/api/auth/me')).status).toBe(401);
      }
    });
  });

  it('a higher role resets a lower user’s 2FA (logged); never an equal or higher one', async () => {
    const target = await newUser('bph');
    await enrol(await signedIn(target));
    const peer = await newUser('admin');
    await enrol(await signedIn(peer));
    const [{ id: targetId }] = await cms.database.query<{ id: number }>(
      `SELECT id FROM up_users WHERE username = '${target}'`,
    );
    const [{ id: peerId }] = await cms.database.query<{ id: number }>(
      `SELECT id FROM up_users WHERE username = '${peer}'`,
    );

    const bph = await signedIn(await newUser('bph'));
    expect((await bph.delete(`/api/users/${targetId}/two-factor`)).status).toBe(403); // no users.edit
    const admin = await signedIn(await newUser('admin'));
    const equal = await admin.delete(`/api/users/${peerId}/two-factor`);
    expect(equal.status).toBe(403);
    expect(equal.json.message).toMatch(/level lebih rendah/);

    const list = (await admin.get('/api/users?q=' + target)).json as Array<{
      username: string;
      twoFactorEnabled: boolean;
    }>;
    expect(list.find((u) => u.username === target)?.twoFactorEnabled).toBe(true);
    const reset = await admin.delete(`/api/users/${targetId}/two-factor`);
    expect(reset.status, reset.text).toBe(200);
    expect((await login(freshClient(), target)).json).toMatchObject({ username: target });
    const activity = await cms.database.query<{ title: string }>(
      `SELECT title FROM activities WHERE entity_title = '${target}' ORDER BY id DESC LIMIT 1`,
    );
    expect(activity[0].title).toBe('2FA user direset');
  });

  it('users without 2FA sign in exactly as before', async () => {
    const client = freshClient();
    const res = await login(client, await newUser('bph'));
    expect(res.status).toBe(200);
    expect(res.json.twoFactor).toBeUndefined();
    expect(res.setCookies.some((c) => c.startsWith('hm_sid='))).toBe(true);
    const sessions = (await client.get('/api/auth/sessions')).json as Array<{ twoFactor: boolean }>;
    expect(sessions.map((s) => s.twoFactor)).toEqual([false]);
  });
});
