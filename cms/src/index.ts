import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { appConfig, refuseToStart, secretProblems } from './config/app-config';
import { installDataLayer } from './lib/data-layer';
import { checkGivenSlugs, ensureFormerSlugIndex, slugButtonFollowsRule } from './api/articles/lib/article-slug';
import { publishedReadsForVisitors } from './lib/published-reads';
import { withoutAudit } from './lib/data-layer/audit-scope';
import { scheduleActivityPruning } from './lib/data-layer/activity-retention';
import {
  applyAdminPanelRoles,
  applyAdminPanelRoutes,
  checkAdminPasswordsOffTheEventLoop,
  serverRecordsReadOnly,
} from './lib/admin-panel-roles';
import { closeSharedCounterStore, connectSharedCounterStore } from './lib/shared-counter-store';
import { runSeed, type SeedReport } from './seed';
import { revealGeneratedCredentials } from './seed/first-start-credentials';
import { subscribeContentWrites } from './lib/content-writes';
import { keepDroppedColumnValues } from './lib/dropped-columns';
import { applyContentManagerLayouts } from './content-manager/apply-layouts';
import { keepReadOnlyFields } from './content-manager/read-only-fields';
import { checkLibraryMedia } from './api/library/lib/media-entry-rule';
import { checkMemberPhoto } from './api/organization/lib/member-photo-rule';
import { applyPublicReadPermissions } from './lib/public-permissions';
import { enableMetrics, type PoolView } from './lib/observability/metrics';
import { installGracefulStop } from './lib/observability/graceful-stop';
import { installEarlyAnswers } from './public-pages/front-cache/early-answers';
import { installClientErrorLog, installServerErrorLog } from './lib/observability/server-errors';
import { ensureIdempotencyTable } from './lib/idempotency/idempotency-store';
import { acquireStartupLock } from './lib/startup-lock';
import { everyInterval } from './api/articles/lib/scheduler';
import { ensureArticleSearch } from './api/articles/lib/article-search';
import { service } from './lib/services';

const RULE = '──────────────────────────────────────────────────────────────';

/**
 * What this start created that the operator must act on: the accounts, and where their generated passwords went.
 * Said at warn, so that an operator command (which logs at warn) shows it when it is what first starts the site.
 */
function announceCreatedAccounts(strapi: Core.Strapi, report: SeedReport) {
  const { ownerCreated: owner, adminCreated: admin } = report;
  if (!owner && !admin) return;
  const lines = ['', RULE];
  if (owner)
    lines.push(
      ` Owner login created: ${owner.username}${owner.generatedPassword ? '' : ' (password: OWNER_PASSWORD from your env)'}`,
    );
  if (admin)
    lines.push(
      ` Admin panel account created: ${admin.email}${admin.generatedPassword ? '' : ' (password: ADMIN_PASSWORD from your env)'}`,
    );
  const revealed = revealGeneratedCredentials(report, {
    terminal: process.stdout,
    dir: path.join(strapi.dirs.app.root, '.tmp'),
  });
  if (revealed) lines.push(` ${revealed}`);
  lines.push(RULE, '');
  strapi.log.warn(lines.join('\n'));
}

/** Where the site answers, said once it does: the operator commands boot the cms without serving it. */
function announceAddresses(strapi: Core.Strapi, report: SeedReport) {
  const url = appConfig.publicUrl;
  const lines = [
    '',
    RULE,
    ` Site      ${appConfig.pagesUrl}/`,
    ` Dashboard ${appConfig.pagesUrl}/login`,
    ` API       ${url}/api/settings`,
    ` Admin     ${url}/admin  (Strapi admin panel)`,
  ];
  if (!report.ownerCreated)
    lines.push(` Owner login: ${appConfig.owner.username} (password set at first start or changed since)`);
  if (report.demoSeeded) lines.push(' Demo content seeded (articles, library, two periods of members).');
  lines.push(RULE, '');
  strapi.log.info(lines.join('\n'));
}

let stopPruning = () => {};
let stopScheduledPublishing = () => {};
let stopAnalytics = async () => {};
let releaseStartupLock = async () => {};

