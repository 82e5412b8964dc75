import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cmsDir = path.resolve(__dirname, '../../..');
// Debian's own Node (20 on this project's machines), when the machine has one older than the app's floor.
const systemNode = '/usr/bin/node';
const systemMajor = fs.existsSync(systemNode)
  ? Number(execFileSync(systemNode, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).trim())
  : Infinity;

describe('starting the cms on a Node older than package.json engines', () => {
  it.runIf(systemMajor < 22)('refuses by name, with what to run, instead of crashing in the SQLite driver', () => {
    const run = spawnSync(systemNode, ['server.mjs'], { cwd: cmsDir, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('This site needs Node 22.12 or newer');
    expect(run.stderr).toContain('source scripts/use-node-22.sh');
  });
});
