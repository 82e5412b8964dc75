import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { serialize } from 'bson';
import { readDump } from '../read-dump';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'read-dump-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A folder with these files (name → contents). */
function folder(name: string, files: Record<string, string | Buffer>) {
  const dir = path.join(root, name);
  for (const [file, contents] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), contents);
  }
  return dir;
}
const bson = (...docs: object[]) => Buffer.concat(docs.map((d) => serialize(d)));
const titles = (dir: string) =>
  readDump(dir)
    .collections.get('beritas')
    ?.map((d) => d.title);

describe('reading an hmps dump in the forms mongodump and mongoexport write', () => {
  it('reads mongodump --gzip (.bson.gz), and skips its metadata', () => {
    const dir = folder('gzip', {
      'beritas.bson.gz': zlib.gzipSync(bson({ title: 'Satu' }, { title: 'Dua' })),
      'beritas.metadata.json.gz': zlib.gzipSync('{"indexes":[]}'),
    });
    expect(readDump(dir).form).toBe('mongodump');
    expect(titles(dir)).toEqual(['Satu', 'Dua']);
  });

  it("reads the one database of a dump of every database, past MongoDB's own", () => {
    const dir = folder('all', {
      'admin/system.version.bson': bson({ v: 1 }),
      'hmps/beritas.bson': bson({ title: 'A' }),
    });
    expect(titles(dir)).toEqual(['A']);
    const two = folder('two', { 'hmps/beritas.bson': bson({ title: 'A' }), 'lama/beritas.bson': bson({ title: 'B' }) });
    expect(() => readDump(two)).toThrow(
      `${two} holds the databases hmps, lama: pass the folder of hmps's one, e.g. ${path.join(two, 'hmps')}`,
    );
  });

  it('reads mongoexport one per line, --pretty and --jsonArray alike, braces in strings included', () => {
    const docs = [{ title: 'Satu {x}' }, { title: 'Dua "}"' }];
    const lines = folder('lines', { 'beritas.json': docs.map((d) => JSON.stringify(d)).join('\n') });
    const pretty = folder('pretty', { 'beritas.json': docs.map((d) => JSON.stringify(d, null, 2)).join('\n') });
    const array = folder('array', { 'beritas.json': JSON.stringify(docs, null, 2) });
    for (const dir of [lines, pretty, array]) expect(titles(dir)).toEqual(['Satu {x}', 'Dua "}"']);
  });

  it('names the file and the document that does not parse, and the folder that holds no dump', () => {
    const broken = folder('broken', { 'beritas.json': '{"title":"a"}\n{"title": x}' });
    expect(() => readDump(broken)).toThrow(/^beritas\.json, document 2: /);
    const empty = folder('empty', { 'catatan.txt': 'bukan dump' });
    expect(() => readDump(empty)).toThrow(`${empty} holds no <collection>.bson or <collection>.json files`);
  });
});
