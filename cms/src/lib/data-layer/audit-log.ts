import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { SYSTEM_ATTRIBUTES } from '../schema-fields';
import { currentActor } from './actor';
import { AUDITED_MODELS, defaultTitle, type AuditedModel } from './audited-models';
import { currentAuditScope, type ActivityAction, type ActivityEntry } from './audit-scope';
import { changedNoRows, rowsBefore, type Row } from './lifecycle-event';

export const ACTIVITY_UID = 'api::dashboard.activity';

const clip = (s: string | undefined | null, n: number) => (s ? String(s).slice(0, n) : null);

const auditWrites = new AsyncLocalStorage<true>();
/** True inside the audit log's own write (the activity type refuses every other write). */
export const isAuditWrite = () => auditWrites.getStore() === true;

/** Appends entries to the activity log as the current request's actor. The only writer of activity rows. */
export async function writeActivity(strapi: Core.Strapi, entries: ActivityEntry[]) {
  const actor = currentActor(strapi);
  const timestamp = new Date();
  const rows = entries.map((entry) => ({
    type: entry.type,
    action: entry.action,
    title: clip(entry.title, 300),
    description: clip(entry.description, 2000),
    entityId: entry.entityId === undefined ? null : String(entry.entityId).slice(0, 100),
    entityTitle: clip(entry.entityTitle, 300),
    userId: actor.userId,
    userName: clip(actor.userName, 200),
    userRole: clip(actor.userRole, 100),
    actorKind: actor.kind,
    timestamp,
  }));
  // One statement for the entries of one write (a save and its status entry).
  if (rows.length) await auditWrites.run(true, () => strapi.db.query(ACTIVITY_UID).createMany({ data: rows }));
}

/**
 * Appends rows of another system's activity log as they were (who, when, what), marked as imported in their
 * metadata: the history of `npm run import:hmps`. Rows, not notifications: nothing is sent for them.
 */
export async function appendImportedActivities(strapi: Core.Strapi, rows: Array<Record<string, unknown>>) {
  if (rows.length) await auditWrites.run(true, () => strapi.db.query(ACTIVITY_UID).createMany({ data: rows }));
}

export interface WriteEvent {
  action: string;
  model: { uid: string };
  params: { data?: Row | Row[]; where?: Row };
  result?: unknown;
  state: { before?: Row[] };
}

const idText = (id: unknown) => (typeof id === 'number' || typeof id === 'string' ? String(id) : undefined);

/**
 * Fields every row carries that are not what an editor changes: Strapi's own, who saved the protections last, and
 * when an article was asked for publication (its own "submit" entry says so).
 */
const notContent = (key: string) => SYSTEM_ATTRIBUTES.has(key) || key === 'updatedByName' || key === 'submittedAt';

const isPlainObject = (v: unknown): v is Row =>
  !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);

/**
 * What an update changed, each field by its screen label (else its key): "Diubah: Tentang Kami, Warna Divisi (senor),
 * DDoS Protection → nonaktif". A switch says its new state; an object field names its changed keys. Undefined when
 * nothing an editor changes differs (or the row before is unknown).
 */
function changeDescription(
  before: Row | undefined,
  after: Row | undefined,
  labels: Readonly<Record<string, unknown>> = {},
): string | undefined {
  if (!before || !after) return undefined;
  const named = (key: string) => (typeof labels[key] === 'string' ? labels[key] : key);
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const parts: string[] = [];
  for (const key of Object.keys(after)) {
    if (notContent(key) || !(key in before) || same(before[key], after[key])) continue;
    const [was, now] = [before[key], after[key]];
    if (typeof now === 'boolean') parts.push(`${named(key)} → ${now ? 'aktif' : 'nonaktif'}`);
    else if (isPlainObject(was) && isPlainObject(now)) {
      const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((k) => !same(was[k], now[k]));
      parts.push(`${named(key)} (${keys.join(', ')})`);
    } else parts.push(named(key));
  }
  return parts.length ? `Diubah: ${parts.join(', ')}`.slice(0, 2000) : undefined;
}

/** What a type adds to (or makes of) the entry of one saved row: an article's status entry (api/articles). */
type FollowEntries = (entry: ActivityEntry, before: Row | undefined, after: Row) => ActivityEntry[];

