import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Binary, Decimal128, deserialize, EJSON, Long, ObjectId } from 'bson';

/** One document of the dump, with ObjectIds as their 24-hex strings and numbers as numbers. */
export type SourceDoc = Record<string, unknown> & { _id?: string };

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

/** A file's bytes, unpacked when `mongodump --gzip` or `mongoexport | gzip` packed it (`.gz`). */
const bytesOf = (file: string) =>
  file.endsWith('.gz') ? zlib.gunzipSync(fs.readFileSync(file)) : fs.readFileSync(file);

/** A `mongodump` file: BSON documents one after another, each starting with its own length. */
function readBsonFile(file: string): SourceDoc[] {
  const bytes = bytesOf(file);
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

/** The top-level JSON values of a text, one after another (one per line, or spread over lines by `--pretty`). */
function jsonValues(text: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (depth++ === 0) start = i;
    } else if ((c === '}' || c === ']') && --depth === 0) values.push(text.slice(start, i + 1));
  }
  return values;
}

/**
 * A `mongoexport` file: Extended JSON (canonical or relaxed), one document per line, spread over lines (`--pretty`),
 * or in one array (`--jsonArray`). A document that does not parse is named by its file and place.
 */
function readJsonFile(file: string): SourceDoc[] {
  return jsonValues(bytesOf(file).toString('utf8')).flatMap((piece, i) => {
    let value: unknown;
    try {
      value = EJSON.parse(piece, { relaxed: true });
    } catch (error) {
      throw new Error(`${path.basename(file)}, document ${i + 1}: ${(error as Error).message}`, { cause: error });
    }
    return (Array.isArray(value) ? value : [value]).map((d) => plain(d) as SourceDoc);
  });
}

/** Collection files of a folder: `<name>.bson` or `<name>.json`, gzipped or not; mongodump's metadata is not one. */
const COLLECTION_FILE = /^(?<name>.+?)\.(?<kind>bson|json)(?:\.gz)?$/;
const collectionFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => !/\.metadata\.json(\.gz)?$/.test(f))
    .flatMap((file) => {
      const match = COLLECTION_FILE.exec(file);
      return match?.groups ? [{ file, name: match.groups.name, kind: match.groups.kind }] : [];
    });
/** MongoDB's own databases, which `mongodump` without --db also writes. */
const SYSTEM_DATABASES = new Set(['admin', 'config', 'local']);

/**
 * Reads a dump folder: `<collection>.bson` files (`mongodump`, also one level down in the database's own folder) or
 * `<collection>.json` files (`mongoexport`), gzipped or not. Of a dump of every database, the one database that is
 * not MongoDB's own is read; with several, the operator is asked to name one.
 */
export function readDump(dir: string) {
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new Error(`No dump folder at ${dir}`);
  let folder = dir;
  let files = collectionFiles(folder);
  if (!files.length) {
    // `mongodump --out <dir>` writes one folder per database.
    const databases = fs
      .readdirSync(dir)
      .filter((f) => fs.statSync(path.join(dir, f)).isDirectory() && collectionFiles(path.join(dir, f)).length)
      .filter((f) => !SYSTEM_DATABASES.has(f));
    if (databases.length > 1)
      throw new Error(
        `${dir} holds the databases ${databases.join(', ')}: pass the folder of hmps's one, e.g. ${path.join(dir, databases[0])}`,
      );
    if (databases.length === 1) {
      folder = path.join(dir, databases[0]);
      files = collectionFiles(folder);
    }
  }
  if (!files.length)
    throw new Error(
      `${dir} holds no <collection>.bson or <collection>.json files: pass the folder mongodump --out or mongoexport wrote`,
    );
  const kind = files.some((f) => f.kind === 'bson') ? 'bson' : 'json';
  const form = kind === 'bson' ? 'mongodump' : 'mongoexport';
  // Every collection by its name, as hmps's models produce them (`users`, `beritas`, …).
  const collections = new Map<string, SourceDoc[]>();
  for (const { file, name } of files.filter((f) => f.kind === kind)) {
    const full = path.join(folder, file);
    collections.set(name, kind === 'bson' ? readBsonFile(full) : readJsonFile(full));
  }
  return { form, collections };
}
