import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The cms refuses query/body keys that start with `$` (noSqlInjectionProtection): our contract has none.
 * This keeps the web app's API modules from ever sending one (Strapi-style `filters[$eq]`, `$ne`, …).
 */
const featuresDir = path.resolve(import.meta.dirname, '../../features');
/** Shared hooks that read the API themselves (e.g. use-assignable-roles). */
const hooksDir = path.resolve(import.meta.dirname, '../../hooks');

function apiSources(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__') walk(full);
      } else if (/\.tsx?$/.test(entry.name) && (full.startsWith(hooksDir) || full.split(path.sep).includes('api')))
        out.push(full);
    }
  };
  walk(featuresDir);
  walk(hooksDir);
  return out;
}

describe('web API modules', () => {
  it('exist', () => expect(apiSources().length).toBeGreaterThan(20));

  it.each(apiSources().map((f) => [path.relative(path.dirname(featuresDir), f), f]))(
    '%s sends no operator keys',
    (_name, file) => {
      const source = fs.readFileSync(file, 'utf8');
      expect(source).not.toMatch(/['"`[]\$[a-zA-Z]/);
      expect(source).not.toMatch(/\bfilters\[|\b__proto__\b/);
    },
  );
});
