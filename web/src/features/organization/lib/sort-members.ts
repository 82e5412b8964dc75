import type { OrgMember, PositionOrder } from '../types';

/** Order of a position that the period's position list does not name. */
export const UNLISTED_POSITION_ORDER = 999;

export const normalizePosition = (position: string | null | undefined) =>
  (position ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Members ordered by their position's order in the period; unlisted positions last; ties keep their order. */
export function sortMembersByPositions<T extends Pick<OrgMember, 'position'>>(
  members: readonly T[],
  positions: readonly PositionOrder[] = [],
): T[] {
  const orderOf = new Map<string, number>();
  for (const p of positions) {
    const key = normalizePosition(p.name);
    if (!orderOf.has(key)) orderOf.set(key, p.order);
  }
  const rank = (m: T) => orderOf.get(normalizePosition(m.position)) ?? UNLISTED_POSITION_ORDER;
  return [...members].sort((a, b) => rank(a) - rank(b));
}
