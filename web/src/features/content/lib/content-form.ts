import type { SiteSettings } from '@hmti/contract';
import type { DivisionOption } from '@/lib/divisions';
import { colorRows } from './divisions';

/** Every setting the content editor changes; in the division maps every division that exists has an entry. */
export type ContentForm = Pick<
  SiteSettings,
  | 'aboutUs'
  | 'visionMission'
  | 'logoUrl'
  | 'chairpersonPhoto'
  | 'chairpersonName'
  | 'chairpersonTitle'
  | 'viceChairpersonPhoto'
  | 'viceChairpersonName'
  | 'viceChairpersonTitle'
  | 'divisionHeads'
  | 'divisionLogos'
  | 'divisionNames'
  | 'divisionColors'
>;

/** Sets one field of the form: to a value, or by a change of its latest value (an upload that ends after other edits). */
export type UpdateContent = <K extends keyof ContentForm>(
  key: K,
  value: ContentForm[K] | ((now: ContentForm[K]) => ContentForm[K]),
) => void;

/** The changed settings; maps are sent whole but without empty entries. */
export type ContentPayload = Partial<Record<keyof ContentForm, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const perKey = <V>(keys: readonly string[], read: (key: string) => V): Record<string, V> =>
  Object.fromEntries(keys.map((key) => [key, read(key)]));

/** The editor's starting values: missing pieces as empty text, entries of divisions that no longer exist left out. */
export function contentFormFrom(settings: Record<string, unknown>, divisions: readonly DivisionOption[]): ContentForm {
  const divisionKeys = divisions.map((d) => d.value);
  const colorKeys = colorRows(divisions).map((d) => d.value);
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
    chairpersonTitle: text(settings.chairpersonTitle) || 'Ketua Himpunan',
    viceChairpersonPhoto: text(settings.viceChairpersonPhoto),
    viceChairpersonName: text(settings.viceChairpersonName),
    viceChairpersonTitle: text(settings.viceChairpersonTitle) || 'Wakil Ketua',
    divisionHeads: perKey(divisionKeys, (key) => ({
      name: text(record(heads[key]).name),
      photo: text(record(heads[key]).photo),
    })),
    divisionLogos: perKey(divisionKeys, (key) => text(logos[key])),
    divisionNames: perKey(divisionKeys, (key) => text(names[key])),
    divisionColors: perKey(colorKeys, (key) => text(colors[key])),
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

/** The changed fields (`changedFields`) as PUT /api/settings takes them. */
export function contentPayload(changed: Partial<ContentForm>): ContentPayload {
  const payload: ContentPayload = {};
  for (const [key, value] of Object.entries(changed) as [keyof ContentForm, ContentForm[keyof ContentForm]][])
    payload[key] = compactMap(key, value);
  return payload;
}
