import { normaliseTags, tagIndexOf } from '../../../../lib/tags';
import { currentAuditScope } from '../../../../lib/data-layer/audit-scope';
import { recordWrite, type WriteEvent } from '../../../../lib/data-layer/audit-log';
import { changedNoRows, eachRow, rowsBefore } from '../../../../lib/data-layer/lifecycle-event';
import { ARTICLE_UID, type ArticleRule, type ArticleWrite, type Row } from '../../lib/article-write';
import { distinctSlugs, slugRule } from '../../lib/article-slug';
import { pictureRule } from '../../lib/article-picture-rule';
import {
  datePublishedRows,
  publicationDateRule,
  publishRule,
  scheduleRule,
  submissionRule,
} from '../../lib/article-publication';
import { dropRevisions, keepRevision } from '../../lib/article-revisions';
import { articleEntries } from '../../lib/article-activity';

/** Tags as stored, and `tagIndex`, the column tag filtering reads. */
const tagsRule: ArticleRule = (_strapi, { data }) => {
  if (!('tags' in data)) return;
  data.tags = normaliseTags(data.tags);
  data.tagIndex = tagIndexOf(data.tags as string[]);
};

/** In this order: each sees what the ones before it made of the write. */
const RULES: ArticleRule[] = [
  tagsRule,
  slugRule,
  pictureRule,
  scheduleRule,
  publishRule,
  submissionRule,
  publicationDateRule,
];

const articles = () => strapi.db.query(ARTICLE_UID);

/**
 * Every write of an article, whichever door (our services, the Content Manager, the scheduler, seeds, scripts), passes
 * here: the rows it changes are read once, before it, for the rules above, the activity log and the revisions.
 * (Sanitising and the field rules other types share: lib/data-layer/rich-text.ts and contract-rules.ts.)
 */
async function before(event: WriteEvent) {
  const rows = event.action === 'beforeCreate' ? [] : await rowsBefore(strapi, event);
  event.state.before = rows;
  const data = event.params.data as Row | undefined;
  if (!data || event.action.startsWith('beforeDelete')) return;
  const write = { action: event.action, data, rows, state: event.state } as ArticleWrite;
  for (const rule of RULES) await rule(strapi, write);
}

/** A bulk insert (a script's `createMany`): each row as its own create (a cover refused: not stored), no two with one slug. */
async function beforeCreateMany(event: WriteEvent) {
  await eachRow(before, ['cover'])(event);
  distinctSlugs(Array.isArray(event.params.data) ? event.params.data : []);
}

async function after(event: WriteEvent) {
  const many = event.action.endsWith('Many');
  if (event.action === 'afterUpdateMany') await datePublishedRows(strapi, event.state);
  await recordWrite(strapi, event, articleEntries);
  const earlier = event.state.before ?? [];
  const ids = many ? earlier.map((row) => row.id) : [(event.result as Row | undefined)?.id];
  if (event.action.startsWith('afterDelete')) return dropRevisions(strapi, ids);
  if (currentAuditScope()?.silent || !ids.length || changedNoRows(event)) return;
  const saved = many ? ((await articles().findMany({ where: { id: { $in: ids } } })) as Row[]) : [event.result as Row];
  const earlierOf = (row: Row) => earlier.find((b) => b.id === row.id);
  for (const row of saved) await keepRevision(strapi, row, earlierOf(row));
}

export default {
  beforeCreate: before,
  beforeCreateMany,
  beforeUpdate: before,
  beforeUpdateMany: before,
  beforeDeleteMany: before,
  afterCreate: after,
  // Imports write many at once: entries in the log, no revisions (nothing was edited yet).
  afterCreateMany: (event: WriteEvent) => recordWrite(strapi, event, articleEntries),
  afterUpdate: after,
  afterUpdateMany: after,
  afterDelete: after,
  afterDeleteMany: after,
} satisfies Record<string, (event: WriteEvent) => Promise<unknown>>;
