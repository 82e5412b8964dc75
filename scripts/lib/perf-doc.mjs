import fs from 'node:fs';
import path from 'node:path';
import { root } from './env-file.mjs';

const file = path.join(root, 'docs/performance.md');

/** Replaces (or appends) one "## title" section of docs/performance.md, keeping the others. */
export function replaceSection(title, body) {
  const doc = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Performance\n\nFigures written by `npm run bench` (each section by its own benchmark). Benchmarks, not timed tests.\n';
  const heading = `## ${title}`;
  const start = doc.indexOf(heading);
  let next = start === -1 ? -1 : doc.indexOf('\n## ', start + heading.length);
  if (next === -1) next = doc.length;
  const section = `${heading}\n\n${body.trim()}\n`;
  const updated =
    start === -1 ? `${doc.trimEnd()}\n\n${section}` : `${doc.slice(0, start)}${section}${doc.slice(next)}`;
  fs.writeFileSync(file, updated.endsWith('\n') ? updated : `${updated}\n`);
}
