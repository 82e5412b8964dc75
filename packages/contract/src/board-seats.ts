import { divisionOfPosition, ledDivisions, normalizePosition, type PublicDivision } from './divisions.js';
import type { ResponsiveImage } from './responsive-image.js';

/**
 * Who holds which seat of the organisation chart: the leadership's fixed posts, each division's head, the
 * division's other members, and everyone the chart has no seat for. The chart lays these out; the hero's
 * leadership band names the chair, vice chair and heads of the current period from the same seating, so the
 * two can never name different people.
 */

/** A period's position list entry (GET /api/organization/positions/{period}); order is 1-based. */
export interface PositionOrder {
  name: string;
  order: number;
}

/** Members ordered by their position's order in the period; unlisted positions last; ties keep their order. */
export function sortMembersByPositions<T extends { position: string }>(
  members: readonly T[],
  positions: readonly PositionOrder[] = [],
): T[] {
  const orderOf = new Map<string, number>();
  for (const p of positions) {
    const key = normalizePosition(p.name);
    if (!orderOf.has(key)) orderOf.set(key, p.order);
  }
  const rank = (m: T) => orderOf.get(normalizePosition(m.position)) ?? 999;
  return [...members].sort((a, b) => rank(a) - rank(b));
}

/** The leadership's posts the chart has a fixed place for, by their normalised text. */
export const FIXED_POSTS = [
  'ketua himpunan',
  'wakil ketua himpunan',
  'sekretaris himpunan 1',
  'bendahara himpunan 1',
  'sekretaris himpunan 2',
  'bendahara himpunan 2',
] as const;
export type FixedPost = (typeof FIXED_POSTS)[number];
export const CHAIR_POST: FixedPost = 'ketua himpunan';
export const VICE_CHAIR_POST: FixedPost = 'wakil ketua himpunan';

/** Without a number, a secretary or treasurer takes the first post. */
const POST_ALIASES: ReadonlyMap<string, FixedPost> = new Map([
  ['sekretaris himpunan', 'sekretaris himpunan 1'],
  ['bendahara himpunan', 'bendahara himpunan 1'],
]);
const fixedPostOf = (key: string): FixedPost | undefined =>
  POST_ALIASES.get(key) ?? (FIXED_POSTS as readonly string[]).find((post): post is FixedPost => post === key);

/** A division's head holds the post whose name starts with 'Ketua' ('Ketua Divisi X'). */
const isHeadPost = (key: string) => /^ketua\b/.test(key);

interface BoardSeating<T> {
  /** Each fixed post's holder: the first member holding it in position order. */
  posts: Map<FixedPost, T>;
  /** Each division's head by division key (divisions below the leadership only). */
  heads: Map<string, T>;
  /** Each division's other members by division key, in position order. */
  members: Map<string, T[]>;
  /** Members without a seat: other positions, and a post or head seat held a second time. */
  extras: T[];
}

/** Seats the members of one period (in the order of the period's positions; first come, first seated). */
export function seatMembers<T extends { position: string }>(
  members: readonly T[],
  positions: readonly PositionOrder[] | undefined,
  divisions: readonly Pick<PublicDivision, 'name' | 'displayName' | 'positions'>[],
): BoardSeating<T> {
  const led = new Set(ledDivisions(divisions).map((d) => d.name));
  const seating: BoardSeating<T> = { posts: new Map(), heads: new Map(), members: new Map(), extras: [] };
  for (const m of sortMembersByPositions(members, positions)) {
    const key = normalizePosition(m.position);
    const post = fixedPostOf(key);
    const division = post ? null : divisionOfPosition(m.position, divisions);
    if (post && !seating.posts.has(post)) seating.posts.set(post, m);
    else if (!division || !led.has(division)) seating.extras.push(m);
    else if (!isHeadPost(key)) seating.members.set(division, [...(seating.members.get(division) ?? []), m]);
    else if (!seating.heads.has(division)) seating.heads.set(division, m);
    else seating.extras.push(m);
  }
  return seating;
}

/** A person of the current leadership as the settings' public answer names them (from the organisation chart). */
export interface LeaderPerson {
  name: string;
  photo: string | null;
  /** The uploaded photo's widths for srcset; null for a linked photo or none. */
  imageSet: ResponsiveImage | null;
}

/**
 * GET /api/settings' `currentLeaders`: the chart's chair, vice chair and division heads of the current period
 * (the newest with members), each division below the leadership listed in the divisions' order, led or not, with its
 * own colour and logo. The hero's leadership band shows these wherever the content editor's Hero tab leaves a field
 * empty, and a head without photo in the division's logo or colour, as the organisation chart frames them.
 */
export interface CurrentLeaders {
  period: string | null;
  chairperson: LeaderPerson | null;
  viceChairperson: LeaderPerson | null;
  divisions: Array<Pick<PublicDivision, 'displayName' | 'color' | 'logo'> & { key: string; head: LeaderPerson | null }>;
}
