import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { currentActor } from './actor';
import type { Row } from './lifecycle-event';

const versionWrites = new AsyncLocalStorage<true>();
/** True inside the writes of kept versions: their content types refuse every other (`serverWrittenOnly`). */
export const isVersionWrite = () => versionWrites.getStore() === true;
export const writeVersions = <T>(work: () => Promise<T>) => versionWrites.run(true, work);

/**
 * The kept versions (in `uid`) of the rows of `of`: `where` picks a row's own (all, for a single type), the newest
 * `keep` stay. A version keeps `snapshot` of the row (`stored` reads it back from a version), which of `compared`
 * changed, and `fields` (`earlier` for the row as it was before its first change). A restore keeps one `always`.
 */
interface Versions<S> {
  uid: string;
  of: string;
  where?: Row;
  keep: number;
  snapshot: (row: Row) => S;
  stored: (version: Row) => S;
  compared: readonly (keyof S)[];
  fields: (snapshot: S, earlier?: Row) => Row;
  always?: boolean;
}

/**
 * After a write of a row (`saved`; `earlier`, the row before it): keeps a version with what changed since the newest
 * kept and who saved it when, none when nothing kept changed. A row without versions yet keeps `earlier` first (dated
 * when it was made) so the first change can be undone. Then only the newest `keep` stay.
 *
 * One write of the row at a time reads the newest version and adds, so two first writes cannot both keep the row as it
 * was: inside the write's transaction the row is locked already (PostgreSQL; SQLite has one connection), outside one a
 * transaction here locks it first.
 */
export async function keepVersion<S>(strapi: Core.Strapi, versions: Versions<S>, saved: Row, earlier?: Row) {
  const { uid, where, snapshot, compared, fields } = versions;
  const query = strapi.db.query(uid);
  const newest = { where, orderBy: { id: 'desc' as const } };
  const add = async () => {
    const [latest] = (await query.findMany({ ...newest, limit: 1 })) as Row[];
    const now = snapshot(saved);
    const baseline = !latest && earlier ? snapshot(earlier) : undefined;
    const previous = latest ? versions.stored(latest) : baseline;
    const changes = previous ? compared.filter((k) => JSON.stringify(previous[k]) !== JSON.stringify(now[k])) : null;
    if (changes?.length === 0 && !versions.always) return;
    const actor = currentActor(strapi);
    const by = { userId: actor.userId, userName: actor.userName.slice(0, 200), actorKind: actor.kind };
    const rows: Row[] = [{ ...by, ...fields(now), changes, savedAt: new Date() }];
    const system = { userId: null, userName: null, actorKind: 'system', changes: null };
    const made = (row: Row) => new Date((row.updatedAt ?? row.createdAt ?? Date.now()) as string | number);
    if (baseline && earlier) rows.unshift({ ...system, ...fields(baseline, earlier), savedAt: made(earlier) });
    await writeVersions(async () => {
      await query.createMany({ data: rows });
      const stale = (await query.findMany({ ...newest, select: ['id'], offset: Math.max(1, versions.keep) })) as Row[];
      if (stale.length) await query.deleteMany({ where: { id: { $in: stale.map((r) => r.id) } } });
    });
  };
  if (strapi.db.inTransaction()) return add();
  await strapi.db.transaction(async () => {
    await strapi.db.queryBuilder(versions.of).select('id').where({ id: saved.id }).forUpdate().execute();
    await add();
  });
}
