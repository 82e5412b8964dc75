import type { Core } from '@strapi/strapi';
import { DEMO_ARTICLES, DEMO_LIBRARY, DEMO_PERIODS, demoMembers } from '../../seed/demo-content';
import type { SourceIds } from './context';
import type { ImportReport } from './report';

const ARTICLE_UID = 'api::articles.article';
const ITEM_UID = 'api::library.library-item';
const PERIOD_UID = 'api::organization.period';
const POSITION_UID = 'api::organization.position';
const MEMBER_UID = 'api::organization.member';
const USER_UID = 'plugin::users-permissions.user';

type Row = { id: number } & Record<string, unknown>;

/**
 * What a site holds besides the first start's demo content and what came from hmps before: articles, library
 * items, periods and members, and accounts other than owners. Empty on a fresh site.
 */
async function siteContent(strapi: Core.Strapi, sources: SourceIds) {
  const fromHmps = {
    articles: sources.targetIds('articles', 'beritas'),
    libraries: sources.targetIds('libraries'),
    members: sources.targetIds('organizations'),
    users: sources.targetIds('users'),
  };
  const demoTitles = new Set(DEMO_ARTICLES.map((a) => a.title));
  const demoLibrary = new Set(DEMO_LIBRARY.map((i) => i.title));
  const demoMembersOf = new Map(
    DEMO_PERIODS.map((p, i) => [p, new Set(demoMembers(i).map((m) => `${m.name}\u0000${m.position}`))]),
  );
  const articles = (await strapi.db.query(ARTICLE_UID).findMany({ select: ['id', 'title'] })) as Row[];
  const items = (await strapi.db.query(ITEM_UID).findMany({ select: ['id', 'title'] })) as Row[];
  const members = (await strapi.db
    .query(MEMBER_UID)
    .findMany({ select: ['id', 'name', 'position', 'period'] })) as Row[];
  const periods = (await strapi.db.query(PERIOD_UID).findMany({ select: ['id', 'name'] })) as Row[];
  const users = (await strapi.db
    .query(USER_UID)
    .findMany({ select: ['id', 'username'], populate: { appRole: { select: ['name'] } } })) as Row[];
  const isDemoMember = (m: Row) =>
    !!demoMembersOf.get(String(m.period))?.has(`${String(m.name)}\u0000${String(m.position)}`);
  const periodsWithOthers = new Set(members.filter((m) => !isDemoMember(m)).map((m) => String(m.period)));
  return {
    // Named as the report names them.
    demo: {
      articles: articles.filter((a) => demoTitles.has(String(a.title)) && !fromHmps.articles.has(a.id)),
      'library items': items.filter((i) => demoLibrary.has(String(i.title)) && !fromHmps.libraries.has(i.id)),
      members: members.filter((m) => isDemoMember(m) && !fromHmps.members.has(m.id)),
      periods: periods.filter((p) => DEMO_PERIODS.includes(String(p.name)) && !periodsWithOthers.has(String(p.name))),
    },
    other: {
      articles: articles.filter((a) => !demoTitles.has(String(a.title)) && !fromHmps.articles.has(a.id)).length,
      'library items': items.filter((i) => !demoLibrary.has(String(i.title)) && !fromHmps.libraries.has(i.id)).length,
      members: members.filter((m) => !isDemoMember(m) && !fromHmps.members.has(m.id)).length,
      accounts: users.filter(
        (u) => (u.appRole as { name?: string } | null)?.name !== 'owner' && !fromHmps.users.has(u.id),
      ).length,
    },
  };
}

/**
 * Without `--merge`: refuses a site with content of its own (so an import never mixes into a site in use by
 * accident), and removes the demo content the import replaces. With `--merge`: leaves everything as it is.
 */
export async function prepareSite(strapi: Core.Strapi, sources: SourceIds, report: ImportReport, merge: boolean) {
  if (merge) return;
  const { demo, other } = await siteContent(strapi, sources);
  const found = Object.entries(other).filter(([, n]) => n > 0);
  if (found.length)
    throw new Error(
      `this site already has content of its own (${found.map(([what, n]) => `${what}: ${n}`).join(', ')}); ` +
        'run with --merge to add the hmps content to it',
    );
  const ids = (rows: Row[]) => rows.map((r) => r.id);
  if (demo.articles.length)
    await strapi.db.query(ARTICLE_UID).deleteMany({ where: { id: { $in: ids(demo.articles) } } });
  for (const item of demo['library items']) {
    const row = (await strapi.db.query(ITEM_UID).delete({ where: { id: item.id }, populate: { media: true } })) as {
      media?: Array<{ id: number }>;
    } | null;
    const media = (row?.media ?? []).map((m) => m.id);
    if (media.length) await strapi.db.query('library.media').deleteMany({ where: { id: { $in: media } } });
  }
  if (demo.members.length) await strapi.db.query(MEMBER_UID).deleteMany({ where: { id: { $in: ids(demo.members) } } });
  for (const period of demo.periods) {
    await strapi.db.query(POSITION_UID).deleteMany({ where: { period: period.name } });
    await strapi.db.query(PERIOD_UID).delete({ where: { id: period.id } });
  }
  const removed = Object.entries(demo)
    .filter(([, rows]) => rows.length)
    .map(([what, rows]) => `${rows.length} ${what}`);
  if (removed.length) report.change('demo', 'site', `demo content removed: ${removed.join(', ')}`);
}
