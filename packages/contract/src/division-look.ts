import { LEADERSHIP_COLOR_KEY, type PublicDivision } from './divisions.js';

/**
 * How a division looks on the public site (the organisation chart and grid, the hero's leadership band, the chat
 * assistant's answers), from the content editor's Hero and Warna Divisi tabs, else the division's own.
 */
export interface DivisionLook {
  /** The name visitors see (Hero → Nama Divisi); the division's display name when none is set. */
  name: string;
  /** A CSS colour (Warna Divisi, else the division's own colour), or null for the default. */
  color: string | null;
  /** The division's logo URL (Hero → Logo Divisi, else the division's own logo), or null. */
  logo: string | null;
}

type LookDivision = Pick<PublicDivision, 'name' | 'displayName'> & Partial<Pick<PublicDivision, 'color' | 'logo'>>;
/** The public settings' maps, keyed by division (GET /api/settings). */
type LookSettings = { divisionNames?: unknown; divisionLogos?: unknown; divisionColors?: unknown } | undefined;

const entry = (map: unknown, key: string): string | null => {
  const value = map && typeof map === 'object' ? (map as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** A division's look: each of name, colour and logo from the settings when set, else the division's own. */
export const divisionLook = (settings: LookSettings, d: LookDivision): DivisionLook => ({
  name: entry(settings?.divisionNames, d.name) ?? d.displayName,
  color: entry(settings?.divisionColors, d.name) ?? entry(d, 'color'),
  logo: entry(settings?.divisionLogos, d.name) ?? entry(d, 'logo'),
});

/** The leadership's colour (Warna Divisi → Ketua & Wakil), or null for the default. */
export const leadershipColor = (settings: LookSettings): string | null =>
  entry(settings?.divisionColors, LEADERSHIP_COLOR_KEY);
