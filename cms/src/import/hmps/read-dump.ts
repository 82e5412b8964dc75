import fs from 'node:fs';
import path from 'node:path';
import { Binary, Decimal128, deserialize, EJSON, Long, ObjectId } from 'bson';

/** One document of the dump, with ObjectIds as their 24-hex strings and numbers as numbers. */
export type SourceDoc = Record<string, unknown> & { _id?: string };

export type DumpForm = 'mongodump' | 'mongoexport';

export interface Dump {
  form: DumpForm;
  /** Every collection of the dump by its name, as hmps's models produce them (`users`, `beritas`, …). */
  collections: Map<string, SourceDoc[]>;
}

/** ObjectIds → hex, BSON numbers → numbers, binaries → base64; dates stay dates. */
function plain(value: unknown): unknown {
  if (value instanceof ObjectId) return value.toHexString();
  if (value instanceof Date) return value;
  if (value instanceof Long) return value.toNumber();
  if (value instanceof Decimal128) return Number(value.toString());
  if (value instanceof Binary) return Buffer.from(value.buffer).toString('base64');
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    const bsonType = (value as { _bsontype?: string })._bsontype;
    if (bsonType === 'Int32' || bsonType === 'Double') return Number((value as { valueOf(): number }).valueOf());
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/** A `mongodump` file: BSON documents one after another, each starting with its own length. */
export function readBsonFile(file: string): SourceDoc[] {
  const bytes = fs.readFileSync(file);
  const docs: SourceDoc[] = [];
  let at = 0;
  while (at + 4 <= bytes.length) {
    const size = bytes.readInt32LE(at);
    if (size < 5 || at + size > bytes.length) throw new Error(`${path.basename(file)}: broken BSON at byte ${at}`);
    docs.push(plain(deserialize(bytes.subarray(at, at + size), { promoteValues: true })) as SourceDoc);
    at += size;
  }
  return docs;
}

/** A `mongoexport` file: Extended JSON (canonical or relaxed), one document per line or one array. */
export function readJsonFile(file: string): SourceDoc[] {
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!text) return [];
  // The one array (its documents spread by flatMap), or each line.
  const pieces = text.startsWith('[') ? [text] : text.split(/\r?\n/).filter((line) => line.trim());
  return pieces.flatMap((piece) => EJSON.parse(piece, { relaxed: true }) as unknown).map((d) => plain(d) as SourceDoc);
}

/**
 * Reads a dump folder: `<collection>.bson` files (`mongodump`, also one level down in the database's own folder) or
 * `<collection>.json` files (`mongoexport`). Metadata files of mongodump (`*.metadata.json`) are not collections.
 */
export function readDump(dir: string): Dump {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new Error(`No dump folder at ${dir}`);
  const list = (d: string) => fs.readdirSync(d).filter((f) => !f.endsWith('.metadata.json'));
  let folder = dir;
  let files = list(folder);
  if (!files.some((f) => f.endsWith('.bson') || f.endsWith('.json'))) {
    // `mongodump --out <dir>` writes one folder per database.
    const sub = files.map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isDirectory());
    if (sub.length === 1) {
      folder = sub[0];
      files = list(folder);
    }
  }
  const bson = files.filter((f) => f.endsWith('.bson'));
  const json = files.filter((f) => f.endsWith('.json'));
  if (!bson.length && !json.length) throw new Error(`${dir} holds no <collection>.bson or <collection>.json files`);
  const form: DumpForm = bson.length ? 'mongodump' : 'mongoexport';
  const collections = new Map<string, SourceDoc[]>();
  for (const file of form === 'mongodump' ? bson : json) {
    const name = file.replace(/\.(bson|json)$/, '');
    const full = path.join(folder, file);
    collections.set(name, form === 'mongodump' ? readBsonFile(full) : readJsonFile(full));
  }
  return { form, collections };
}
