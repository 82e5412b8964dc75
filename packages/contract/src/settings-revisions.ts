import type { SettingsKey, SiteSettings } from './settings-input.js';

/** One entry of the site settings' history (GET /api/settings/revisions, newest first): the settings after a save. */
export interface SettingsRevisionSummary {
  id: number;
  savedAt: string;
  /** What the save was, as the activity log names it ("Pengaturan dikembalikan ke bawaan", "Hero Section", …). */
  title: string;
  userName: string;
  /** The door of the save: the dashboard (site), /admin, or the server itself. */
  actorKind: 'site' | 'admin' | 'system';
  /** The settings this save changed against the entry before it; null for the oldest kept entry. */
  changes: SettingsKey[] | null;
}

/** The settings as the site showed them after that save (GET /api/settings/revisions/{id}). */
export type SettingsSnapshot = Pick<SiteSettings, SettingsKey>;

export interface SettingsRevision extends SettingsRevisionSummary {
  settings: SettingsSnapshot;
}

/** POST /api/settings/revisions/{id}/restore: the settings now, and the labels of the pictures not restored. */
export type SettingsRestored = SiteSettings & {
  /** Pictures on another website that the version held (saved before such were refused): the page cannot show them. */
  notRestored: string[];
};
