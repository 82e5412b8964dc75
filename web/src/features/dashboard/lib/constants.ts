/** The dashboard's polling intervals, stale times, retries and list limits, in one place. */
export const PERMISSIONS_REFETCH_MS = 5000;

export const NOTIFICATIONS_REFETCH_MS = 10_000;
export const NOTIFICATIONS_STALE_MS = 5000;
export const NOTIFICATIONS_LIMIT = 5;
export const ALL_NOTIFICATIONS_LIMIT = 100;

export const STATS_REFETCH_MS = 10_000;
export const STATS_STALE_MS = 5000;
export const STATS_RETRIES = 3;
export const STATS_RETRY_DELAY_MS = 2000;

export const RECENT_ACTIVITIES_REFETCH_MS = 5000;
export const RECENT_ACTIVITIES_STALE_MS = 2000;
export const RECENT_ACTIVITIES_LIMIT = 3;
export const ALL_ACTIVITIES_LIMIT = 50;

/** Relative time labels are recomputed this often. */
export const RELATIVE_TIME_TICK_MS = 30_000;

export const FALLBACK_BRAND = 'HMTI';
export const SIDEBAR_COLLAPSED_KEY = 'dashboard-sidebar-collapsed';
