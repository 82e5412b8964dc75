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

/** The changed settings as PUT /api/settings takes them (`contentPayload`). */
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

/** A map's entry as it is sent: its texts trimmed. */
const trimmed = (entry: unknown): unknown =>
  typeof entry === 'string'
    ? entry.trim()
    : Object.fromEntries(Object.entries((entry ?? {}) as Record<string, string>).map(([k, v]) => [k, v.trim()]));

/**
 * The changed fields (`changedFields`) as PUT /api/settings takes them. Of a map (division heads, logos, names,
 * colours), only the entries this form changed, a cleared one as empty: the server lays the sent entries over the
 * stored ones, so an entry another editor saved meanwhile stays, and a cleared one is cleared.
 */
export function contentPayload(changed: Partial<ContentForm>, initial: ContentForm): ContentPayload {
  const payload: ContentPayload = {};
  for (const [key, value] of Object.entries(changed) as [keyof ContentForm, ContentForm[keyof ContentForm]][]) {
    if (typeof value !== 'object') {
      payload[key] = value;
      continue;
    }
    const before = initial[key] as Record<string, unknown>;
    payload[key] = Object.fromEntries(
      Object.entries(value)
        .map(([k, entry]) => [k, trimmed(entry)] as const)
        .filter(
          ([k, entry]) => JSON.stringify(entry) !== JSON.stringify(before[k] === undefined ? null : trimmed(before[k])),
        ),
    );
  }
  return payload;
}
