import type { Core } from '@strapi/strapi';
import { Client, type ClientConfig } from 'pg';

// One fixed key for "this database is being prepared" (schema sync, migrations, first-start seeding).
const STARTUP_LOCK_KEY = 7_319_004_221;

/**
 * On PostgreSQL, several replicas starting at once take turns: each holds a session-level advisory lock from
 * register() (before Strapi syncs the schema) until its bootstrap has seeded, on a connection of its own. The
 * next one then finds the schema in place and the seed done. A crashed start releases the lock with its
 * connection. SQLite is one process's file: nothing to do.
 */
export async function acquireStartupLock(strapi: Core.Strapi): Promise<() => Promise<void>> {
  const db = strapi.config.get<{ client?: string; connection?: ClientConfig }>('database.connection');
  if (db.client !== 'postgres' || !db.connection) return async () => {};
  const client = new Client(db.connection);
  await client.connect();
  const free = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [STARTUP_LOCK_KEY]);
  if (!free.rows[0].got) {
    strapi.log.info('Another instance is preparing the database (schema sync, seeding); waiting for it.');
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
  }
  return async () => {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  };
}
