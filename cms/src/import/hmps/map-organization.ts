import { date, importEach, fitRow, show, text, UNSHOWN, type ImportContext, type Row } from './context';
import { isShownPicture } from '../../lib/data-layer/shown-pictures';
import { isValidPeriod } from '@hmti/contract';
import { ensurePeriod } from '../../lib/periods';

const PERIOD_UID = 'api::organization.period';
const POSITION_UID = 'api::organization.position';
const MEMBER_UID = 'api::organization.member';

/** Why a period is skipped: the contract's rule (isValidPeriod) refuses it. */
const notAPeriod = (period: string | undefined) => `period "${period ?? ''}" is not of the form YYYY-YYYY`;

/** Periods ('YYYY-YYYY'), each once. */
export async function importPeriods(ctx: ImportContext) {
  await importEach(ctx, 'periods', async (doc, id) => {
    const name = text(doc.period) ?? text(doc.name);
    if (!isValidPeriod(name)) return ctx.report.skipped('periods', id, notAPeriod(name));
    const created = await ensurePeriod(ctx.strapi, name);
    const row = (await ctx.strapi.db.query(PERIOD_UID).findOne({ where: { name }, select: ['id'] })) as { id: number };
    if (created) return row.id;
    await ctx.sources.remember('periods', id, row.id);
    ctx.report.skipped('periods', id, `period ${name} exists here already`);
  });
}

/**
 * A site keeps one period at least (the dashboard adds members and positions to a period): when hmps had none and the
 * demo's were replaced, this academic year's (from August) is created, and the report says so.
 */
export async function keepAPeriod(ctx: ImportContext, today = new Date()) {
  if ((await ctx.strapi.db.query(PERIOD_UID).count()) > 0) return;
  const start = today.getFullYear() - (today.getMonth() < 7 ? 1 : 0);
  const name = `${start}-${start + 1}`;
  await ensurePeriod(ctx.strapi, name);
  ctx.report.change('periods', 'site', `hmps has no period: ${name} created, to add members and positions to`);
}

/** The ordered position list of each period: one row per name (a name the period has already is not added again). */
export async function importPositions(ctx: ImportContext) {
  const q = ctx.strapi.db.query(POSITION_UID);
  await importEach(ctx, 'positions', async (doc, id) => {
    const period = text(doc.period);
    if (!isValidPeriod(period)) return ctx.report.skipped('positions', id, notAPeriod(period));
    await ensurePeriod(ctx.strapi, period);
    const have = new Set(
      ((await q.findMany({ where: { period }, select: ['name'] })) as Array<{ name: string }>).map((p) =>
        p.name.toLowerCase(),
      ),
    );
    const list = (Array.isArray(doc.positions) ? doc.positions : []) as Array<Record<string, unknown>>;
    let added = 0;
    for (const [i, entry] of [...list].sort((a, b) => Number(a?.order ?? 0) - Number(b?.order ?? 0)).entries()) {
      const data: Row = {
        period,
        name: text(entry?.name),
        order: Number.isFinite(Number(entry?.order)) ? Number(entry.order) : i + 1,
      };
      if (!data.name) {
        ctx.report.change('positions', id, `a position without a name in ${period} left out`);
        continue;
      }
      fitRow(ctx, POSITION_UID, 'positions', id, data);
      if (have.has(show(data.name).toLowerCase())) continue;
      have.add(show(data.name).toLowerCase());
      await q.create({ data });
      added++;
    }
    if (added < list.length)
      ctx.report.change(
        'positions',
        id,
        `${list.length - added} of ${list.length} positions of ${period} existed already or had no name`,
      );
    return null;
  });
}

/** Members by period: name, position (free text, as hmps had it) and photo (re-linked when local). */
export async function importMembers(ctx: ImportContext) {
  const q = ctx.strapi.db.query(MEMBER_UID);
  await importEach(ctx, 'organizations', async (doc, id) => {
    const name = text(doc.name);
    const period = text(doc.period);
    if (!name) return ctx.report.skipped('organizations', id, 'a member without a name');
    if (!isValidPeriod(period))
      return ctx.report.skipped('organizations', id, `member "${name}": ${notAPeriod(period)}`);
    let position = text(doc.position);
    if (!position) {
      position = 'Anggota';
      ctx.report.change('organizations', id, `member "${name}" had no position: stored as "Anggota"`);
    }
    const data: Row = { name, position, period, createdAt: date(doc.createdAt), updatedAt: date(doc.updatedAt) };
    const image = text(doc.imageUrl);
    const url = image && (await ctx.pictures.relink('organizations', id, 'imageUrl', image));
    if (url && isShownPicture(url)) data.imageUrl = url;
    else if (url) ctx.report.change('organizations', id, `imageUrl: "${show(url).slice(0, 80)}" left out (${UNSHOWN})`);
    fitRow(ctx, MEMBER_UID, 'organizations', id, data);
    return ((await q.create({ data })) as { id: number }).id;
  });
}