/** Page-view counts reach the database every few seconds, old days are dropped daily, and the rest at shutdown. */
async function startAnalytics(strapi: Core.Strapi) {
  const pageViews = service(strapi, 'api::analytics.page-views');
  await pageViews.ensureTable();
  await pageViews.prune();
  const flushTimer = setInterval(() => void pageViews.flush(), appConfig.analytics.flushSeconds * 1000).unref();
  const pruneTimer = setInterval(() => void pageViews.prune().catch(() => undefined), 24 * 3600 * 1000).unref();
  stopAnalytics = async () => {
    clearInterval(flushTimer);
    clearInterval(pruneTimer);
    await pageViews.flush();
  };
}

/**
 * The SQLite database holds password hashes and sessions: its files are readable by the cms's own user only (0600,
 * as the backups are), whatever umask created them.
 */
function keepSqliteFilesPrivate() {
  const { client, filename } = appConfig.database;
  if (client !== 'sqlite') return;
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`])
    if (fs.existsSync(file)) fs.chmodSync(file, 0o600);
}

export default {
  // Before anything touches the database: production never runs on missing or placeholder secrets.
  async register({ strapi }: { strapi: Core.Strapi }) {
    keepDroppedColumnValues(strapi);
    applyAdminPanelRoutes(strapi);
    serverRecordsReadOnly(strapi);
    publishedReadsForVisitors(strapi);
    const weakSecrets = appConfig.isProduction ? secretProblems(process.env) : [];
    if (weakSecrets.length) refuseToStart(weakSecrets);
    releaseStartupLock = await acquireStartupLock(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    keepSqliteFilesPrivate();
    installServerErrorLog(strapi);
    installClientErrorLog(strapi);
    await connectSharedCounterStore(appConfig.readiness.redisConnectMs);
    if (appConfig.metrics.enabled)
      enableMetrics(() => (strapi.db?.connection?.client as { pool?: PoolView } | undefined)?.pool);
    keepReadOnlyFields(strapi);
    installDataLayer(strapi);
    checkGivenSlugs(strapi);
    slugButtonFollowsRule(strapi);
    checkLibraryMedia(strapi);
    checkMemberPhoto(strapi);
    await ensureArticleSearch(strapi);
    await ensureFormerSlugIndex(strapi);
    await ensureIdempotencyTable(strapi.db.connection);
    // Accounts are created by staff only; keep the plugin's own registration off.
    const upStore = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
    const advanced = ((await upStore.get({})) as Record<string, unknown> | null) ?? {};
    if (advanced.allow_register !== false) await upStore.set({ value: { ...advanced, allow_register: false } });
    // The public pages offer every stored picture in the widths the upload plugin generates (srcset); keep them on.
    const uploadStore = strapi.store({ type: 'plugin', name: 'upload', key: 'settings' });
    const uploadSettings = ((await uploadStore.get({})) as Record<string, unknown> | null) ?? {};
    if (uploadSettings.responsiveDimensions !== true)
      await uploadStore.set({ value: { ...uploadSettings, responsiveDimensions: true } });

    subscribeContentWrites(strapi);
    await withoutAudit(() => service(strapi, 'api::library.media-migration').run());
    await applyContentManagerLayouts(strapi);
    await applyPublicReadPermissions(strapi);
    const report = await withoutAudit(() => runSeed(strapi));
    await applyAdminPanelRoles(strapi);
    checkAdminPasswordsOffTheEventLoop(strapi);
    stopPruning = await scheduleActivityPruning(
      strapi,
      appConfig.activityRetention.days,
      appConfig.activityRetention.intervalHours,
    );
    await startAnalytics(strapi);
    stopScheduledPublishing = everyInterval(
      strapi,
      'Scheduled publishing',
      appConfig.scheduledPublishing.intervalMs,
      () => service(strapi, 'api::articles.scheduled-publishing').publishDue(),
    );
    await releaseStartupLock();
    installGracefulStop(strapi, appConfig.shutdownDrainMs);
    // After the graceful stop's request listener, which must see every response before its headers are sent.
    installEarlyAnswers(strapi);
    announceCreatedAccounts(strapi, report);
    strapi.server.httpServer.once('listening', () => announceAddresses(strapi, report));
  },

  async destroy() {
    stopPruning();
    stopScheduledPublishing();
    await stopAnalytics();
    await closeSharedCounterStore();
  },
};
