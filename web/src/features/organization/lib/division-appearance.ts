import { LEADERSHIP_COLOR_KEY, ledDivisions, type PublicDivision } from '@hmti/contract';
import { BPH, OTHER_GROUP, type DivisionGroup } from './division-group';

/** How a group looks on the public structure section, from the content editor's Hero and Warna Divisi tabs. */
export interface DivisionLook {
  /** The name visitors see (Hero → Nama Divisi); the division's display name when none is set. */
  name: string;
  /** A CSS colour (Warna Divisi, else the division's own colour; 'Ketua & Wakil' for BPH), or null for the default. */
  color: string | null;
  /** The division's logo URL (Hero → Logo Divisi, else the division's own logo), or null. */
  logo: string | null;
}

type LookDivision = Pick<PublicDivision, 'name' | 'displayName'> & Partial<Pick<PublicDivision, 'color' | 'logo'>>;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

const DEFAULT_LOOK: DivisionLook = { name: OTHER_GROUP, color: null, logo: null };

/**
 * Every group's look from the public settings (divisionNames, divisionLogos, divisionColors, keyed by division) and
 * the divisions themselves; `lookOf` answers the default look for a group it does not know.
 */
export function divisionLooks(settings: Record<string, unknown> | undefined, divisions: readonly LookDivision[]) {
  const names = record(settings?.divisionNames);
  const logos = record(settings?.divisionLogos);
  const colors = record(settings?.divisionColors);
  const looks = new Map<DivisionGroup, DivisionLook>([
    [BPH, { name: 'BPH', color: text(colors[LEADERSHIP_COLOR_KEY]), logo: null }],
    [OTHER_GROUP, DEFAULT_LOOK],
  ]);
  for (const d of ledDivisions(divisions)) {
    looks.set(d.name, {
      name: text(names[d.name]) ?? d.displayName,
      color: text(colors[d.name]) ?? text(d.color),
      logo: text(logos[d.name]) ?? text(d.logo),
    });
  }
  return { lookOf: (group: DivisionGroup): DivisionLook => looks.get(group) ?? DEFAULT_LOOK };
}
