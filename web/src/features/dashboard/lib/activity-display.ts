import { paths } from '@/config/paths';
import type { Activity } from '../api/get-activities';

const TYPE_LABELS: Record<string, string> = {
  article: 'Artikel',
  library: 'Library',
  organization: 'Organisasi',
  content: 'Konten',
  settings: 'Pengaturan',
  user: 'Pengguna',
};

export const activityTypeLabel = (type: string): string =>
  Object.hasOwn(TYPE_LABELS, type) ? TYPE_LABELS[type] : 'Aktivitas';

/** The line under an activity's title: what it was about, or its description. */
export const activitySubject = (activity: Pick<Activity, 'entityTitle' | 'description'>): string =>
  activity.entityTitle?.trim() || activity.description?.trim() || '';

/** 'oleh Name (Role)', or '' when the author is unknown. */
export function activityAuthor(activity: Pick<Activity, 'userName' | 'userRole'>): string {
  const name = activity.userName?.trim();
  if (!name) return '';
  const role = activity.userRole?.trim();
  return role ? `oleh ${name} (${role})` : `oleh ${name}`;
}

/** Where an entry leads: a request to publish an article ('Ajukan terbit') opens that article's editor; null: nowhere. */
export function activityHref(activity: Pick<Activity, 'type' | 'action' | 'entityId'>): string | null {
  const id = Number(activity.entityId);
  return activity.type === 'article' && activity.action === 'submit' && Number.isSafeInteger(id) && id > 0
    ? paths.dashboard.articles.getHref(id)
    : null;
}
