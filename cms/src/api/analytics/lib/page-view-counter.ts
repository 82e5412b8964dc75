import { matchPage, PAGE_ROUTES } from '@hmti/contract';
import { articleRef, dayIn, deviceOf, visitorKeyOfTheDay } from './visit';

type CountKind = 'site' | 'page' | 'article' | 'referrer' | 'device';

export interface CountRow {
  day: string;
  kind: CountKind;
  key: string;
  views: number;
  visitors: number;
}

export interface PageView {
  path: string;
  ip: string;
  userAgent: string;
  referrerHost: string;
  /** When, in milliseconds since 1970 (Date.now()). */
  at: number;
}

type Count = Pick<CountRow, 'views' | 'visitors'>;

/** One day's counts, by kind and key: a view adds to existing counters and makes no new object once its keys are known. */
class DayCounts {
  readonly byKind: Record<CountKind, Map<string, Count>> = {
    site: new Map(),
    page: new Map(),
    article: new Map(),
    referrer: new Map(),
    device: new Map(),
  };

  add(kind: CountKind, key: string, views: number, visitors: number): void {
    const counts = this.byKind[kind];
    let count = counts.get(key);
    if (!count) counts.set(key, (count = { views: 0, visitors: 0 }));
    count.views += views;
    count.visitors += visitors;
  }

  rows(day: string): CountRow[] {
    return (Object.entries(this.byKind) as Array<[CountKind, Map<string, Count>]>).flatMap(([kind, counts]) =>
      [...counts].map(([key, count]) => ({ day, kind, key, ...count })),
    );
  }
}

/** Beyond this many visitors in one day, later ones still count as views but no longer as new visitors. */
const MAX_VISITORS_PER_DAY = 500_000;
/** The referrer key of the views from the referring sites beyond a day's limit, counted together. */
export const OTHER_REFERRERS = '(lainnya)';

/** A page's row: the kind of page (its route, `/artikel/:id/:slug`), never the address asked for. */
const pageOf = (path: string): string => {
  const page = matchPage(path);
  return page ? PAGE_ROUTES[page].path : '';
};
const MINUTE_MS = 60_000;

/**
 * Counts page views in memory, aggregated per day, until `drain` hands the totals to the database. A visitor is
 * recognised within one day by a keyed hash of address and browser; the keys and the hashes are dropped when the day
 * changes, so no visitor can be followed across days and no address is kept.
 */
export class PageViewCounter {
  private pending = new Map<string, DayCounts>();
  private seen = new Set<number>();
  private referrers = new Set<string>();
  private visitorKey = visitorKeyOfTheDay();
  private dayMinute = -1;
  private day = '';
  private today = new DayCounts();

  /** `maxReferrersPerDay`: referring sites counted one by one per day; later ones that day count as OTHER_REFERRERS. */
  constructor(
    private readonly timeZone: string,
    private readonly maxReferrersPerDay = 100,
  ) {}

  record(view: PageView): void {
    // Days change on a minute boundary in every time zone: the day is looked up once a minute (and after a drain).
    const minute = Math.floor(view.at / MINUTE_MS);
    if (minute !== this.dayMinute) this.turnTo(minute);
    const visitor = this.visitorKey(view.ip, view.userAgent);
    const isNew = !this.seen.has(visitor) && this.seen.size < MAX_VISITORS_PER_DAY;
    if (isNew) this.seen.add(visitor);
    const visitors = isNew ? 1 : 0;
    const today = this.today;
    today.add('site', '', 1, visitors);
    today.add('page', pageOf(view.path), 1, visitors);
    const article = articleRef(view.path);
    if (article) today.add('article', article, 1, visitors);
    today.add('referrer', this.referrerKey(view.referrerHost), 1, visitors);
    today.add('device', deviceOf(view.userAgent), 1, visitors);
  }

  /** The totals counted since the last drain (and forgets them). */
  drain(): CountRow[] {
    const rows = [...this.pending].flatMap(([day, counts]) => counts.rows(day));
    this.pending = new Map();
    this.dayMinute = -1;
    return rows;
  }

  /** Puts totals back after a failed write, so a database hiccup loses nothing. */
  restore(rows: CountRow[]): void {
    for (const row of rows) this.countsOf(row.day).add(row.kind, row.key, row.views, row.visitors);
  }

  /** The referring site's own row while the day has room for another, else the row of the others. */
  private referrerKey(host: string): string {
    if (!host || this.referrers.has(host)) return host;
    if (this.referrers.size >= this.maxReferrersPerDay) return OTHER_REFERRERS;
    this.referrers.add(host);
    return host;
  }

  private turnTo(minute: number): void {
    this.dayMinute = minute;
    const day = dayIn(this.timeZone, new Date(minute * MINUTE_MS));
    if (day !== this.day) {
      this.day = day;
      this.seen = new Set();
      this.referrers = new Set();
      this.visitorKey = visitorKeyOfTheDay();
    }
    this.today = this.countsOf(this.day);
  }

  private countsOf(day: string): DayCounts {
    let counts = this.pending.get(day);
    if (!counts) this.pending.set(day, (counts = new DayCounts()));
    return counts;
  }
}
