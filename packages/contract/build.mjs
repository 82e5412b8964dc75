// Builds the contract twice from one source: ES modules for the web app (Vite, Vitest) and CommonJS for the cms,
// which Strapi compiles to CommonJS. Run by the root postinstall and before every build or test run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
// TypeScript 7's native compiler (the `typescript-7` alias, README "Decisions"): the same JavaScript as 6 for a fifth
// of the time.
const tsc = path.join(dir, '..', '..', 'node_modules', 'typescript-7', 'bin', 'tsc');
fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
for (const config of ['tsconfig.esm.json', 'tsconfig.cjs.json'])
  execFileSync(process.execPath, [tsc, '-p', path.join(dir, config)], { stdio: 'inherit' });
fs.writeFileSync(path.join(dir, 'dist', 'cjs', 'package.json'), '{ "type": "commonjs" }\n');
