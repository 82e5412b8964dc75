import { slugify } from '../../../../lib/slug';
import { DEFAULT_DIVISIONS } from '../../../../seed/default-divisions';
import { defaultSiteSettings } from '@hmti/contract';
import { DEMO_ARTICLES, DEMO_LIBRARY, DEMO_PERIODS, DEMO_POSITIONS, demoMembers } from '../../../../seed/demo-content';
import type { SiteData } from '../knowledge';

/** The seeded demo site as the knowledge loader sees it (articles numbered in seed order, as on a fresh database). */
export function seedSiteData(now = Date.parse('2026-01-01T00:00:00Z')): SiteData {
  return {
    settings: defaultSiteSettings(2026),
    articles: DEMO_ARTICLES.map((a, i) => ({
      id: i + 1,
      slug: slugify(a.title),
      title: a.title,
      excerpt: a.excerpt,
      content: a.sections.map(([h, ps]) => `<h2>${h}</h2>${ps.map((p) => `<p>${p}</p>`).join('')}`).join(''),
      tags: a.tags,
      publishedDate: new Date(now - a.daysAgo * 86_400_000).toISOString(),
    })),
    library: DEMO_LIBRARY.map((l, i) => ({
      id: i + 1,
      title: l.title,
      description: l.description,
      fullDescription: l.fullDescription,
    })),
    periods: [...DEMO_PERIODS].reverse(),
    positions: DEMO_PERIODS.flatMap((period) => DEMO_POSITIONS.map((name, i) => ({ period, name, order: i + 1 }))),
    members: DEMO_PERIODS.flatMap((period, p) =>
      demoMembers(p).map((m) => ({ name: m.name, position: m.position, period })),
    ),
    divisions: DEFAULT_DIVISIONS.map((d) => ({ name: d.name, displayName: d.displayName, description: d.description })),
  };
}
