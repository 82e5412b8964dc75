/** Divisions: the key derived from the name, the colour (#RRGGBB) and the position picks. */

export const DEFAULT_DIVISION_COLOR = '#3B82F6';
export const DIVISION_NAME_REQUIRED = 'Division name cannot be empty.';
export const DIVISION_NAME_NO_LETTERS = 'Division name must contain letters or numbers.';
export const DIVISION_EXISTS = 'A division with this name already exists.';
export const COLOR_FORMAT = 'Colour must be in the form #RRGGBB.';

/** 'Public Relation' → 'public_relation' (the same rule as the server). */
export const divisionNameOf = (displayName: string) =>
  displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** The inline message for a new division's typed name, or null. */
export function newDivisionError(displayName: string, existingNames: readonly string[] = []): string | null {
  if (!displayName.trim()) return DIVISION_NAME_REQUIRED;
  const name = divisionNameOf(displayName);
  if (!name) return DIVISION_NAME_NO_LETTERS;
  if (existingNames.includes(name)) return DIVISION_EXISTS;
  return null;
}

export const isHexColor = (value: string) => /^#[0-9a-f]{6}$/i.test(value.trim());

/** Adds a position once (case-insensitively); blank names are ignored. */
export function addPositionOnce(positions: readonly string[], raw: string): string[] {
  const name = raw.trim();
  if (!name || positions.some((p) => p.toLowerCase() === name.toLowerCase())) return [...positions];
  return [...positions, name];
}

/** What the position picker offers: the unclaimed positions plus the division's own, minus those already picked. */
export function pickablePositions(
  available: readonly string[],
  current: readonly string[],
  picked: readonly string[],
): string[] {
  const taken = new Set(picked.map((p) => p.toLowerCase()));
  const seen = new Set<string>();
  return [...available, ...current]
    .filter((p) => {
      const key = p.toLowerCase();
      if (taken.has(key) || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.localeCompare(b, 'id'));
}
