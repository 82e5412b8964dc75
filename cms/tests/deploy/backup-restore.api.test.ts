import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { OWNER, startCms, type CmsInstance } from '../harness/cms-process';
import { createTestDatabase, type TestDatabase } from '../harness/test-database';
import { addExtraRecords } from '../harness/extra-records.mjs';
import { siteSnapshot } from './site-snapshot';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);

/** Runs a root script the way `npm run backup|restore` does, with the data env of one instance. */
async function script(name: 'backup' | 'restore', args: string[], dataEnv: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(repo, 'scripts', `${name}.mjs`), ...args], {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), DATABASE_URL: '', ...dataEnv },
    });
    return { code: 0, output: stdout + stderr };
  } catch (err: unknown) {
    // execFile's rejection: the exit code and what the script printed before failing.
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const dataEnv = (workDir: string, database: TestDatabase) => ({
  ...database.env,
  PUBLIC_DIR: path.join(workDir, 'public'),
});

describe(`npm run backup / restore round trip (${process.env.TEST_PG_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  const instances: CmsInstance[] = [];
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const cms of instances) await cms.stop();
    for (const db of databases) await db.drop();
  });

  it('restores every article, member, setting, user and upload into an empty database', async () => {
    const source = await startCms();
    instances.push(source);
    databases.push(source.database);
    const extra = await addExtraRecords(source.url, OWNER, 'Cadangan');
    const before = await siteSnapshot(source.url, path.join(source.workDir, 'public'));
    expect(before.articles.some((a) => a.id === extra.articleId && a.title === extra.articleTitle)).toBe(true);
    expect(before.members.some((m) => m.name === extra.memberName)).toBe(true);
    expect(before.settings.contactEmail).toBe(extra.contactEmail);
    expect(Object.keys(before.uploads).length).toBeGreaterThan(0);

    // Taken while the source cms is running, as an operator would.
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'));
    const backup = await script('backup', ['--out', outDir], dataEnv(source.workDir, source.database));
    expect(backup.code, backup.output).toBe(0);
    const [archive] = fs.readdirSync(outDir).filter((f) => /^hmti-backup-.*\.tar\.gz$/.test(f));
    expect(archive).toBeDefined();
    await source.stop();

    const targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-restore-'));
    const target = await createTestDatabase(targetDir);
    databases.push(target);
    const restore = await script('restore', [path.join(outDir, archive)], dataEnv(targetDir, target));
    expect(restore.code, restore.output).toBe(0);

    const restored = await startCms({ workDir: targetDir, database: target });
    instances.push(restored);
    const after = await siteSnapshot(restored.url, path.join(targetDir, 'public'), '10.88.0.2');
    expect(after).toEqual(before);
    for (const file of Object.keys(before.uploads)) {
      expect((await fetch(`${restored.url}/uploads/${file}`)).status, file).toBe(200);
    }
    // --force while that cms still runs on the data is refused.
    const port = new URL(restored.url).port;
    const whileRunning = await script('restore', [path.join(outDir, archive), '--force'], {
      ...dataEnv(targetDir, target),
      PORT: port,
    });
    expect(whileRunning.code).not.toBe(0);
    expect(whileRunning.output).toMatch(/stop it before replacing its data/);
    if (target.kind === 'sqlite') {
      // Also when the cms runs on another port than the configuration names: it holds the database file open.
      const elsewhere = await script('restore', [path.join(outDir, archive), '--force'], {
        ...dataEnv(targetDir, target),
        PORT: '9',
      });
      expect(elsewhere.code).not.toBe(0);
      expect(elsewhere.output).toMatch(/has .* open \(a running cms\?\): stop it before replacing its data/);
    }
    await restored.stop();

    // A second restore onto the now non-empty target is refused and changes nothing.
    const articlesBefore = await target.count('articles');
    const again = await script('restore', [path.join(outDir, archive)], dataEnv(targetDir, target));
    expect(again.code).not.toBe(0);
    expect(again.output).toMatch(/refusing to overwrite existing data.*--force/s);
    expect(await target.count('articles')).toBe(articlesBefore);

    // --force replaces the data.
    const forced = await script('restore', [path.join(outDir, archive), '--force'], {
      ...dataEnv(targetDir, target),
      PORT: port,
    });
    expect(forced.code, forced.output).toBe(0);
    expect(await target.count('articles')).toBe(articlesBefore);
  }, 300_000);
});
