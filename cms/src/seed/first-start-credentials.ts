import fs from 'node:fs';
import path from 'node:path';
import type { SeedReport } from './index';

/**
 * Hands generated passwords to the operator once, never to the log (which is kept, shipped and shared): on a
 * terminal they are written to it; otherwise (a container, a service manager, a pipe) to a file only this user can
 * read, whose path the log names. Answers the line for the log, or undefined when nothing was generated.
 */
export function revealGeneratedCredentials(
  report: SeedReport,
  where: { terminal?: NodeJS.WriteStream; dir: string },
): string | undefined {
  // The passwords a first start generated (no OWNER_PASSWORD / ADMIN_PASSWORD in the environment).
  const { ownerCreated: owner, adminCreated: admin } = report;
  const lines = [
    owner?.generatedPassword && `Owner login (site dashboard): ${owner.username} / ${owner.generatedPassword}`,
    admin?.generatedPassword && `Admin panel (/admin): ${admin.email} / ${admin.generatedPassword}`,
  ].filter(Boolean);
  if (!lines.length) return undefined;
  const text = [...lines, 'Shown only once: note them now, then change them after signing in.', ''].join('\n');
  if (where.terminal?.isTTY) {
    where.terminal.write(`\n${text}\n`);
    return 'Generated passwords were written to the terminal (not to the log).';
  }
  fs.mkdirSync(where.dir, { recursive: true });
  const file = path.join(where.dir, 'first-start-credentials.txt');
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return `Generated passwords were written to ${file} (readable only by this user): read it once, then delete it.`;
}
