import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const cmsDir = path.resolve(__dirname, '../../..');

// Strapi's own generator (what `strapi develop` and `strapi ts:generate-types` run), fed the compiled cms that the API
// tests start from (`npm run test:api` compiles it first), in a process of its own: it registers a Strapi instance.
const GENERATE = `
const { createStrapi } = require('@strapi/core');
const { generators } = require('@strapi/typescript-utils');
(async () => {
  const app = await createStrapi({ appDir: process.cwd(), distDir: require('path').resolve('dist') }).register();
  await generators.generate({
    strapi: app, pwd: process.argv[1], rootDir: '.', logger: { silent: true },
    artifacts: { contentTypes: true, components: true },
  });
  await app.destroy();
})().catch((error) => { console.error(error); process.exit(1); });
`;

describe("Strapi's generated types (cms/types/generated)", () => {
  it('are what the current schemas generate: a schema changed without its types committed fails here', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-types-'));
    try {
      await promisify(execFile)(process.execPath, ['-e', GENERATE, out], { cwd: cmsDir });
      for (const file of ['contentTypes.d.ts', 'components.d.ts']) {
        const fresh = fs.readFileSync(path.join(out, 'generated', file), 'utf8');
        const committed = fs.readFileSync(path.join(cmsDir, 'types/generated', file), 'utf8');
        expect(committed, `${file}: run \`npx strapi ts:generate-types\` in cms/ and commit the result`).toBe(fresh);
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
