// Runs PostgreSQL client tools (pg_dump, pg_restore) with the password in PGPASSWORD, not on the command line.
import { spawn } from 'node:child_process';

/** @param {string} tool @param {string[]} args @param {string} connectionUrl @returns {Promise<void>} */
export function runPgTool(tool, args, connectionUrl) {
  const url = new URL(connectionUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', (err) =>
      reject(
        /** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT'
          ? new Error(
              `${tool} not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client)`,
            )
          : err,
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}
