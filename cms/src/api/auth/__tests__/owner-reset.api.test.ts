import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PANEL, OWNER, startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { adminToken } from '../../../../tests/harness/admin-api';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { Client } from '../../../../tests/harness/http';
import { runOperatorScript } from '../../../../tests/harness/operator-script';
import { createTestDatabase } from '../../../../tests/harness/test-database';

// The command boots the cms once (as long as a start of the server may take on a busy machine, see the hook limit).
const BOOT_TIME = 180_000;
let cms: CmsInstance;
let ip = 1;
const freshClient = () => Client.withIp(cms.url, `198.18.0.${ip++}`);

/** `npm run owner:reset` as an operator runs it on the server, against this test's database. */
function ownerReset(args: string[], extraEnv: Record<string, string> = {}) {
  return runOperatorScript('owner-reset.mjs', args, { ...cms.database.env, ...extraEnv }, cms.workDir);
}

beforeAll(async () => {
  cms = await startCms();
});

afterAll(async () => {
  await cms?.stop();
  await cms?.database.drop();
});

describe('npm run owner:reset (a lost owner account, recovered on the server)', () => {
  it(
    'sets the given password, removes two-factor sign-in and ends the owner’s sessions',
    async () => {
      const before = freshClient();
      expect((await before.post('/api/auth/login', OWNER)).status).toBe(200);
      const setup = await before.post('/api/auth/two-factor/setup', { currentPassword: OWNER.password });
      const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.json.secret as string) }).generate();
      expect((await before.post('/api/auth/two-factor/enable', { code, currentPassword: OWNER.password })).status).toBe(
        200,
      );
      // With two-factor on, the password alone no longer signs in.
      expect((await freshClient().post('/api/auth/login', OWNER)).json).toMatchObject({ twoFactor: 'verify' });

      const reset = await ownerReset([], { OWNER_RESET_PASSWORD: 'Recovered-Owner-Pass-1' });
      expect(reset.code, reset.output).toBe(0);
      expect(reset.output).toContain('Two-factor sign-in removed');

      expect((await before.get('/api/auth/me')).status).toBe(401);
      expect((await freshClient().post('/api/auth/login', OWNER)).status).toBe(401);
      const after = await freshClient().post('/api/auth/login', { ...OWNER, password: 'Recovered-Owner-Pass-1' });
      expect(after.status, after.text).toBe(200);
      expect(after.json.twoFactor).toBeUndefined();
      expect(await cms.database.count('activities', "title = 'Akun owner dipulihkan dari server'")).toBe(1);
    },
    BOOT_TIME,
  );

  it(
    'refuses an account that is not an owner and changes nothing',
    async () => {
      const reset = await ownerReset(['--username=nobody-here']);
      expect(reset.code).toBe(1);
      expect(reset.output).toContain('No account named "nobody-here"');
    },
    BOOT_TIME,
  );

  it(
    'a password the sign-in would not take (over 200 characters) is refused, and the owner keeps theirs',
    async () => {
      const reset = await ownerReset([], { OWNER_RESET_PASSWORD: 'x'.repeat(201) });
      expect(reset.code, reset.output).toBe(1);
      expect(reset.output).toContain('The new password needs 8 to 200 characters; nothing changed.');
      const kept = await freshClient().post('/api/auth/login', { ...OWNER, password: 'Recovered-Owner-Pass-1' });
      expect(kept.status, kept.text).toBe(200);
    },
    BOOT_TIME,
  );

  it(
    'npm run admin:reset gives an /admin account a new password (printed once when none is given), in Docker too',
    async () => {
      const { email, token } = await adminWithRole(cms, await adminToken(cms), 'strapi-editor');
      const me = async () =>
        (await fetch(`${cms.url}/admin/users/me`, { headers: { Authorization: `Bearer ${token}` } })).status;
      expect(await me()).toBe(200);
      const adminLogin = async (password: string) =>
        (
          await fetch(`${cms.url}/admin/login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.1.${ip++}` },
            body: JSON.stringify({ email, password }),
          })
        ).status;
      const reset = await runOperatorScript('admin-reset.mjs', ['--email', email], cms.database.env, cms.workDir);
      expect(reset.code, reset.output).toBe(0);
      const printed = /New password \(shown only once\): (\S+)/.exec(reset.output)?.[1] ?? '';
      expect(await adminLogin('Editor-Pass-123')).toBe(400);
      expect(await adminLogin(printed)).toBe(200);
      // A session opened before (perhaps not by them) has ended.
      expect(await me()).toBe(401);
      const unknown = await runOperatorScript(
        'admin-reset.mjs',
        ['--email', 'nobody@test.local'],
        cms.database.env,
        cms.workDir,
      );
      expect(unknown.code).toBe(1);
      expect(unknown.output).toContain('admin:reset failed: User not found for email: nobody@test.local');
    },
    BOOT_TIME * 2,
  );

  it('a mistyped option stops the command with its usage, before anything changes', async () => {
    for (const args of [['--bogus'], ['--pasword=Typo-Pass-123'], ['owner']]) {
      const reset = await ownerReset(args);
      expect(reset.code, `${args.join(' ')}: ${reset.output}`).toBe(2);
      expect(reset.output).toContain('usage: npm run owner:reset');
      expect(reset.output).not.toContain('has a new password');
    }
    // The space form of an option is the option, as in the other commands.
    const spaced = await ownerReset(['--username', 'nobody-here']);
    expect(spaced.code).toBe(1);
    expect(spaced.output).toContain('No account named "nobody-here"');
  });

  it('a database it cannot reach is said in one line naming the setting', async () => {
    const unreachable = await ownerReset([], {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: 'postgres://u@127.0.0.1:9/x',
    });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toContain(
      'owner:reset failed: Cannot use the database: connect ECONNREFUSED 127.0.0.1:9. Check DATABASE_URL',
    );
    expect(unreachable.output).not.toMatch(/^\s+at /m);
  });

  it(
    'as the first command on a new server it says the accounts it created, not the addresses of a site not running',
    async () => {
      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-reset-first-'));
      const database = await createTestDatabase(workDir);
      try {
        const env = { ...database.env, OWNER_PASSWORD: OWNER.password, ADMIN_EMAIL: ADMIN_PANEL.email };
        const run = await runOperatorScript(
          'owner-reset.mjs',
          [],
          { ...env, ADMIN_PASSWORD: ADMIN_PANEL.password },
          workDir,
        );
        expect(run.code, run.output).toBe(0);
        expect(run.output).toContain(`Owner login created: ${OWNER.username}`);
        expect(run.output).toContain(`"${OWNER.username}" has a new password`);
        expect(run.output).not.toMatch(/Site\s+http/);
        expect(run.output).not.toContain('Demo content seeded');
      } finally {
        await database.drop();
        fs.rmSync(workDir, { recursive: true, force: true });
      }
    },
    BOOT_TIME,
  );
});
