import type { Core } from '@strapi/strapi';
import {
  checkInput,
  DIVISION_EXISTS,
  PERIOD_EXISTS,
  POSITION_DUPLICATE,
  PROTECTION_FLAGS,
  ROLE_NAME_TAKEN,
  samePositionName,
  STORED_ROW_FIELDS,
  type StoredRowType,
} from '@hmti/contract';
import { currentActor } from './actor';
import { fieldRefusal } from './refuse';
import { periodMissing } from './rule-messages';
import { periodRow } from '../periods';
import { eachRow, eachUpdated, rowsBefore, type Row, type RowEvent } from './lifecycle-event';

/** The content types whose stored rows obey the contract's field rules (`STORED_ROW_FIELDS`). */
const CONTRACT_MODELS: Record<string, StoredRowType> = {
  'api::articles.article': 'article',
  'api::organization.division': 'division',
  'api::organization.member': 'member',
  'api::organization.position': 'position',
  'api::organization.period': 'period',
  'api::roles.role': 'role',
  'api::library.library-item': 'libraryItem',
  'library.media': 'libraryMedia',
};
/**
 * The types whose `name` is theirs alone (a unique column): a name taken is refused in the dashboard's words on every
 * door, before Strapi's own check would answer /admin with its English "This attribute must be unique".
 */
const NAME_TAKEN: Record<string, string> = {
  'api::organization.period': PERIOD_EXISTS,
  'api::organization.division': DIVISION_EXISTS,
  'api::roles.role': ROLE_NAME_TAKEN,
};
const HAS_PERIOD = ['api::organization.member', 'api::organization.position'];
const PERIOD = 'api::organization.period';
const POSITION = 'api::organization.position';
/** Who wrote an entry: set from the acting account, never taken from a door's input. */
const AUTHORED: Record<string, string[]> = {
  'api::articles.article': ['author', 'authorUser'],
  'api::library.library-item': ['authorUser'],
};

/**
 * Checks and normalises (trims) the contract fields `data` sets on a row of `uid`; a refused field goes to `refused`
 * with the rule's message (the doors below refuse the write, the hmps importer leaves the field out).
 */
export function checkContractFields(uid: string, data: Row, refused: (field: string, message: string) => void) {
  const type = CONTRACT_MODELS[uid];
  if (!type) return;
  const rules = STORED_ROW_FIELDS[type] as Record<string, Parameters<typeof checkInput>[0]>;
  for (const [field, schema] of Object.entries(rules)) {
    if (data[field] === undefined) continue;
    const result = checkInput(schema, data[field]);
    if (result.ok) data[field] = result.data;
    else refused(field, result.message);
  }
}

/** A write's contract fields, a bad one refused with its path. */
const checkFields = (uid: string, data: Row, path: (string | number)[] = []) =>
  checkContractFields(uid, data, (field, message) => {
    throw fieldRefusal([...path, field], message);
  });

/** The same check over a Document Service write's data, its components' entries included. */
function checkDocumentData(strapi: Core.Strapi, uid: string, data: Row) {
  checkFields(uid, data);
  const attributes = (strapi.contentTypes[uid as never] as { attributes?: Record<string, Row> } | undefined)
    ?.attributes;
  for (const [name, attribute] of Object.entries(attributes ?? {})) {
    if (attribute.type !== 'component' || !CONTRACT_MODELS[String(attribute.component)]) continue;
    const value = data[name];
    const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
    entries.forEach((entry: Row, i) =>
      checkFields(String(attribute.component), entry, attribute.repeatable ? [name, i] : [name]),
    );
  }
}

/**
 * Every write of a contract type, through any door, passes the forms' field rules: a Document Service middleware for
 * the Content Manager and scripts (before Strapi's own validation, so the editor sees the dashboard's message), and
 * database lifecycles for db.query writes and component rows. Plus what a field rule cannot say: a member's (or
 * position's) period exists (periods are created on purpose, never by a typo in a member's field), and the author is
 * the account that writes. (An article's picture: api/articles/lib/article-picture-rule.ts.)
 */
