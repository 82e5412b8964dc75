/**
 * Divisions are data (the division content type); these are the rules both sides apply to them: which division a
 * member's position belongs to, and which divisions the per-division settings and the division head role use.
 */

/** The division of the association's leadership (chair, vice chair, secretaries, treasurers): the chart's fixed rows. */
export const LEADERSHIP_DIVISION = 'bph';
/** The key of the leadership's colour ('Ketua & Wakil') in the settings' divisionColors. */
export const LEADERSHIP_COLOR_KEY = 'leadership';
/** The role that leads one division; only it is given a division. */
export const DIVISION_HEAD_ROLE = 'division_head';
/** The longest division key (a user's division and the settings maps' keys hold it). */
export const DIVISION_KEY_MAX = 100;
/** What a division key looks like: lowercase letters, digits and underscores. */
export const DIVISION_KEY_PATTERN = new RegExp(`^[a-z0-9_]{1,${DIVISION_KEY_MAX}}$`);

/** Positions whose text contains one of these belong to the leadership, whatever the divisions say. */
const LEADERSHIP_POSTS = ['Ketua Himpunan', 'Wakil Ketua Himpunan', 'Sekretaris Himpunan', 'Bendahara Himpunan'];

/** A division as GET /api/organization/divisions lists it (in the order the divisions are kept). */
export interface PublicDivision {
  /** lowercase_underscored key, also the key of its entries in the settings maps */
  name: string;
  displayName: string;
  /** Position names the division claims (Divisions tab → positions). */
  positions: string[];
  /** #RRGGBB */
  color: string;
  logo: string;
}

type DivisionRef = Pick<PublicDivision, 'name' | 'displayName'> & { positions?: readonly string[] | null };

/** A position's text as positions are compared: trimmed, inner spaces collapsed, lower case. */
export const normalizePosition = (text: string | null | undefined) =>
  (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
/** Whether the words of `phrase` appear in `text` one after another ('divisi medinfo' in 'anggota divisi medinfo'). */
const containsWords = (text: string, phrase: string) => {
  const [words, wanted] = [wordsOf(text), wordsOf(phrase)];
  return wanted.length > 0 && words.some((_, i) => wanted.every((w, j) => words[i + j] === w));
};

/**
 * The key of the division a position belongs to, or null (the group 'Lainnya'). In this order: the leadership posts;
 * a division that lists the position; the first division (in the given order) whose display name the position
 * contains as whole words, so 'Anggota Divisi Medinfo' belongs to Medinfo.
 */
export function divisionOfPosition(
  position: string | null | undefined,
  divisions: readonly DivisionRef[],
): string | null {
  const text = normalizePosition(position);
  if (!text) return null;
  if (LEADERSHIP_POSTS.some((post) => text.includes(post.toLowerCase()))) return LEADERSHIP_DIVISION;
  const claimed = divisions.find((d) => (d.positions ?? []).some((p) => normalizePosition(p) === text));
  if (claimed) return claimed.name;
  return divisions.find((d) => containsWords(text, normalizePosition(d.displayName)))?.name ?? null;
}

/** The divisions whose heads lead a group below the leadership: every division but the leadership's. */
export const ledDivisions = <T extends Pick<PublicDivision, 'name'>>(divisions: readonly T[]): T[] =>
  divisions.filter((d) => d.name !== LEADERSHIP_DIVISION);
