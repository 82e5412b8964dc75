import type { Core } from '@strapi/strapi';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Activity rows are never deleted through any door; the only removal is this pruning job, which drops
 * entries older than the configured retention (ACTIVITY_RETENTION_DAYS; 0 keeps everything). It writes
 * through knex directly because the activity type refuses deletes from every other path.
 */
async function pruneActivity(strapi: Core.Strapi, retentionDays: number, now = Date.now()) {
  if (retentionDays <= 0) return 0;
  const cutoff = new Date(now - retentionDays * DAY_MS);
  // SQLite keeps datetimes as epoch milliseconds; PostgreSQL as timestamps.
  const bound = strapi.db.dialect.client === 'sqlite' ? cutoff.getTime() : cutoff;
  return strapi.db.connection('activities').where('timestamp', '<', bound).del();
}

/** Prunes once at start (before the server listens), then every `intervalHours`. Returns the stopper. */
export async function scheduleActivityPruning(strapi: Core.Strapi, retentionDays: number, intervalHours: number) {
  if (retentionDays <= 0) return () => {};
  const run = async () => {
    try {
      await pruneActivity(strapi, retentionDays);
    } catch (error) {
      strapi.log.warn(`Activity pruning failed: ${(error as Error).message}`);
    }
  };
  await run();
  const timer = setInterval(() => void run(), Math.max(1, intervalHours) * 3600 * 1000).unref();
  return () => clearInterval(timer);
}
