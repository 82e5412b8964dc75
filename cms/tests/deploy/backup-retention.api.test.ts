import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../harness/cms-process';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const Database = createRequire(import.meta.url)('better-sqlite3');

/** Runs `npm run backup` / `restore`'s script with this data location; resolves to its exit code and output. */
async function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(repoRoot, 'scripts', `${name}.mjs`), ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe('backups: private archives, retention, and no restore of a newer data model', () => {
  let dir: string;
  let env: Record<string, string>;
  const location = (name: string) => {
    const home = path.join(dir, name);
    fs.mkdirSync(path.join(home, 'public', 'uploads'), { recursive: true });
    return {
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: path.join(home, 'data.db'),
      PUBLIC_DIR: path.join(home, 'public'),
    };
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-retention-'));
    env = { ...location('live'), PORT: String(await freePort()) };
    const db = new Database(env.DATABASE_FILENAME);
    db.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('kept');");
    db.close();
    fs.writeFileSync(path.join(env.PUBLIC_DIR, 'uploads', 'photo.jpg'), 'jpeg bytes');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes the archive 0600 and keeps only the newest N with --keep N', async () => {
    const out = path.join(dir, 'backups');
    fs.mkdirSync(out);
    const older = ['2020-01-01T00-00-00Z', '2020-01-02T00-00-00Z', '2020-01-03T00-00-00Z'];
    for (const stamp of older) fs.writeFileSync(path.join(out, `hmti-backup-${stamp}.tar.gz`), 'old');

    const kept = await script('backup', ['--out', out, '--keep', '2'], env);
    expect(kept.code, kept.output).toBe(0);
    const left = fs.readdirSync(out).sort();
    expect(left).toHaveLength(2);
    expect(left[0]).toBe('hmti-backup-2020-01-03T00-00-00Z.tar.gz');
    expect(fs.statSync(path.join(out, left[1])).mode & 0o777).toBe(0o600);
    expect(kept.output).toContain('Removed old backup hmti-backup-2020-01-01T00-00-00Z.tar.gz (--keep 2)');
    expect(kept.output).toContain('Removed old backup hmti-backup-2020-01-02T00-00-00Z.tar.gz (--keep 2)');

    expect((await script('backup', ['--out', out, '--keep', '0'], env)).code).toBe(2);
  });

  it('restores its own archive, and refuses one whose data model has fields this version does not know', async () => {
    const out = path.join(dir, 'model');
    expect((await script('backup', ['--out', out], env)).code).toBe(0);
    expect(fs.statSync(out).mode & 0o777).toBe(0o700);
    const [archive] = fs.readdirSync(out).map((f) => path.join(out, f));
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);

    const unpacked = path.join(dir, 'unpacked');
    fs.mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    expect(manifest.schemaFields).toContain('api::articles.article.title');
    manifest.schemaFields.push('api::articles.article.subtitle', 'api::articles.article.readingTime');
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    const newer = path.join(dir, 'newer.tar.gz');
    execFileSync('tar', ['-czf', newer, '-C', unpacked, '.']);

    const intoNewer = { ...location('from-newer'), PORT: env.PORT };
    const refused = await script('restore', [newer], intoNewer);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'the backup comes from a newer data model (fields this version does not know: api::articles.article.subtitle, api::articles.article.readingTime)',
    );
    expect(fs.existsSync(intoNewer.DATABASE_FILENAME)).toBe(false);

    const intoOwn = { ...location('from-own'), PORT: env.PORT };
    const restored = await script('restore', [archive], intoOwn);
    expect(restored.code, restored.output).toBe(0);
    const db = new Database(intoOwn.DATABASE_FILENAME, { readonly: true });
    expect(db.prepare('SELECT body FROM notes').all()).toEqual([{ body: 'kept' }]);
    db.close();
  });
});
