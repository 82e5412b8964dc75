/** How often the settings screen polls the account and its sessions. */
export const ME_POLL_MS = 15_000;
export const SESSIONS_POLL_MS = 30_000;
/** Session age labels are recomputed this often while the page stays open. */
export const SESSION_AGE_TICK_MS = 30_000;
