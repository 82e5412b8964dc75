import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';
import { labelled, REASON } from './input-check.js';

/** The bell's "seen up to" mark (PUT /api/dashboard/notifications/seen): the id of the newest activity seen. */
export const notificationsSeenSchema = labelled(
  z.object({ lastSeenId: z.number().int(REASON.wholeNumber).min(0) }),
  FIELD_LABELS.notificationsSeen,
);

/** An activity a client logs (POST /api/dashboard/log-activity): its type, action and texts, cut to their limits. */
export const ACTIVITY_TYPES = ['article', 'library', 'organization', 'content', 'settings', 'user'] as const;
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'publish', 'unpublish', 'submit', 'withdraw'] as const;

/** Text trimmed and cut to `max` characters; blank or not text is absent. */
const shortText = (max: number) =>
  z
    .unknown()
    .transform((v) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined))
    .optional();

export const activityInputSchema = labelled(
  z.object({
    type: z.enum(ACTIVITY_TYPES),
    action: z.enum(ACTIVITY_ACTIONS),
    title: z
      .unknown()
      .transform((v) => (typeof v === 'string' ? v.trim().slice(0, 300) : ''))
      .pipe(z.string().min(1)),
    description: shortText(2000),
    entityId: z
      .unknown()
      .transform((v) => (typeof v === 'number' ? String(v) : v))
      .pipe(shortText(100))
      .optional(),
    entityTitle: shortText(300),
  }),
  FIELD_LABELS.activity,
);

/**
 * GET /api/dashboard/stats: what staff manage, each with the part the public site counts, so the dashboard can say
 * which number it shows — every article (drafts included) and the published ones the landing page counts; every
 * media item and the published ones; the members of the current period (the newest one with members, as on the
 * landing page) and of every period.
 */
export interface DashboardStats {
  totalArticles: number;
  publishedArticles: number;
  totalMediaItems: number;
  publishedMediaItems: number;
  totalMembers: number;
  /** 'YYYY-YYYY', or null while no period has members. */
  currentPeriod: string | null;
  currentPeriodMembers: number;
}

/** The landing's public counts (GET /api/stats): published articles and library items, the current period's members. */
export interface SiteStats {
  articles: number;
  libraryItems: number;
  organizationMembers: number;
}

/** The ranges Analytics offers, in days (GET /api/analytics/overview?days=; anything else reads as 30). */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** GET /api/analytics/overview: page views of the range, per day in the site's time zone, and what was read most. */
export interface AnalyticsOverview {
  range: AnalyticsRange;
  timeZone: string;
  totals: { views: number; visitors: number };
  series: Array<{ date: string; views: number; visitors: number }>;
  topArticles: Array<{ id: number; slug: string; title: string; views: number }>;
  referrers: Array<{ host: string; views: number }>;
  devices: Array<{ device: string; views: number; visitors: number }>;
}
