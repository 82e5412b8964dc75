import { paths } from '@/config/paths';
import type { Activity } from '../api/get-activities';

/** An activity's type as its badge shows it: the label and the colours. */
const TYPES: Record<string, { label: string; colour: string }> = {
  article: { label: 'Artikel', colour: 'bg-blue-100 text-blue-800' },
  library: { label: 'Library', colour: 'bg-emerald-100 text-emerald-800' },
  organization: { label: 'Organisasi', colour: 'bg-amber-100 text-amber-800' },
  content: { label: 'Konten', colour: 'bg-purple-100 text-purple-800' },
  settings: { label: 'Pengaturan', colour: 'bg-slate-200 text-slate-800' },
  user: { label: 'Pengguna', colour: 'bg-rose-100 text-rose-800' },
};
const OTHER_TYPE = { label: 'Aktivitas', colour: TYPES.settings.colour };

export const activityType = (type: string) => (Object.hasOwn(TYPES, type) ? TYPES[type] : OTHER_TYPE);

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
