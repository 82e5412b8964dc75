import crypto from 'node:crypto';
import { articleRef, dayIn, deviceOf, visitorHash } from './visit';

export type CountKind = 'site' | 'page' | 'article' | 'referrer' | 'device';

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
  at: Date;
}

/** Beyond this many visitors in one day, later ones still count as views but no longer as new visitors. */
const MAX_VISITORS_PER_DAY = 500_000;

/**
 * Counts page views in memory, aggregated per day, until `drain` hands the totals to the database. A visitor is
 * recognised within one day by a salted hash of address and browser; the salt and the hashes are dropped when the day
 * changes, so no visitor can be followed across days and no address is kept.
 */
export class PageViewCounter {
  private pending = new Map<string, CountRow>();
  private seen = new Set<string>();
  private seenDay = '';
  private salt = crypto.randomBytes(32).toString('base64');
  private dayMinute = -1;
  private day = '';

  constructor(private readonly timeZone: string) {}

  record(view: PageView): void {
    // Days change on a minute boundary in every time zone: the day is looked up once a minute.
    const minute = Math.floor(view.at.getTime() / 60_000);
    if (minute !== this.dayMinute) {
      this.dayMinute = minute;
      this.day = dayIn(this.timeZone, view.at);
    }
    const day = this.day;
    if (day !== this.seenDay) {
      this.seenDay = day;
      this.seen = new Set();
      this.salt = crypto.randomBytes(32).toString('base64');
    }
    const hash = visitorHash(this.salt, view.ip, view.userAgent);
    const isNew = !this.seen.has(hash) && this.seen.size < MAX_VISITORS_PER_DAY;
    if (isNew) this.seen.add(hash);
    const visitor = isNew ? 1 : 0;
    this.add(day, 'site', '', visitor);
    this.add(day, 'page', view.path.slice(0, 200), visitor);
    const article = articleRef(view.path);
    if (article) this.add(day, 'article', article, visitor);
    this.add(day, 'referrer', view.referrerHost, visitor);
    this.add(day, 'device', deviceOf(view.userAgent), visitor);
  }

  /** The totals counted since the last drain (and forgets them). */
  drain(): CountRow[] {
    const rows = [...this.pending.values()];
    this.pending = new Map();
    return rows;
  }

  /** Puts totals back after a failed write, so a database hiccup loses nothing. */
  restore(rows: CountRow[]): void {
    for (const row of rows) {
      const key = `${row.day}\0${row.kind}\0${row.key}`;
      const current = this.pending.get(key);
      if (current) {
        current.views += row.views;
        current.visitors += row.visitors;
      } else this.pending.set(key, { ...row });
    }
  }

  private add(day: string, kind: CountKind, key: string, visitor: number): void {
    const id = `${day}\0${kind}\0${key}`;
    const current = this.pending.get(id);
    if (current) {
      current.views += 1;
      current.visitors += visitor;
    } else this.pending.set(id, { day, kind, key, views: 1, visitors: visitor });
  }
}
