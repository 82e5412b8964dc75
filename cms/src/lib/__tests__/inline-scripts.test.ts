import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { builtPageScriptHashes, inlineScriptHashes } from '../inline-scripts';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes for the CSP', () => {
  it('hashes the exact text of each inline script, whitespace included', () => {
    const boot = "\n      document.documentElement.classList.add('boot');\n    ";
    const html = `<head><script>${boot}</script><script type="module">import './a.js';</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(boot), sha("import './a.js';")]);
  });

  it('leaves out scripts with a src, data blocks and empty scripts', () => {
    const html = [
      '<script src="/assets/index.js"></script>',
      '<script type="module" crossorigin src="/assets/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Article"}</script>',
      '<script>   </script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('reads the built index.html, and gives none before the app is built', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    expect(builtPageScriptHashes(dir)).toEqual([]);
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>boot()</script>');
    expect(builtPageScriptHashes(dir)).toEqual([sha('boot()')]);
  });
});
