import { divisionNameOf } from '@hmti/contract';
import { positionHolders } from '../../lib/division-records';
import { importEach, fitRow, text, type ImportContext, type Row } from './context';

const DIVISION_UID = 'api::organization.division';

/**
 * Divisions (hmps 2.12+) by key: one that exists here takes hmps's display name, description, positions, colour and
 * logo; a new one is added after the others. Deleted (inactive) ones are reported, not imported.
 */
export async function importDivisions(ctx: ImportContext) {
  const q = ctx.strapi.db.query(DIVISION_UID);
  const rows = (await q.findMany({ select: ['id', 'name', 'sortOrder'] })) as Array<{
    id: number;
    name: string;
    sortOrder: number | null;
  }>;
  const byName = new Map(rows.map((r) => [r.name, r.id]));
  let order = Math.max(0, ...rows.map((r) => r.sortOrder ?? 0));
  const seen = new Set<string>();

  await importEach(ctx, 'divisions', async (doc, id) => {
    const name = divisionNameOf(text(doc.name) ?? text(doc.displayName) ?? '');
    if (!name) return ctx.report.skipped('divisions', id, 'a division without a name');
    if (doc.isActive === false) return ctx.report.skipped('divisions', id, `division "${name}" was deleted in hmps`);
    if (name !== doc.name) ctx.report.change('divisions', id, `key "${String(doc.name)}" stored as "${name}"`);
    const data: Row = { displayName: text(doc.displayName) ?? name };
    if (text(doc.description)) data.description = text(doc.description);
    if (Array.isArray(doc.positions)) {
      // A position belongs to one division here (hmps had no such rule): one another division holds is left out.
      const { holderOf } = await positionHolders(ctx.strapi, { name: { $ne: name } });
      data.positions = doc.positions
        .filter((p): p is string => typeof p === 'string')
        .filter((p) => {
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
