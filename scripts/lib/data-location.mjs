// Where the app keeps its data, resolved from the same env as the cms (cms/config/database.ts and
// PUBLIC_DIR in cms/src/config/app-config.ts): the database and the uploads folder.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './env-file.mjs';

const cmsRoot = path.join(root, 'cms');
export const cmsRequire = createRequire(path.join(cmsRoot, 'package.json'));

const value = (env, name, fallback = '') => (env[name] === undefined || env[name] === '' ? fallback : env[name]);

/** libpq connection string for pg_dump / pg_restore / pg (DATABASE_URL, or the DATABASE_* parts). */
function postgresUrl(env) {
  const url = value(env, 'DATABASE_URL');
  if (url) return url;
  const u = new URL('postgres://localhost');
  u.hostname = value(env, 'DATABASE_HOST', '127.0.0.1');
  u.port = value(env, 'DATABASE_PORT', '5432');
  u.pathname = `/${encodeURIComponent(value(env, 'DATABASE_NAME', 'strapi'))}`;
  u.username = value(env, 'DATABASE_USERNAME', 'strapi');
  u.password = value(env, 'DATABASE_PASSWORD');
  if (value(env, 'DATABASE_SSL', 'false') === 'true') u.searchParams.set('sslmode', 'require');
  return u.toString();
}

/**
 * @typedef {{ postgresSchema: string, uploadsDir: string }} CommonLocation
 * @typedef {CommonLocation & ({ client: 'sqlite', sqliteFile: string, postgresUrl: null }
 *   | { client: 'postgres', sqliteFile: null, postgresUrl: string })} DataLocation
 */

/** @param {Record<string, string | undefined>} env @returns {DataLocation} */
export function dataLocation(env) {
  const client = value(env, 'DATABASE_CLIENT', 'sqlite');
  const common = {
    postgresSchema: value(env, 'DATABASE_SCHEMA', 'public'),
    uploadsDir: path.join(path.resolve(cmsRoot, value(env, 'PUBLIC_DIR', 'public')), 'uploads'),
  };
  if (client === 'sqlite') {
    const sqliteFile = path.resolve(cmsRoot, value(env, 'DATABASE_FILENAME', '.tmp/data.db'));
    return { ...common, client, sqliteFile, postgresUrl: null };
  }
  if (client === 'postgres') return { ...common, client, sqliteFile: null, postgresUrl: postgresUrl(env) };
  throw new Error(`DATABASE_CLIENT=${client} is not supported by backup/restore (sqlite or postgres)`);
}

/** Names of the application tables already in the target database (empty array = empty database). */
export async function existingTables(location) {
  if (location.client === 'sqlite') {
    if (!fs.existsSync(location.sqliteFile) || fs.statSync(location.sqliteFile).size === 0) return [];
    const Database = cmsRequire('better-sqlite3');
    const db = new Database(location.sqliteFile, { readonly: true, fileMustExist: true });
    try {
      return db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all()
        .map((r) => r.name);
    } finally {
      db.close();
    }
  }
  const { Client } = cmsRequire('pg');
  const pg = new Client({ connectionString: location.postgresUrl });
  await pg.connect();
  try {
    const { rows } = await pg.query('SELECT table_name FROM information_schema.tables WHERE table_schema = $1', [
      location.postgresSchema,
    ]);
    return rows.map((r) => r.table_name);
  } finally {
    await pg.end();
  }
}

/** Files in the uploads folder (the placeholder .gitkeep does not count). */
export function uploadFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== '.gitkeep')
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)));
}

/**
 * Replaces `from` by `to` in every text and JSON value of the database (upload links in files, articles, their
 * content, the library, settings…): where the uploads are served from moved. Answers how many values changed.
 * Every text column of every table, so content types added later are covered too.
 * @param {DataLocation} location @param {string} from @param {string} to @returns {Promise<number>}
 */
export async function replaceInTexts(location, from, to) {
  if (!from || from === to) return 0;
  const like = `%${from.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let changed = 0;
  if (location.client === 'sqlite') {
    const Database = cmsRequire('better-sqlite3');
    const db = new Database(location.sqliteFile, { fileMustExist: true });
    try {
      // Ordinary tables only: a full-text index (the public search's `articles_search`, a virtual table) and its
      // shadow tables are written by their triggers, which follow the articles' own texts.
      const tables = db
        .prepare(
          "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
        .all()
        .map((r) => r.name);
      db.transaction(() => {
        for (const table of tables) {
          const quoted = `"${table.replace(/"/g, '""')}"`;
          for (const { name, type } of db.prepare(`PRAGMA table_info(${quoted})`).all()) {
            if (!/char|text|clob|json|^$/i.test(type)) continue;
            const column = `"${name.replace(/"/g, '""')}"`;
            changed += db
              .prepare(`UPDATE ${quoted} SET ${column} = REPLACE(${column}, ?, ?) WHERE ${column} LIKE ? ESCAPE '\\'`)
              .run(from, to, like).changes;
          }
        }
      })();
    } finally {
      db.close();
    }
    return changed;
  }
  const { Client } = cmsRequire('pg');
  const pg = new Client({ connectionString: location.postgresUrl });
  await pg.connect();
  try {
    const { rows } = await pg.query(
      `SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_schema = $1 AND data_type IN ('text', 'character varying', 'json', 'jsonb')`,
      [location.postgresSchema],
    );
    await pg.query('BEGIN');
    for (const { table_name: table, column_name: name, data_type: type } of rows) {
      const target = `${pg.escapeIdentifier(location.postgresSchema)}.${pg.escapeIdentifier(table)}`;
      const column = pg.escapeIdentifier(name);
      const cast = type === 'json' || type === 'jsonb' ? `::${type}` : '';
      const result = await pg.query(
        `UPDATE ${target} SET ${column} = REPLACE(${column}::text, $1, $2)${cast} WHERE ${column}::text LIKE $3`,
        [from, to, like],
      );
      changed += result.rowCount ?? 0;
    }
    await pg.query('COMMIT');
  } catch (error) {
    await pg.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await pg.end();
  }
  return changed;
}
