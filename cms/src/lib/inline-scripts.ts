import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const RUNS = /^\s*(type\s*=\s*["']?(text\/javascript|module)["']?)?\s*$/i;

/**
 * Content-Security-Policy sources ('sha256-…') for the inline scripts a page runs, so `script-src` can allow exactly
 * those without 'unsafe-inline': an injected inline script has another hash and stays blocked. Scripts with a src and
 * data blocks (JSON-LD) are not hashed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', body] of html.matchAll(SCRIPT)) {
    if (!RUNS.test(attrs) || !body.trim()) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The hashes of the built app's index.html (its first-visit boot script), or none before the app is built. */
export function builtPageScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, 'index.html');
  return fs.existsSync(file) ? inlineScriptHashes(fs.readFileSync(file, 'utf8')) : [];
}
