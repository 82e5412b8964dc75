import type { Core } from '@strapi/strapi';
import {
  DEFAULT_DIVISION_COLOR,
  divisionOfPosition,
  ledDivisions,
  samePositionName,
  type PublicDivision,
} from '@hmti/contract';
import { pickFields } from './schema-fields';

export const DIVISION_UID = 'api::organization.division';

type DivisionRow = Record<string, unknown> & { name: string; displayName: string };

/**
 * The divisions in the order they are kept (sortOrder, then age), as everyone may read them; `added` names the
 * attributes an operator added in the Content-Type Builder, passed through under their own names.
 */
export async function publicDivisions(strapi: Core.Strapi, added: readonly string[] = []): Promise<PublicDivision[]> {
  const rows = (await strapi.db.query(DIVISION_UID).findMany({
    select: ['name', 'displayName', 'positions', 'color', 'logo', ...added],
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  })) as DivisionRow[];
  return rows.map((d) => ({
    ...pickFields(d, added),
    name: d.name,
    displayName: d.displayName,
    positions: Array.isArray(d.positions) ? d.positions.filter((p): p is string => typeof p === 'string') : [],
    color: typeof d.color === 'string' && d.color ? d.color : DEFAULT_DIVISION_COLOR,
    logo: typeof d.logo === 'string' ? d.logo : '',
  }));
}

/**
 * The divisions the per-division settings (heads, logos, names, colours) accept, every division but the
 * leadership's: their display names by key, as the messages name each division.
 */
export async function settingsDivisions(strapi: Core.Strapi): Promise<Record<string, string>> {
  return Object.fromEntries(ledDivisions(await publicDivisions(strapi)).map((d) => [d.name, d.displayName]));
}

/**
 * Which division holds a position (names compared as the dashboard compares them), among the divisions `where`
 * finds (all by default): a position belongs to one division. `hold` counts a division being written among them.
 */
export async function positionHolders(strapi: Core.Strapi, where: Record<string, unknown> = {}) {
  const rows = (await strapi.db
    .query(DIVISION_UID)
    .findMany({ where, select: ['name', 'displayName', 'positions'] })) as DivisionRow[];
  const divisions = rows.map((d) => ({ ...d, positions: Array.isArray(d.positions) ? d.positions.map(String) : [] }));
  return {
    holderOf: (position: string) => divisions.find((d) => d.positions.some((p) => samePositionName(p, position))),
    hold: (division: { name?: unknown; displayName?: unknown; positions?: unknown }) => {
      const name = typeof division.name === 'string' ? division.name : '';
      const displayName = typeof division.displayName === 'string' ? division.displayName : name;
      const positions = Array.isArray(division.positions) ? division.positions.map(String) : [];
      divisions.push({ name, displayName, positions });
    },
  };
}

/** How many members (of any period) hold a position of the division, and how many users it is the division of. */
export async function divisionUsage(strapi: Core.Strapi, name: string): Promise<{ members: number; users: number }> {
  const divisions = await publicDivisions(strapi);
  const rows = (await strapi.db.query('api::organization.member').findMany({ select: ['position'] })) as Array<{
    position: string | null;
  }>;
  const members = rows.filter((m) => divisionOfPosition(m.position, divisions) === name).length;
  const users = await strapi.db.query('plugin::users-permissions.user').count({ where: { division: name } });
  return { members, users };
}
