import { LEADERSHIP_COLOR_KEY, ledDivisions, type PublicDivision } from '@hmti/contract';

/** The people the content editor's Hero tab names, as the landing page's hero shows them. */
export interface Leader {
  role: string;
  name: string;
  photo: string | null;
}

export interface DivisionLead {
  key: string;
  division: string;
  name: string | null;
  photo: string | null;
  logo: string | null;
  color: string | null;
}

export interface HeroLeadership {
  leaders: Leader[];
  leadershipColor: string | null;
  divisions: DivisionLead[];
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Chair and vice chair (each shown once a name or photo is set) and the divisions whose head has a name or photo,
 * with the division's own name, logo and colour, in the divisions' order (only divisions that exist). Empty when the
 * Hero tab names nobody.
 */
export function heroLeadership(
  settings: Record<string, unknown> | undefined,
  divisionList: readonly Pick<PublicDivision, 'name' | 'displayName'>[],
): HeroLeadership {
  const s = settings ?? {};
  const leaders: Leader[] = [];
  for (const [prefix, fallbackRole] of [
    ['chairperson', 'Ketua Himpunan'],
    ['viceChairperson', 'Wakil Ketua'],
  ] as const) {
    const name = text(s[`${prefix}Name`]);
    const photo = text(s[`${prefix}Photo`]);
    if (name || photo) leaders.push({ role: text(s[`${prefix}Title`]) ?? fallbackRole, name: name ?? '', photo });
  }
  const heads = record(s.divisionHeads);
  const names = record(s.divisionNames);
  const logos = record(s.divisionLogos);
  const colors = record(s.divisionColors);
  const divisions = ledDivisions(divisionList).flatMap(({ name: key, displayName: label }) => {
    const head = record(heads[key]);
    const name = text(head.name);
    const photo = text(head.photo);
    if (!name && !photo) return [];
    return [
      { key, division: text(names[key]) ?? label, name, photo, logo: text(logos[key]), color: text(colors[key]) },
    ];
  });
  return { leaders, leadershipColor: text(colors[LEADERSHIP_COLOR_KEY]), divisions };
}
