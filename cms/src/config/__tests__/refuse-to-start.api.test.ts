import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCms } from '../../../tests/harness/cms-process';
import { createTestDatabase } from '../../../tests/harness/test-database';

const PLACEHOLDERS = {
  APP_KEYS: 'tobemodified1,tobemodified2',
  ADMIN_JWT_SECRET: 'tobemodified',
  API_TOKEN_SALT: 'tobemodified',
  TRANSFER_TOKEN_SALT: 'tobemodified',
  ENCRYPTION_KEY: 'tobemodified',
  JWT_SECRET: 'tobemodified',
};
const SECRET = 'expected a random value of at least 16 characters (`openssl rand -base64 24`)';

/** The compiled cms itself, started as an operator would start it (cms/server.mjs); what it printed if it stopped. */
async function start(env: Record<string, string>) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-refusal-'));
  const database = await createTestDatabase(workDir);
  try {
    const cms = await startCms({ workDir, database, env });
    await cms.stop();
    return 'started';
  } catch (err) {
    return (err as Error).message;
  } finally {
    await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

/** One message, no stack trace: the operator has settings to fix, nothing to debug. */
function expectRefusal(outcome: string, lines: string[]) {
  expect(outcome).toMatch(/cms exited with [1-9]\d* before it was ready/);
  expect(outcome).toContain(
    'Refusing to start: fix these settings in .env or the environment (each is described in .env.example):\n' +
      lines.map((line) => `  - ${line}`).join('\n'),
  );
  expect(outcome).not.toMatch(/^\s+at /m);
}

describe('the cms refuses to start on a bad setting', () => {
  it('names each bad value and what it expects, instead of running on a default', async () => {
    // SERVE_ADMIN is read by Strapi's own config (config/admin.ts) through the same schema.
    expectRefusal(
      await start({
        PORT: '70000',
        SERVE_ADMIN: 'maybe',
        CHAT_TIMEOUT_MS: 'abc',
        FRONT_CACHE: 'maybe',
        DATABASE_URL: 'notaurl',
      }),
      [
        'PORT is "70000"; expected a port number from 1 to 65535',
        'SERVE_ADMIN is "maybe"; expected true or false',
        // Said, not shown: the address may hold the database's password.
        'DATABASE_URL is not valid; expected a postgres:// address',
        'CHAT_TIMEOUT_MS is "abc"; expected a whole number of at least 1',
        'FRONT_CACHE is "maybe"; expected true or false',
      ],
    );
  }, 120_000);

  it('names settings that are valid alone but not together (an S3 bucket without its keys)', async () => {
    expectRefusal(await start({ UPLOAD_PROVIDER: 's3', S3_ACCESS_KEY_ID: 'AKIA-TEST-0000' }), [
      'S3_BUCKET is not set; expected a value when UPLOAD_PROVIDER=s3',
      'S3_SECRET_ACCESS_KEY is not set; expected a value when UPLOAD_PROVIDER=s3',
    ]);
  }, 120_000);
});

describe('a database the cms cannot use stops the start with one line naming its settings', () => {
  const expectDatabaseRefusal = (outcome: string, reason: string, settings: string) => {
    expect(outcome).toMatch(/cms exited with [1-9]\d* before it was ready/);
    expect(outcome).toContain(`Cannot use the database: ${reason}. Check ${settings} in .env or the environment.`);
    expect(outcome).not.toMatch(/^\s+at /m);
    expect(outcome).not.toContain('"stack"');
  };

  it('nothing answers at the address of DATABASE_URL', async () => {
    const outcome = await start({ DATABASE_CLIENT: 'postgres', DATABASE_URL: 'postgres://postgres@127.0.0.1:9/test' });
    expectDatabaseRefusal(outcome, 'connect ECONNREFUSED 127.0.0.1:9', 'DATABASE_URL');
  }, 120_000);

  it('the database named by the parts does not exist', async () => {
    const outcome = await start({
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: '',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: '5432',
      DATABASE_NAME: 'no_such_database_here',
      DATABASE_USERNAME: 'postgres',
    });
    expectDatabaseRefusal(
      outcome,
      'database "no_such_database_here" does not exist',
      'DATABASE_HOST, DATABASE_PORT, DATABASE_NAME, DATABASE_USERNAME, DATABASE_PASSWORD',
    );
  }, 120_000);
});

describe('a folder the settings need that cannot be made stops the start with one line each', () => {
  it('DATABASE_FILENAME and PUBLIC_DIR under a file, not a folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-refusal-file-'));
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, '');
    const settings = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(file, 'data.db') };
    expectRefusal(await start({ ...settings, PUBLIC_DIR: path.join(file, 'public') }), [
      `PUBLIC_DIR needs a folder that cannot be made (${file}: ENOTDIR); expected a writable path`,
      `DATABASE_FILENAME needs a folder that cannot be made (${file}: ENOTDIR); expected a writable path`,
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});

describe('production refuses placeholder or missing secrets', () => {
  it('exits non-zero naming every placeholder secret (the values of .env.example)', async () => {
    const outcome = await start({ NODE_ENV: 'production', ...PLACEHOLDERS });
    expectRefusal(
      outcome,
      Object.keys(PLACEHOLDERS).map((name) => `${name} is weak; ${SECRET}`),
    );
    expect(outcome).not.toContain('tobemodified');
  }, 120_000);

  it('exits non-zero when a secret is missing or short, even if the others are strong', async () => {
    expectRefusal(await start({ NODE_ENV: 'production', JWT_SECRET: '', ENCRYPTION_KEY: 'short-key' }), [
      `ENCRYPTION_KEY is weak; ${SECRET}`,
      `JWT_SECRET is not set; ${SECRET}`,
    ]);
  }, 120_000);
});
