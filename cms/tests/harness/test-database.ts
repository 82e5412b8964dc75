import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A database for one test cms: env to point the cms at it, direct reads, and clean-up. */
export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  env: Record<string, string>;
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  /** A statement that changes rows behind the cms's back: a state no door would write any more (data from before). */
  write(sql: string): Promise<void>;
  count(table: string, where?: string): Promise<number>;
  drop(): Promise<void>;
}

/** Read access to the database a cms was started with (from its DATABASE_* env). */
export function openTestDatabase(
  env: Record<string, string>,
  drop: () => Promise<void> = async () => {},
): TestDatabase {
  let query: TestDatabase['query'];
  let write: TestDatabase['write'];
  if (env.DATABASE_CLIENT === 'postgres') {
    const { Client } = require('pg');
    query = async <T>(sql: string) => {
      const client = new Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        return (await client.query(sql)).rows as T[];
      } finally {
        await client.end();
      }
    };
    write = async (sql: string) => void (await query(sql));
  } else {
    const Database = require('better-sqlite3');
    query = async <T>(sql: string) => {
      const db = new Database(env.DATABASE_FILENAME, { readonly: true });
      try {
        return db.prepare(sql).all() as T[];
      } finally {
        db.close();
      }
    };
    write = async (sql: string) => {
      const db = new Database(env.DATABASE_FILENAME);
      try {
        db.prepare(sql).run();
      } finally {
        db.close();
      }
    };
  }
  return {
    kind: env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite',
    env,
    query,
    write,
    count: async (table, where) =>
      Number(
        (await query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}${where ? ` WHERE ${where}` : ''}`))[0]
          .n,
      ),
    drop,
  };
}

/**
 * SQLite file in the work dir by default; a fresh PostgreSQL database when TEST_PG_URL is set. With `template` (the
 * env of a stopped cms's database of the same kind) the new database starts as a copy of it.
 */
export async function createTestDatabase(workDir: string, template?: Record<string, string>): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_PG_URL;
  if (!adminUrl) {
    const file = path.join(workDir, 'test.db');
    if (template) fs.copyFileSync(template.DATABASE_FILENAME, file);
    return openTestDatabase({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file });
  }
  const { Client } = require('pg');
  const name = `hm_test_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const from = template ? ` TEMPLATE ${new URL(template.DATABASE_URL).pathname.slice(1)}` : '';
  await admin.query(`CREATE DATABASE ${name}${from}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openTestDatabase({ DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() }, async () => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
}
