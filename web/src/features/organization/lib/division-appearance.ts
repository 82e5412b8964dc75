import { BPH, DIVISIONS, OTHER_GROUP, type DivisionGroup } from './division-group';

/** How a group looks on the public structure section, from the content editor's Hero and Warna Divisi tabs. */
export interface DivisionLook {
  /** The name visitors see (Hero → Nama Divisi); the group itself when none is set. */
  name: string;
  /** A CSS colour (Warna Divisi; 'Ketua & Wakil' for BPH), or null for the default look. */
  color: string | null;
  /** The division's logo URL (Hero → Logo Divisi), or null. */
  logo: string | null;
}

/** The settings keys of the six divisions, in the order of DIVISIONS. */
const SETTINGS_KEYS = ['senor', 'public_relation', 'religius', 'technopreneurship', 'medinfo', 'intelektual'] as const;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Every group's look from the public settings (divisionNames, divisionLogos, divisionColors). */
export function divisionLooks(settings: Record<string, unknown> | undefined): Record<DivisionGroup, DivisionLook> {
  const names = record(settings?.divisionNames);
  const logos = record(settings?.divisionLogos);
  const colors = record(settings?.divisionColors);
  const looks = {
    [BPH]: { name: BPH, color: text(colors.leadership), logo: null },
    [OTHER_GROUP]: { name: OTHER_GROUP, color: null, logo: null },
  } as Record<DivisionGroup, DivisionLook>;
  DIVISIONS.forEach((division, i) => {
    const key = SETTINGS_KEYS[i];
    looks[division] = { name: text(names[key]) ?? division, color: text(colors[key]), logo: text(logos[key]) };
  });
  return looks;
}