export function subscribeContractRules(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    const params = ctx.params as { data?: Row; documentId?: string } | undefined;
    // A Duplicate (clone) writes a new entry from the form as a create does.
    const writes = ctx.action === 'create' || ctx.action === 'update' || ctx.action === 'clone';
    if (writes && CONTRACT_MODELS[ctx.uid] && params?.data) checkDocumentData(strapi, ctx.uid, params.data);
    const name = params?.data?.name;
    if (writes && NAME_TAKEN[ctx.uid] && typeof name === 'string') {
      const others = ctx.action === 'update' && params?.documentId ? { documentId: { $ne: params.documentId } } : {};
      if (await strapi.db.query(ctx.uid).findOne({ where: { name, ...others }, select: ['id'] }))
        throw fieldRefusal(['name'], NAME_TAKEN[ctx.uid]);
    }
    return next();
  });

  const serverOwned = (event: RowEvent) => {
    const data = event.params.data;
    const fields = AUTHORED[event.model.uid];
    if (!data || !fields) return;
    const actor = currentActor(strapi);
    if (actor.kind === 'system') return; // seeds and scripts say who wrote what
    for (const field of fields) delete data[field];
    if (event.action !== 'beforeCreate') return;
    data.authorUser = actor.userId;
    if (fields.includes('author')) data.author = actor.personName;
  };

  const periodExists = async (event: RowEvent) => {
    const name = event.params.data?.period;
    if (!HAS_PERIOD.includes(event.model.uid) || typeof name !== 'string') return;
    const periods = strapi.db.query(PERIOD);
    if (await periods.findOne({ where: { name }, select: ['id'] })) return;
    const existing = (await periods.findMany({ select: ['name'], orderBy: { name: 'desc' } })) as { name: string }[];
    const names = existing.map((p) => p.name);
    throw fieldRefusal(['period'], periodMissing(name, names));
  };

  // A period lists a position once (names compared as the dashboard compares them): its Save Order refuses a list
  // naming one twice. Checked over the rows as they will be: the written fields over the stored ones.
  const positionOnce = async (event: {
    action: string;
    model: { uid: string };
    params: { data?: Row | Row[]; where?: Row };
  }) => {
    const data = event.params.data;
    if (!data || (!Array.isArray(data) && data.name === undefined && data.period === undefined)) return;
    const rows: Row[] = Array.isArray(data)
      ? data
      : event.action === 'beforeCreate'
        ? [data]
        : (await rowsBefore(strapi, event)).map((row) => ({ ...row, ...data }));
    const ids = rows.map((row) => row.id).filter((id) => id !== undefined);
    const listed = new Map<string, string[]>();
    for (const row of rows) {
      const [period, name] = [String(row.period), String(row.name)];
      const where = { period, ...(ids.length ? { id: { $notIn: ids } } : {}) };
      const names =
        listed.get(period) ??
        (await strapi.db.query(POSITION).findMany({ where, select: ['name'] })).map((p: Row) => String(p.name));
      if (names.some((other) => samePositionName(other, name))) throw fieldRefusal(['name'], POSITION_DUPLICATE);
      listed.set(period, [...names, name]);
    }
  };

  /** The rules of one row on its own. */
  const checkRow = async (event: RowEvent) => {
    serverOwned(event);
    const data = event.params.data;
    if (data) checkFields(event.model.uid, data);
    // A period starts in the year its name starts with (the site orders periods by it).
    if (event.model.uid === PERIOD && typeof data?.name === 'string') data.startYear = periodRow(data.name).startYear;
    await periodExists(event);
  };
  const check = async (event: RowEvent) => {
    await checkRow(event);
    if (event.model.uid === POSITION) await positionOnce(event);
  };
  strapi.db.lifecycles.subscribe({
    models: Object.keys(CONTRACT_MODELS),
    beforeCreate: check,
    beforeUpdate: check,
    beforeUpdateMany: check,
    // Bulk inserts (a period's position list): each row as its own insert, and the rows' positions against each other.
    beforeCreateMany: async (event: {
      action: string;
      model: { uid: string };
      params: { data?: Row[] };
      state: Row;
    }) => {
      await eachRow(checkRow)(event);
      if (event.model.uid === POSITION) await positionOnce(event);
    },
  });

  // Who last changed the protections is the account that wrote, whichever door (the Security tab names them); the
  // master switch is no switch of its own: stored, it says whether all eight are on, as they will be.
  const protections = async (event: RowEvent) => {
    const data = event.params.data;
    if (!data) return;
    const actor = currentActor(strapi);
    if (actor.kind !== 'system') data.updatedByName = actor.userName;
    const stored: Row = event.action === 'beforeCreate' ? {} : ((await rowsBefore(strapi, event))[0] ?? {});
    data.allEnabled = PROTECTION_FLAGS.every((flag) => (data[flag] ?? stored[flag]) !== false);
  };
  strapi.db.lifecycles.subscribe({
    models: ['api::settings.middleware-setting'],
    beforeCreate: protections,
    beforeCreateMany: eachRow(protections),
    beforeUpdate: protections,
    beforeUpdateMany: eachUpdated(strapi, protections),
  });
}
