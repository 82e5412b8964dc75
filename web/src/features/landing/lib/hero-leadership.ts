import {
  divisionLook,
  leadershipColor,
  type CurrentLeaders,
  type LeaderPerson,
  type ResponsiveImage,
} from '@hmti/contract';

/** A name and photo of the band; `imageSet`: the chart's uploaded photo in its widths (none for a Hero-tab photo). */
interface Person {
  name: string | null;
  photo: string | null;
  imageSet: ResponsiveImage | null;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A name without case, spaces or punctuation: 'Dewi  Setiawan' and 'dewi setiawan.' are one name. */
const nameKey = (name: string) => name.toLocaleLowerCase('id').replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A name and photo: each from the Hero tab when it sets one, otherwise the chart's person's — the chart's photo only
 * when the name is the chart's person's too (a Hero-tab name of someone else must not get that person's face).
 */
function personOf(name: unknown, photo: unknown, chart: LeaderPerson | null | undefined): Person {
  const ownName = text(name);
  const ownPhoto = text(photo);
  const chartName = text(chart?.name);
  const chartPerson = ownName === null || (chartName !== null && nameKey(ownName) === nameKey(chartName));
  return {
    name: ownName ?? chartName,
    photo: ownPhoto ?? (chartPerson ? text(chart?.photo) : null),
    imageSet: ownPhoto || !chartPerson ? null : (chart?.imageSet ?? null),
  };
}

/**
 * The band under the hero: chair and vice chair, then each division's head with the division's name, logo and
 * colour as the organisation chart shows them, in the divisions' order. Who they are comes from the organisation
 * chart of the current period (the settings' `currentLeaders`, derived by the server); a name or photo set in the
 * content editor's Hero tab is shown instead. A seat nobody fills, in the chart or the Hero tab, is left out; empty
 * when nobody is named at all.
 */
export function heroLeadership(settings: Record<string, unknown> | undefined) {
  const s = settings ?? {};
  const chart = record(s.currentLeaders) as Partial<CurrentLeaders>;
  const leaders: (Person & { role: string; name: string })[] = [];
  for (const [prefix, fallbackRole, seat] of [
    ['chairperson', 'Ketua Himpunan', chart.chairperson],
    ['viceChairperson', 'Wakil Ketua', chart.viceChairperson],
  ] as const) {
    const person = personOf(s[`${prefix}Name`], s[`${prefix}Photo`], seat);
    if (person.name || person.photo)
      leaders.push({ role: text(s[`${prefix}Title`]) ?? fallbackRole, ...person, name: person.name ?? '' });
  }
  const heads = record(s.divisionHeads);
  const divisions = (Array.isArray(chart.divisions) ? chart.divisions : []).flatMap(({ key, head, ...division }) => {
    const own = record(heads[key]);
    const person = personOf(own.name, own.photo, head);
    if (!person.name && !person.photo) return [];
    const { name, color, logo } = divisionLook(s, { name: key, ...division });
    return [{ key, division: name, ...person, logo, color }];
  });
  return { leaders, leadershipColor: leadershipColor(s), divisions };
}
