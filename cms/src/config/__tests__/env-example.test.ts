import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, secretProblems, variables } from '../app-config';

const cmsDir = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => fs.readFileSync(path.join(cmsDir, file), 'utf8');

/** Names Strapi's own config files (cms/config) read: Strapi's env(), process.env. */
function variablesReadBy(source: string): string[] {
  const patterns = [/\benv(?:\.\w+)?\('([A-Z][A-Z0-9_]+)'/g, /process\.env\.([A-Z][A-Z0-9_]+)/g];
  return patterns.flatMap((re) => [...source.matchAll(re)].map((m) => m[1]));
}

/** `NAME=value` lines of .env.example; `# NAME=value` ones are listed but not set. */
const lines = read('../.env.example')
  .split('\n')
  .map((line) => /^(#?)\s*([A-Z][A-Z0-9_]+)=(.*)$/.exec(line.trim()))
  .filter((m): m is RegExpExecArray => m !== null);
const listed = new Map(lines.map((m) => [m[2], m[3]]));
const set = Object.fromEntries(lines.filter((m) => !m[1]).map((m) => [m[2], m[3]]));

describe('.env.example', () => {
  it('lists every variable the env schema and Strapi’s config files read', () => {
    const strapiConfig = fs
      .readdirSync(path.join(cmsDir, 'config'))
      .flatMap((f) => variablesReadBy(read(`config/${f}`)));
    expect(variables.size).toBeGreaterThan(100);
    expect([...new Set([...variables.keys(), ...strapiConfig])].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('shows the defaults: its values read as the schema reads nothing set', () => {
    // Its secrets are placeholders (below), not defaults.
    const secrets = secretProblems({}).map((line) => line.split(' ')[0]);
    const withoutSecrets = Object.fromEntries(Object.entries(set).filter(([name]) => !secrets.includes(name)));
    expect(readConfig(withoutSecrets).problems).toEqual([]);
    const { chat, ...example } = readConfig(withoutSecrets).config!;
    const { chat: defaultChat, ...defaults } = readConfig({}).config!;
    expect(example).toEqual(defaults);
    // Without APP_KEYS the chat cookie's key is random in each read.
    expect({ ...chat, cookieSecret: '' }).toEqual({ ...defaultChat, cookieSecret: '' });
  });

  it('its secrets are placeholders that production refuses', () => {
    expect(secretProblems(set).map((line) => line.split(' ')[0])).toEqual([
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
