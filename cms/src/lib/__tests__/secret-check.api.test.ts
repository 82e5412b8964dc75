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

/** The compiled cms itself, started as an operator would start it with an unedited .env. */
async function startProduction(env: Record<string, string>) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-secrets-'));
  const database = await createTestDatabase(workDir);
  try {
    const cms = await startCms({ workDir, database, env: { NODE_ENV: 'production', ...env } });
    await cms.stop();
    return 'started';
  } catch (err) {
    return (err as Error).message;
  } finally {
    await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

describe('production refuses placeholder or missing secrets', () => {
  it('exits non-zero naming every placeholder secret (the values of .env.example)', async () => {
    const outcome = await startProduction(PLACEHOLDERS);
    expect(outcome).toMatch(/cms exited with [1-9]\d* before it was ready/);
    expect(outcome).toMatch(
      /Refusing to start in production with missing or placeholder secrets: APP_KEYS, ADMIN_JWT_SECRET, API_TOKEN_SALT, TRANSFER_TOKEN_SALT, ENCRYPTION_KEY, JWT_SECRET/,
    );
  }, 120_000);

  it('exits non-zero when a secret is missing or short, even if the others are strong', async () => {
    const outcome = await startProduction({ JWT_SECRET: '', ENCRYPTION_KEY: 'short-key' });
    expect(outcome).toMatch(/cms exited with [1-9]\d* before it was ready/);
    expect(outcome).toMatch(/placeholder secrets: ENCRYPTION_KEY, JWT_SECRET\./);
  }, 120_000);
});
