import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { slugify } from '../lib/slug';
import { tagIndexOf } from '../lib/tags';
import { FIRST_NAMES, LAST_NAMES } from './demo-content';
import words from './large-seed-words.json';

/**
 * Load-test data (`npm run seed:large`): bulk inserts through knex in batches inside one transaction,
 * not one Document Service call per row. Runs once per database (remembered in the core store).
 */
export const LARGE_SEED_COUNTS = {
  articles: 10_000,
  libraryItems: 5_000,
  members: 1_000,
  periods: 10,
  activities: 100_000,
};
const LARGE_SEED_STORE = { type: 'core' as const, name: 'himatif', key: 'seed-large' };

const BATCH = 400;
const DAY = 24 * 3600 * 1000;

const {
  topics: TOPICS,
  subjects: SUBJECTS,
  places: PLACES,
  tags: TAGS,
  positions: POSITIONS,
  sentences: SENTENCES,
} = words;

/** Small deterministic generator, so two runs produce the same data set. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}

const documentId = () =>
  crypto
    .randomBytes(18)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')
    .slice(0, 24);

export async function seedLarge(strapi: Core.Strapi, counts = LARGE_SEED_COUNTS, now = Date.now()) {
  const store = strapi.store(LARGE_SEED_STORE);
  const previous = await store.get({});
  if (previous) return { skipped: true as const, previous };

  const knex = strapi.db.connection;
  const sqlite = strapi.db.dialect.client !== 'postgres';
  // SQLite columns hold epoch milliseconds and 0/1, as Strapi itself writes them.
  const date = (ms: number) => (sqlite ? ms : new Date(ms));
  const bool = (b: boolean) => (sqlite ? (b ? 1 : 0) : b);
  const rand = prng(20261122);
  const personName = () => `${rand.pick(FIRST_NAMES)} ${rand.pick(LAST_NAMES)}`;
  const stamp = (ms: number) => ({
    document_id: documentId(),
    created_at: date(ms),
    updated_at: date(ms),
    published_at: date(ms),
  });
  const spread = (i: number, total: number, days: number) =>
    now - Math.floor(((total - i) / total) * days * DAY) - rand.int(0, DAY);
  const paragraphs = (n: number) =>
    Array.from(
      { length: n },
      () => `<p>${Array.from({ length: rand.int(2, 6) }, () => rand.pick(SENTENCES)).join(' ')}</p>`,
    ).join('');

  const idOf = (r: unknown) => (typeof r === 'object' && r !== null ? (r as { id: number }).id : Number(r));
  /** Inserts in batches (SQLite allows 500 rows per insert); answers the new rows' ids, in order. */
  const insert = async (trx: typeof knex, table: string, rows: Record<string, unknown>[]) => {
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += BATCH)
      ids.push(...(await trx(table).insert(rows.slice(i, i + BATCH), 'id')).map(idOf));
    return ids;
  };

  const started = Date.now();
  await knex.transaction(async (trx) => {
    const articles = Array.from({ length: counts.articles }, (_, i) => {
      const created = spread(i, counts.articles, 5 * 365);
      const title = `${rand.pick(TOPICS)} ${rand.pick(SUBJECTS)} ${rand.pick(PLACES)} #${i + 1}`;
      const tags = [...new Set(Array.from({ length: rand.int(0, 5) }, () => rand.pick(TAGS)))];
      const content = `<h2>${rand.pick(SUBJECTS)}</h2>${paragraphs(rand.int(1, 12))}${rand.next() < 0.3 ? `<h2>Penutup</h2>${paragraphs(rand.int(1, 4))}` : ''}`;
      const excerpt = Array.from({ length: rand.int(1, 3) }, () => rand.pick(SENTENCES)).join(' ');
      const published = rand.next() < 0.85;
      return {
        ...stamp(created),
        // Written past the data layer, so the publication moment it would give (the creation) is set here.
        published_date: published ? date(created) : null,
        title,
        slug: `${slugify(title).slice(0, 100)}-${i + 1}`,
        excerpt,
        content,
        image: `/uploads/demo/article-${(i % 6) + 1}.webp`,
        image_source: 'local',
        tags: JSON.stringify(tags),
        tag_index: tagIndexOf(tags),
        published: bool(published),
        author: personName(),
      };
    });
    await insert(trx, 'articles', articles);

    const library = Array.from({ length: counts.libraryItems }, (_, i) => {
      const created = spread(i, counts.libraryItems, 5 * 365);
      const n = rand.int(1, 6);
      const images = Array.from({ length: n }, (_, k) => `/uploads/demo/library-${((i + k) % 6) + 1}.webp`);
      const type = rand.next() < 0.8 ? 'photo' : 'video';
      const row = {
        ...stamp(created),
        title: `Dokumentasi ${rand.pick(TOPICS)} ${rand.pick(SUBJECTS)} ${i + 1}`,
        description: rand.pick(SENTENCES),
        full_description: Array.from({ length: rand.int(1, 5) }, () => rand.pick(SENTENCES)).join(' '),
        type,
        event_date: date(created - rand.int(0, 30) * DAY),
        published: bool(rand.next() < 0.9),
      };
      return { row, files: images.map((url) => ({ url, type: type === 'video' ? 'video' : 'image' })) };
    });
    // Each item's files are rows of the library.media component, linked through library_items_cmps.
    const itemIds = await insert(
      trx,
      'library_items',
      library.map((b) => b.row),
    );
    const files = library.flatMap((b, k) => b.files.map((f, order) => ({ ...f, itemId: itemIds[k], order })));
    const fileIds = await insert(
      trx,
      'components_library_media',
      files.map((f) => ({ url: f.url, type: f.type, source: 'local' })),
    );
    await insert(
      trx,
      'library_items_cmps',
      files.map((f, k) => ({
        entity_id: f.itemId,
        cmp_id: fileIds[k],
        component_type: 'library.media',
        field: 'media',
        order: f.order + 1,
      })),
    );

    const thisYear = new Date(now).getUTCFullYear();
    const periods = Array.from({ length: counts.periods }, (_, i) => ({
      name: `${thisYear - i}-${thisYear - i + 1}`,
      startYear: thisYear - i,
    }));
    const existingPeriods = new Set((await trx('org_periods').select('name')).map((r: { name: string }) => r.name));
    await insert(
      trx,
      'org_periods',
      periods
        .filter((p) => !existingPeriods.has(p.name))
        .map((p) => ({ ...stamp(now), name: p.name, start_year: p.startYear })),
    );
    const existingPositions = new Set(
      (await trx('org_positions').select('period', 'name')).map(
        (r: { period: string; name: string }) => `${r.period}|${r.name}`,
      ),
    );
    await insert(
      trx,
      'org_positions',
      periods
        .flatMap((p) => POSITIONS.map((name, k) => ({ ...stamp(now), period: p.name, name, order: k + 1 })))
        .filter((r) => !existingPositions.has(`${r.period}|${r.name}`)),
    );
    const members = Array.from({ length: counts.members }, (_, i) => ({
      ...stamp(now - rand.int(0, 365) * DAY),
      name: personName(),
      position: i % 10 < 4 ? POSITIONS[i % 10] : rand.pick(POSITIONS.slice(4)),
      period: periods[i % periods.length].name,
      image_url: `/uploads/demo/avatar-${(i % 8) + 1}.webp`,
    }));
    await insert(trx, 'org_members', members);

    const types = ['article', 'library', 'organization', 'content', 'settings', 'user'];
    const actions = ['create', 'update', 'delete', 'publish', 'unpublish'];
    const activities = Array.from({ length: counts.activities }, (_, i) => {
      const ts = spread(i, counts.activities, 2 * 365);
      const type = rand.pick(types);
      const action = rand.pick(actions);
      const entity = `${rand.pick(TOPICS)} ${rand.pick(SUBJECTS)}`;
      return {
        ...stamp(ts),
        type,
        action,
        title: `${type} ${action}: ${entity}`,
        description: rand.next() < 0.5 ? rand.pick(SENTENCES) : null,
        entity_id: String(rand.int(1, counts.articles)),
        entity_title: entity,
        user_id: null,
        user_name: personName(),
        user_role: rand.pick(['owner', 'admin', 'editor', 'author']),
        timestamp: date(ts),
      };
    });
    await insert(trx, 'activities', activities);
  });

  const summary = {
    ...counts,
    seededAt: new Date(now).toISOString(),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
  await store.set({ value: summary });
  return { skipped: false as const, summary };
}
