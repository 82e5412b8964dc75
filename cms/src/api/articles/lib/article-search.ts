import type { Core } from '@strapi/strapi';

/**
 * Public search through trigram indexes of the articles' titles and excerpts rather than a scan of every row.
 *
 * SQLite runs every query on the cms's own thread (the driver is synchronous): a `LIKE` over 10 000 articles takes
 * ~50–100 ms, during which no other request is answered, so a flood of searches holds every visitor up. An FTS5 table
 * with the trigram tokenizer (external content: it stores only the index) answers the same case-folded `LIKE '%…%'`
 * in ~1 ms. Three triggers keep it current, so every door that writes an article updates it; a schema sync may rebuild
 * `articles` without them, so each start puts back what is missing and rebuilds the index from the table.
 *
 * PostgreSQL keeps Strapi's query (`LOWER(title) LIKE LOWER(?)`), answered from pg_trgm GIN indexes on `lower(title)`
 * and `lower(excerpt)`: its scan runs in the database's process, but on a small server takes a core all the same.
 */
const TABLE = 'articles';
const INDEX = 'articles_search';
/** Fewer than three characters cannot use a trigram index; so many matches make the id list dearer than the scan. */
const MIN_LENGTH = 3;
const MAX_IDS = 2000;

const TRIGGERS: Record<string, string> = {
  [`${INDEX}_ai`]: `AFTER INSERT ON ${TABLE} BEGIN
    INSERT INTO ${INDEX}(rowid, title, excerpt) VALUES (new.id, new.title, new.excerpt); END`,
  [`${INDEX}_ad`]: `AFTER DELETE ON ${TABLE} BEGIN
    INSERT INTO ${INDEX}(${INDEX}, rowid, title, excerpt) VALUES ('delete', old.id, old.title, old.excerpt); END`,
  [`${INDEX}_au`]: `AFTER UPDATE OF title, excerpt ON ${TABLE} BEGIN
    INSERT INTO ${INDEX}(${INDEX}, rowid, title, excerpt) VALUES ('delete', old.id, old.title, old.excerpt);
    INSERT INTO ${INDEX}(rowid, title, excerpt) VALUES (new.id, new.title, new.excerpt); END`,
};

const onSqlite = (strapi: Core.Strapi) => strapi.db.dialect.client === 'sqlite';

/** PostgreSQL: the trigram indexes; without the pg_trgm extension (not installable there) the search scans. */
async function ensureTrigramIndexes(strapi: Core.Strapi) {
  const db = strapi.db.connection;
  try {
    await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    for (const column of ['title', 'excerpt'])
      await db.raw(
        `CREATE INDEX IF NOT EXISTS ${TABLE}_${column}_trgm_idx ON ${TABLE} USING gin (lower(${column}) gin_trgm_ops)`,
      );
  } catch (error) {
    strapi.log.warn(
      `Article search: no trigram index (${(error as Error).message}); searches read every article. ` +
        'A database administrator can run CREATE EXTENSION pg_trgm once.',
    );
  }
}

/** At each start: SQLite's index and triggers (rebuilt when any was missing), or PostgreSQL's trigram indexes. */
export async function ensureArticleSearch(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client === 'postgres') return ensureTrigramIndexes(strapi);
  if (!onSqlite(strapi)) return;
  const db = strapi.db.connection;
  const names = [INDEX, ...Object.keys(TRIGGERS)];
  const rows = await db.raw<{ name: string }[]>(`SELECT name FROM sqlite_master WHERE name IN (?, ?, ?, ?)`, names);
  const present = new Set(rows.map((row) => row.name));
  const missing = names.filter((name) => !present.has(name));
  if (missing.length === 0) return;
  await db.transaction(async (trx) => {
    await trx.raw(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${INDEX} USING fts5(title, excerpt, content='${TABLE}', content_rowid='id', tokenize='trigram')`,
    );
    for (const [name, body] of Object.entries(TRIGGERS)) await trx.raw(`CREATE TRIGGER IF NOT EXISTS ${name} ${body}`);
    await trx.raw(`INSERT INTO ${INDEX}(${INDEX}) VALUES ('rebuild')`);
  });
}

/**
 * The `where` condition of a public search for `q` in title or excerpt: the ids the index finds on SQLite, else (and
 * for a short or very common text, or one with a LIKE wildcard) Strapi's case-insensitive `$containsi`.
 */
export async function articleSearchCondition(strapi: Core.Strapi, q: string): Promise<Record<string, unknown>> {
  const scan = { $or: [{ title: { $containsi: q } }, { excerpt: { $containsi: q } }] };
  // The index's LIKE knows no escape: a text with a wildcard character of its own is looked for by the scan.
  if (!onSqlite(strapi) || [...q].length < MIN_LENGTH || /[%_\\]/.test(q)) return scan;
  const pattern = `%${q}%`;
  const rows = await strapi.db.connection.raw<{ id: number }[]>(
    `SELECT rowid AS id FROM ${INDEX} WHERE title LIKE ? OR excerpt LIKE ? LIMIT ${MAX_IDS + 1}`,
    [pattern, pattern],
  );
  if (rows.length > MAX_IDS) return scan;
  return { id: { $in: rows.map((row) => row.id) } };
}
