// Reads the project's .env (creating it from .env.example with fresh random secrets on first use).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const envPath = path.join(root, '.env');
const examplePath = path.join(root, '.env.example');

const SECRET_KEYS = ['ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY', 'JWT_SECRET'];
const random = () => crypto.randomBytes(24).toString('base64url');

/** @param {string} text @returns {Record<string, string>} */
export function parseEnv(text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const line of text.split(/\r?\n/)) {
    const m = line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/);
    if (!m) continue;
    let value = m[2];
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    out[m[1]] = value;
  }
  return out;
}

/** Creates .env on first use (from .env.example, where the checkout has one); returns true when it did. */
export function ensureEnvFile() {
  if (fs.existsSync(envPath) || !fs.existsSync(examplePath)) return false;
  const lines = fs
    .readFileSync(examplePath, 'utf8')
    .split(/\r?\n/)
    .map((line) => {
      const m = line.match(/^([A-Z_]+)=/);
      if (!m) return line;
      if (m[1] === 'APP_KEYS') return `APP_KEYS=${[random(), random(), random(), random()].join(',')}`;
      if (SECRET_KEYS.includes(m[1])) return `${m[1]}=${random()}`;
      return line;
    });
  fs.writeFileSync(envPath, lines.join('\n'), { mode: 0o600 });
  return true;
}

/** The environment for cms processes: .env values, overridden by the real environment. */
/** @returns {Record<string, string | undefined>} */
export function loadEnv() {
  const fileEnv = fs.existsSync(envPath) ? parseEnv(fs.readFileSync(envPath, 'utf8')) : {};
  const merged = { ...fileEnv };
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) merged[k] = v;
  return merged;
}
