/** Divisions in the admin forms: a new name's inline check and the position picks (the rules are in the contract). */
import { checkInput, DIVISION_EXISTS, newDivisionSchema } from '@hmti/contract';

/** The inline message for a new division's typed name, or null. */
export function newDivisionError(displayName: string, existingNames: readonly string[] = []): string | null {
  const division = checkInput(newDivisionSchema, { displayName });
  if (!division.ok) return division.message;
  return existingNames.includes(division.data.name) ? DIVISION_EXISTS : null;
}

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
  return [...available, ...current]
    .filter((p) => {
      const key = p.toLowerCase();
      if (taken.has(key)) return false;
      taken.add(key);
      return true;
    })
    .sort((a, b) => a.localeCompare(b, 'id'));
}
