import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeCmsServerOutput } from '../../../../scripts/lib/build-state.mjs';

describe("the launcher's cms compile", () => {
  it('starts from no server output: a content type removed from the sources (a rollback) leaves nothing behind', () => {
    const cmsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-build-'));
    const write = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(cmsDir, file)), { recursive: true });
      fs.writeFileSync(path.join(cmsDir, file), '');
    };
    // Output of an earlier release, whose `event` API the current sources no longer have, and the admin panel.
    write('dist/src/api/event/content-types/event/schema.json');
    write('dist/src/index.js');
    write('dist/config/server.js');
    write('dist/tsconfig.tsbuildinfo');
    write('dist/build/index.html');
    try {
      removeCmsServerOutput(cmsDir);
      expect(fs.readdirSync(path.join(cmsDir, 'dist'))).toEqual(['build']);
      expect(fs.existsSync(path.join(cmsDir, 'dist/build/index.html'))).toBe(true);
    } finally {
      fs.rmSync(cmsDir, { recursive: true, force: true });
    }
  });
});
