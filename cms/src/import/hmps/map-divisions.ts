import { divisionNameOf, samePositionName } from '@hmti/contract';
import { positionHolders } from '../../lib/division-records';
import { importEach, fitRow, idOf, text, type ImportContext, type Row } from './context';
import type { SourceDoc } from './read-dump';

const isString = (value: unknown): value is string => typeof value === 'string';

const DIVISION_UID = 'api::organization.division';

/**
 * Divisions (hmps 2.12+) by key: one that exists here takes hmps's display name, description, positions, colour and
 * logo; a new one is added after the others. Deleted (inactive) ones are reported, not imported.
 */
export async function importDivisions(ctx: ImportContext) {
  const q = ctx.strapi.db.query(DIVISION_UID);
  const rows = (await q.findMany({ select: ['id', 'name', 'sortOrder', 'positions'] })) as Array<{
    id: number;
    name: string;
    sortOrder: number | null;
    positions: unknown;
  }>;
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  let order = Math.max(0, ...rows.map((r) => r.sortOrder ?? 0));
  const seen = new Set<string>();
  const nameOf = (doc: SourceDoc) => divisionNameOf(text(doc.name) ?? text(doc.displayName) ?? '');
  const listed = (doc: SourceDoc) => (Array.isArray(doc.positions) ? doc.positions : []).filter(isString);

  // A position belongs to one division here (hmps had no such rule). Each division hmps lists first gives up what
  // hmps no longer lists for it (a division an earlier run imported stays as staff left it), so which division a position goes to does not depend on the documents' order.
  for (const doc of ctx.docs('divisions')) {
    if (ctx.sources.get('divisions', idOf(doc))) continue;
    const row = rows.find((r) => r.name === nameOf(doc));
    if (!row || doc.isActive === false || !Array.isArray(doc.positions) || !Array.isArray(row.positions)) continue;
    const kept = row.positions.map(String).filter((p) => listed(doc).some((l) => samePositionName(p, l)));
    if (kept.length < row.positions.length) await q.update({ where: { id: row.id }, data: { positions: kept } });
  }

  await importEach(ctx, 'divisions', async (doc, id) => {
    const name = nameOf(doc);
    if (!name) return ctx.report.skipped('divisions', id, 'a division without a name');
    if (doc.isActive === false) return ctx.report.skipped('divisions', id, `division "${name}" was deleted in hmps`);
    if (name !== doc.name) ctx.report.change('divisions', id, `key "${String(doc.name)}" stored as "${name}"`);
    const data: Row = { displayName: text(doc.displayName) ?? name };
    if (text(doc.description)) data.description = text(doc.description);
    if (Array.isArray(doc.positions)) {
      // One another division holds (a site division hmps does not list, or an earlier document's) is left out.
      const { holderOf } = await positionHolders(ctx.strapi, { name: { $ne: name } });
      data.positions = listed(doc).filter((p) => {
        const other = holderOf(p);
        if (other) ctx.report.change('divisions', id, `position "${p}" left out: division "${other.name}" holds it`);
        return !other;
      });
    }
    if (text(doc.color)) data.color = text(doc.color);
    const logo = text(doc.logo);
    if (logo) data.logo = await ctx.pictures.relink('divisions', id, 'logo', logo);
    fitRow(ctx, DIVISION_UID, 'divisions', id, data);
    const existing = byName.get(name);
    if (seen.has(name))
      ctx.report.change(
        'divisions',
        id,
        `division "${name}" appears more than once (hmps kept divisions per period): the later document's values are kept`,
      );
    seen.add(name);
    if (existing !== undefined) {
      await q.update({ where: { id: existing }, data });
      return existing;
    }
    const created = (await q.create({ data: { ...data, name, sortOrder: ++order } })) as { id: number };
    byName.set(name, created.id);
    return created.id;
  });
}
