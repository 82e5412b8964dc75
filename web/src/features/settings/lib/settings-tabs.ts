/** Which tabs of /dashboard/settings a user sees, and where a requested tab lands. */

/** The tabs in their order, with their labels. */
export const TAB_LABELS = {
  general: 'General',
  appearance: 'Appearance',
  contact: 'Contact',
  links: 'Links',
  security: 'Security',
  history: 'History',
  middleware: 'Middleware',
  profile: 'Profile',
};
export type SettingsTab = keyof typeof TAB_LABELS;

interface TabAccess {
  canViewSettings: boolean;
  isOwner: boolean;
}

/** The tabs whose fields are saved with PUT /api/settings. */
export const isEditableSiteTab = (tab: SettingsTab) => ['general', 'appearance', 'contact', 'links'].includes(tab);
/** The tabs that need settings.view: all but Middleware and Profile. */
export const isSiteTab = (tab: SettingsTab) => tab !== 'middleware' && tab !== 'profile';

/** Site tabs with settings.view, Middleware for the owner only, Profile always. */
export const visibleTabs = ({ canViewSettings, isOwner }: TabAccess) =>
  (Object.keys(TAB_LABELS) as SettingsTab[]).filter((tab) =>
    isSiteTab(tab) ? canViewSettings : tab === 'profile' || isOwner,
  );

/** General by default; Profile without settings.view. */
export const defaultTab = ({ canViewSettings }: Pick<TabAccess, 'canViewSettings'>): SettingsTab =>
  canViewSettings ? 'general' : 'profile';

/** The requested tab when the user may see it, otherwise the default (so site tabs fall back to Profile without settings.view). */
export const resolveTab = (requested: string | null | undefined, access: TabAccess) =>
  visibleTabs(access).find((tab) => tab === requested) ?? defaultTab(access);
