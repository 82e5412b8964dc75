/** Demo content a visitor can enjoy on a fresh install. Images come from cms/seed-assets. */
import { ledDivisions } from '@hmti/contract';
import { DEFAULT_DIVISIONS } from './default-divisions';
import data from './demo-content.json';

interface DemoArticle {
  title: string;
  excerpt: string;
  tags: string[];
  sections: Array<[heading: string, paragraphs: string[]]>;
  daysAgo: number;
}

/** The demo's articles (each section a heading and its paragraphs), library, periods and people's names. */
const demo = data as {
  articles: DemoArticle[];
  library: Array<{
    title: string;
    description: string;
    fullDescription: string;
    type: 'photo';
    images: number[];
    daysAgo: number;
  }>;
  periods: string[];
  firstNames: string[];
  lastNames: string[];
};
export const DEMO_ARTICLES = demo.articles;
export const DEMO_LIBRARY = demo.library;
export const DEMO_PERIODS = demo.periods;
/** The people's names of the demo and the large seed. */
export const FIRST_NAMES = demo.firstNames;
export const LAST_NAMES = demo.lastNames;

/** The chair's and vice chair's posts, then every seeded division's (BPH's secretaries and treasurers first). */
export const DEMO_POSITIONS: string[] = [
  'Ketua Himpunan',
  'Wakil Ketua Himpunan',
  ...DEFAULT_DIVISIONS.flatMap((d) => d.positions),
];

/** Board members of one period: every leadership post once, each division a head and two members. */
export function demoMembers(periodIndex: number): Array<{ name: string; position: string; avatar: number }> {
  const slots = [
    ...DEMO_POSITIONS.slice(0, 6),
    ...ledDivisions(DEFAULT_DIVISIONS).flatMap(({ positions: [head, member] }) => [head, member, member]),
  ];
  return slots.map((position, i) => {
    const k = (i + periodIndex * 7) % FIRST_NAMES.length;
    // Once the first names run out they start over with another last name: nobody holds two posts in a period.
    const round = Math.floor((i + periodIndex * 7) / FIRST_NAMES.length);
    const last = LAST_NAMES[(k * 5 + periodIndex + round) % LAST_NAMES.length];
    return { name: `${FIRST_NAMES[k]} ${last}`, position, avatar: (i % 12) + 1 };
  });
}
