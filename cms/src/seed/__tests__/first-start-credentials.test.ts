import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { revealGeneratedCredentials } from '../first-start-credentials';

const generated = {
  ownerCreated: { username: 'owner', generatedPassword: 'Gen-Owner-Secret-1' },
  adminCreated: { email: 'admin@himatif.local', generatedPassword: 'Gen-Admin-Secret-2' },
  demoSeeded: true,
};

describe('passwords generated at the first start', () => {
  it('without a terminal: written to a file only this user may read; the log line names the file, not the passwords', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credentials-'));
    const logLine = revealGeneratedCredentials(generated, { dir })!;
    const file = path.join(dir, 'first-start-credentials.txt');
    expect(logLine).toContain(file);
    expect(logLine).not.toMatch(/Gen-(Owner|Admin)-Secret/);
    expect(fs.readFileSync(file, 'utf8')).toContain('owner / Gen-Owner-Secret-1');
    expect(fs.readFileSync(file, 'utf8')).toContain('admin@himatif.local / Gen-Admin-Secret-2');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('on a terminal: written to it once, not to the log', () => {
    let written = '';
    const terminal = {
      isTTY: true,
      write: (text: string) => ((written += text), true),
    } as unknown as NodeJS.WriteStream;
    const logLine = revealGeneratedCredentials(generated, { terminal, dir: '/nonexistent' })!;
    expect(written).toContain('Gen-Owner-Secret-1');
    expect(logLine).not.toMatch(/Secret/);
  });

  it('nothing generated (passwords from the environment): nothing written', () => {
    expect(
      revealGeneratedCredentials({ ownerCreated: { username: 'owner' } } as never, { dir: '/nonexistent' }),
    ).toBeUndefined();
  });
});
