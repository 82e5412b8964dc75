import type { Core } from '@strapi/strapi';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Activity rows are never deleted through any door; the only removal is this pruning job, which drops entries older
 * than the configured retention (ACTIVITY_RETENTION_DAYS; 0 keeps everything): once at start (before the server
 * listens), then every `intervalHours`. It writes through knex directly because the activity type refuses deletes
 * from every other path. Returns the stopper.
 */
export async function scheduleActivityPruning(strapi: Core.Strapi, retentionDays: number, intervalHours: number) {
  if (retentionDays <= 0) return () => {};
  const run = async () => {
    try {
      const cutoff = new Date(Date.now() - retentionDays * DAY_MS);
      // SQLite keeps datetimes as epoch milliseconds; PostgreSQL as timestamps.
      const bound = strapi.db.dialect.client === 'sqlite' ? cutoff.getTime() : cutoff;
      await strapi.db.connection('activities').where('timestamp', '<', bound).del();
    } catch (error) {
      strapi.log.warn(`Activity pruning failed: ${(error as Error).message}`);
    }
  };
  await run();
  const timer = setInterval(() => void run(), Math.max(1, intervalHours) * 3600 * 1000).unref();
  return () => clearInterval(timer);
}
