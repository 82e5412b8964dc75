import type { Core } from '@strapi/strapi';
import { withoutAudit } from '../../lib/data-layer/audit-scope';
import { writeActivity } from '../../lib/data-layer/audit-log';
import { SourceIds, type ImportContext } from './context';
import { prepareSite } from './demo';
import { importActivities } from './map-activities';
import { importArticles } from './map-articles';
import { importDivisions } from './map-divisions';
import { importLibrary } from './map-library';
import { importMembers, importPeriods, importPositions, keepAPeriod } from './map-organization';
import { importPermissions, importRoles } from './map-roles';
import { importProtections, importSettings } from './map-settings';
import { importUsers } from './map-users';
import { Pictures } from './pictures';
import { readDump, type SourceDoc } from './read-dump';
import { ImportReport } from './report';

export interface HmpsImportOptions {
  /** A `mongodump` folder (`<collection>.bson`) or a folder of `mongoexport` files (`<collection>.json`). */
  dump: string;
  /** hmps's `uploads/` folder: local pictures are copied into this site's upload store. */
  uploads?: string;
  /** hmps's `attached_assets/` folder, the same for the pictures later releases stored there. */
  assets?: string;
  /** Reads and checks everything, writes nothing (every write runs and is rolled back). */
  dryRun?: boolean;
  /** Adds to a site that has content of its own (otherwise refused, and the demo content replaced). */
  merge?: boolean;
  progress?: (line: string) => void;
}

/**
 * The collections the import reads, as hmps's models name them, each with its importer (and the progress line before
 * it), in order: roles and divisions before the accounts that hold them, accounts before what they wrote.
 */
const IMPORTERS: Array<[string, (ctx: ImportContext, collection: string) => Promise<void>, string?]> = [
  ['permissions', importPermissions],
  ['roles', importRoles],
  ['divisions', importDivisions],
  ['users', importUsers, 'Accounts…'],
  ['periods', importPeriods, 'Organization…'],
  ['positions', importPositions],
  ['organizations', importMembers],
  ['articles', importArticles, 'Articles…'],
  ['beritas', importArticles],
  ['libraries', importLibrary, 'Library…'],
  ['settings', importSettings],
  ['middlewaresettings', importProtections],
  ['activities', importActivities, 'Activities…'],
];
/** Never imported, and why. */
const NEVER: Record<string, string> = {
  chats: 'visitors’ chats hold raw AI provider keys; never imported',
  apikeyusages: 'raw AI provider keys; never imported',
  sessions: 'sign-in sessions are not carried over: everyone signs in once',
  otpchallenges: 'one-time sign-in codes are not carried over',
};

class DryRunDone extends Error {}

const USER_UID = 'plugin::users-permissions.user';
const ACTIVITY_UID = 'api::dashboard.activity';

/** The newest activity id; the bell shows entries past a user's seen mark. */
const newestActivity = async (strapi: Core.Strapi) => {
  const row = (await strapi.db.query(ACTIVITY_UID).findOne({ select: ['id'], orderBy: [{ id: 'desc' }] })) as {
    id: number;
  } | null;
  return Number(row?.id ?? 0);
};

/**
 * `npm run import:hmps`: moves a site from hmps (MongoDB) into this one in one transaction, through the same data
 * layer as every other door (field rules, HTML sanitiser, slug rule, role invariants, upload policy). Each document
 * imported is remembered (`hmps_sources`), so a second run imports nothing twice and old `/artikel/<ObjectId>`
 * addresses find their article. Returns the report of what came across and every change made on the way.
 */
export async function importHmps(strapi: Core.Strapi, options: HmpsImportOptions): Promise<ImportReport> {
  const progress = options.progress ?? (() => {});
  const dryRun = !!options.dryRun;
  progress(`Reading ${options.dump}…`);
  const dump = readDump(options.dump);
  const report = new ImportReport(dump.form, dryRun);
  for (const [name, list] of dump.collections) {
    if (IMPORTERS.some(([imported]) => imported === name)) continue;
    report.skipCollection(name, list.length, NEVER[name] ?? 'not a collection this site imports');
  }
  progress(`Read ${dump.form} dump: ${[...dump.collections].map(([n, l]) => `${n} ${l.length}`).join(', ')}`);

  const sources = new SourceIds(strapi);
  const pictures = new Pictures(
    strapi,
    report,
    sources,
    { uploads: options.uploads, attached_assets: options.assets },
    dryRun,
  );
  const docs = (name: string): SourceDoc[] => dump.collections.get(name) ?? [];
  const ctx: ImportContext = { strapi, report, sources, pictures, users: new Map(), docs, progress };
  try {
    await withoutAudit(() =>
      strapi.db.transaction(async () => {
        await sources.load();
        await prepareSite(strapi, sources, report, !!options.merge);
        const activityBefore = await newestActivity(strapi);
        for (const [collection, importer, before] of IMPORTERS) {
          if (before) progress(before);
          await importer(ctx, collection);
        }
        await keepAPeriod(ctx);
        await sources.flush();
        const activityAfter = await newestActivity(strapi);
        if (activityAfter > activityBefore) {
          // Imported history is no news: whoever had seen everything still has, and imported accounts start there.
          await strapi.db.query(USER_UID).updateMany({
            where: {
              $or: [
                { notificationsSeenId: { $gte: activityBefore } },
                { id: { $in: [...sources.targetIds('users')] } },
              ],
            },
            data: { notificationsSeenId: activityAfter },
          });
        }
        if (dryRun) throw new DryRunDone();
        if (report.totalImported > 0)
          await writeActivity(strapi, [
            {
              type: 'content',
              action: 'create',
              title: 'Konten diimpor dari hmps',
              description: [...report.counts]
                .filter(([, c]) => c.imported)
                .map(([name, c]) => `${name}: ${c.imported}`)
                .join(', '),
            },
          ]);
      }),
    );
  } catch (error) {
    if (!(error instanceof DryRunDone)) {
      // The reason the run failed is what the operator must read, even if a copy cannot be deleted.
      await pictures
        .discardCopies()
        .catch((cleanup: unknown) => progress(`Copied pictures not all deleted: ${String(cleanup)}`));
      throw error;
    }
  }
  // Outside the transaction (Drive's answers take their time): the Drive pictures kept, private ones reported.
  await pictures.checkDrive(progress);
  return report;
}
