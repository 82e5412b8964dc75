import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { weakSecrets } from '../secret-check';

const cmsDir = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(cmsDir, file), 'utf8');

/** Names the cms reads from the environment: app-config's helpers, Strapi's env(), process.env. */
function variablesReadBy(source: string): string[] {
  const patterns = [
    /\b(?:str|int|bool|list)\('([A-Z][A-Z0-9_]+)'/g,
    /\benv(?:\.\w+)?\('([A-Z][A-Z0-9_]+)'/g,
    /process\.env\.([A-Z][A-Z0-9_]+)/g,
  ];
  return patterns.flatMap((re) => [...source.matchAll(re)].map((m) => m[1]));
}

const example = read('../.env.example');
const listed = new Map(
  example
    .split('\n')
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=(.*)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1], m[2]]),
);

describe('.env.example', () => {
  const sources = [
    'src/config/app-config.ts',
    ...fs.readdirSync(path.join(cmsDir, 'config')).map((f) => `config/${f}`),
  ];
  const used = [...new Set(sources.flatMap((f) => variablesReadBy(read(f))))].sort();

  it('lists every variable the cms reads', () => {
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('its secrets are placeholders that production refuses', () => {
    const env = Object.fromEntries(listed);
    expect(weakSecrets(env)).toEqual([
      'APP_KEYS',
      'ADMIN_JWT_SECRET',
      'API_TOKEN_SALT',
      'TRANSFER_TOKEN_SALT',
      'ENCRYPTION_KEY',
      'JWT_SECRET',
    ]);
  });

  it('holds no real-looking secret or password', () => {
    for (const name of ['OWNER_PASSWORD', 'ADMIN_PASSWORD', 'DATABASE_PASSWORD']) expect(listed.get(name)).toBe('');
  });
});
