import { z } from 'zod';

/** The bell's "seen up to" mark (PUT /api/dashboard/notifications/seen): the id of the newest activity seen. */
export const LAST_SEEN_INVALID = 'lastSeenId must be a non-negative integer';

export const notificationsSeenSchema = z.object({
  lastSeenId: z.number(LAST_SEEN_INVALID).int(LAST_SEEN_INVALID).min(0, LAST_SEEN_INVALID),
});

/** An activity a client logs (POST /api/dashboard/log-activity): its type, action and texts, cut to their limits. */
export const ACTIVITY_TYPES = ['article', 'library', 'organization', 'content', 'settings', 'user'] as const;
export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'publish', 'unpublish'] as const;
export const ACTIVITY_TYPE_INVALID = `type must be one of: ${ACTIVITY_TYPES.join(', ')}`;
export const ACTIVITY_ACTION_INVALID = `action must be one of: ${ACTIVITY_ACTIONS.join(', ')}`;
export const ACTIVITY_TITLE_REQUIRED = 'title is required';

/** Text trimmed and cut to `max` characters; blank or not text is absent. */
const shortText = (max: number) =>
  z
    .unknown()
    .transform((v) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined))
    .optional();

export const activityInputSchema = z.object({
  type: z.enum(ACTIVITY_TYPES, ACTIVITY_TYPE_INVALID),
  action: z.enum(ACTIVITY_ACTIONS, ACTIVITY_ACTION_INVALID),
  title: z
    .unknown()
    .transform((v) => (typeof v === 'string' ? v.trim().slice(0, 300) : ''))
    .pipe(z.string().min(1, ACTIVITY_TITLE_REQUIRED)),
  description: shortText(2000),
  entityId: z
    .unknown()
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .pipe(shortText(100))
    .optional(),
  entityTitle: shortText(300),
});

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
