import { COLOR_KEYS, DIVISION_KEYS, type ColorKey, type DivisionKey } from './divisions';

export interface DivisionHead {
  name: string;
  photo: string;
}

/** Every setting the content editor changes. */
export interface ContentForm {
  aboutUs: string;
  visionMission: string;
  logoUrl: string;
  chairpersonPhoto: string;
  chairpersonName: string;
  chairpersonTitle: string;
  viceChairpersonPhoto: string;
  viceChairpersonName: string;
  viceChairpersonTitle: string;
  divisionHeads: Record<DivisionKey, DivisionHead>;
  divisionLogos: Record<DivisionKey, string>;
  divisionNames: Record<DivisionKey, string>;
  divisionColors: Record<ColorKey, string>;
}

/** The changed settings; maps are sent whole but without empty entries. */
export type ContentPayload = Partial<Record<keyof ContentForm, unknown>>;

export const DEFAULT_CHAIRPERSON_TITLE = 'Ketua Himpunan';
export const DEFAULT_VICE_CHAIRPERSON_TITLE = 'Wakil Ketua';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function perKey<K extends string, V>(keys: readonly K[], read: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<K, V>;
}

/** The editor's starting values from the site settings (missing pieces become empty text). */
export function contentFormFrom(settings: Record<string, unknown>): ContentForm {
  const heads = record(settings.divisionHeads);
  const logos = record(settings.divisionLogos);
  const names = record(settings.divisionNames);
  const colors = record(settings.divisionColors);
  return {
    aboutUs: text(settings.aboutUs),
    visionMission: text(settings.visionMission),
    logoUrl: text(settings.logoUrl),
    chairpersonPhoto: text(settings.chairpersonPhoto),
    chairpersonName: text(settings.chairpersonName),
    chairpersonTitle: text(settings.chairpersonTitle) || DEFAULT_CHAIRPERSON_TITLE,
    viceChairpersonPhoto: text(settings.viceChairpersonPhoto),
    viceChairpersonName: text(settings.viceChairpersonName),
    viceChairpersonTitle: text(settings.viceChairpersonTitle) || DEFAULT_VICE_CHAIRPERSON_TITLE,
    divisionHeads: perKey(DIVISION_KEYS, (key) => ({
      name: text(record(heads[key]).name),
      photo: text(record(heads[key]).photo),
    })),
    divisionLogos: perKey(DIVISION_KEYS, (key) => text(logos[key])),
    divisionNames: perKey(DIVISION_KEYS, (key) => text(names[key])),
    divisionColors: perKey(COLOR_KEYS, (key) => text(colors[key])),
  };
}

/** A map as it is stored: entries without any value are left out. */
function compactMap(key: keyof ContentForm, value: ContentForm[keyof ContentForm]): unknown {
  if (key === 'divisionHeads') {
    const heads = value as ContentForm['divisionHeads'];
    return Object.fromEntries(
      Object.entries(heads)
        .map(([k, h]) => [k, { name: h.name.trim(), photo: h.photo.trim() }] as const)
        .filter(([, h]) => h.name || h.photo),
    );
  }
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, string>)
        .map(([k, v]) => [k, v.trim()] as const)
        .filter(([, v]) => v),
    );
  }
  return value;
}

/** Only the settings that differ from where the editor started (PUT /api/settings takes just those). */
export function changedContent(initial: ContentForm, current: ContentForm): ContentPayload {
  const payload: ContentPayload = {};
  for (const key of Object.keys(current) as (keyof ContentForm)[]) {
    if (JSON.stringify(initial[key]) === JSON.stringify(current[key])) continue;
    payload[key] = compactMap(key, current[key]);
  }
  return payload;
}