/** The entries a write makes when no code described it: one per write, made more of by the type's `follow`. */
function derivedEntries(model: AuditedModel, event: WriteEvent, follow?: FollowEntries): ActivityEntry[] {
  const verb = event.action.replace(/^after|Many$/g, '').toLowerCase() as ActivityAction;
  const many = event.action.endsWith('Many');
  const row = (many ? event.state.before?.[0] : event.result) as Row | undefined;
  const data = event.params.data;
  const count = !many ? 1 : Array.isArray(data) ? data.length : (event.state.before?.length ?? 0);
  const entry: ActivityEntry = {
    type: model.type,
    action: verb,
    title: defaultTitle(model, verb),
    entityId: !many ? idText(row?.id) : undefined,
    entityTitle: many ? `${count} item` : model.titleField && row ? idText(row[model.titleField]) : undefined,
    ...(verb === 'update' && !many
      ? { description: changeDescription(event.state.before?.[0], row, model.labels) }
      : {}),
  };
  return follow && verb !== 'delete' && !many && row ? follow(entry, event.state.before?.[0], row) : [entry];
}

const touchesOnlyBookkeeping = ({ bookkeeping }: AuditedModel, data: Row | Row[] | undefined) =>
  !!bookkeeping && !!data && !Array.isArray(data) && Object.keys(data).every((k) => bookkeeping.includes(k));

/** Whether a write of this group is recorded: not in silent groups, once per described group. */
const recording = (model: AuditedModel) => {
  const scope = currentAuditScope();
  return !scope?.silent && !scope?.written && (!model.describedOnly || !!scope?.entries);
};

/**
 * Records one write in the activity log (after it): the entries the code around it gave (`auditAs`), or those derived
 * from the write. `event.state.before` holds the rows before an update or a write of many.
 */
export async function recordWrite(strapi: Core.Strapi, event: WriteEvent, follow?: FollowEntries) {
  const model = AUDITED_MODELS[event.model.uid];
  const scope = currentAuditScope();
  if (!recording(model)) return;
  if (event.action === 'afterUpdate' && touchesOnlyBookkeeping(model, event.params.data)) return;
  if (changedNoRows(event)) return;
  if (scope?.entries) {
    scope.written = true;
    const id = (event.result as Row | undefined)?.id;
    const changed =
      event.action === 'afterUpdate'
        ? changeDescription(event.state.before?.[0], event.result as Row, model.labels)
        : undefined;
    const entries = scope.entries.map((e) => ({
      ...e,
      entityId: e.entityId ?? idText(id),
      description: e.description ?? changed,
    }));
    await writeActivity(strapi, entries);
    return;
  }
  await writeActivity(strapi, derivedEntries(model, event, follow));
}

/**
 * One activity entry set per write, for every door: database lifecycles fire for both the Document Service and
 * db.query. A type with its own lifecycles (`ownLifecycles`) records from them: the article calls `recordWrite`, the
 * site settings use these with their own read before an update.
 */
export function auditLifecycles(strapi: Core.Strapi) {
  const rememberBefore = async (event: WriteEvent) => {
    if (!recording(AUDITED_MODELS[event.model.uid])) return;
    // Updates need the row before them (what changed); writes of many rows, which rows they touch.
    const needRows = event.action.endsWith('Many') || event.action === 'beforeUpdate';
    if (!needRows || !event.params.where) return;
    event.state.before = await rowsBefore(strapi, event);
  };
  const record = (event: WriteEvent) => recordWrite(strapi, event);
  return {
    beforeUpdate: rememberBefore,
    beforeUpdateMany: rememberBefore,
    beforeDeleteMany: rememberBefore,
    afterCreate: record,
    afterCreateMany: record,
    afterUpdate: record,
    afterUpdateMany: record,
    afterDelete: record,
    afterDeleteMany: record,
  };
}

export function subscribeAuditLog(strapi: Core.Strapi) {
  const models = Object.keys(AUDITED_MODELS).filter((uid) => !AUDITED_MODELS[uid].ownLifecycles);
  strapi.db.lifecycles.subscribe({ models, ...auditLifecycles(strapi) });
}
