import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsNodeOptions, DEFAULT_CMS_HEAP_MB } from '../../../../scripts/lib/cms-heap.mjs';

const root = path.resolve(__dirname, '..', '..', '..', '..');

describe('the cms heap limit', () => {
  it('defaults to 512 MB and follows CMS_HEAP_MB', () => {
    expect(cmsNodeOptions({})).toBe('--max-old-space-size=512');
    expect(cmsNodeOptions({ CMS_HEAP_MB: '768' })).toBe('--max-old-space-size=768');
    expect(cmsNodeOptions({ CMS_HEAP_MB: 'lots' })).toBe('--max-old-space-size=512');
  });

  it("keeps the operator's NODE_OPTIONS after ours, so an explicit flag there wins", () => {
    expect(cmsNodeOptions({ NODE_OPTIONS: '--max-old-space-size=2048 --enable-source-maps' })).toBe(
      '--max-old-space-size=512 --max-old-space-size=2048 --enable-source-maps',
    );
  });

  it('is the same default in .env.example, the Docker image and docker-compose', () => {
    expect(fs.readFileSync(path.join(root, '.env.example'), 'utf8')).toContain(`CMS_HEAP_MB=${DEFAULT_CMS_HEAP_MB}`);
    expect(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toContain(
      `NODE_OPTIONS=--max-old-space-size=${DEFAULT_CMS_HEAP_MB}`,
    );
    expect(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')).toContain(
      `--max-old-space-size=\${CMS_HEAP_MB:-${DEFAULT_CMS_HEAP_MB}}`,
    );
  });
});
