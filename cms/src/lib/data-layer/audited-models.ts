import { FIELD_LABELS } from '@hmti/contract';
import type { ActivityType } from './audit-scope';

/**
 * The content types whose writes are audited, with the words their entries use. Writes of a
 * `describedOnly` type are logged only when the code around them describes them (a session revoke is
 * logged, the session row a sign-in creates is not). Updates that touch only `bookkeeping` fields (the
 * time of a sign-in) are not edits and are not logged. Not audited: uploaded files (attachments of the content
 * whose save is logged), chats (visitors' conversations) and the activity rows themselves.
 */
export interface AuditedModel {
  type: ActivityType;
  noun: string;
  titleField?: string;
  describedOnly?: boolean;
  bookkeeping?: string[];
  /** Its own lifecycles record its writes, with the rows they read anyway: the article, the site settings. */
  ownLifecycles?: boolean;
  /** Its fields' names as the screens show them, for "Diubah: …" (the contract's labels; a field without one by its key). */
  labels?: Readonly<Record<string, unknown>>;
}

export const AUDITED_MODELS: Record<string, AuditedModel> = {
  'api::articles.article': {
    type: 'article',
    noun: 'Artikel',
    titleField: 'title',
    ownLifecycles: true,
    labels: FIELD_LABELS.article,
  },
  'api::library.library-item': { type: 'library', noun: 'Media', titleField: 'title', labels: FIELD_LABELS.library },
  'api::organization.member': {
    type: 'organization',
    noun: 'Anggota',
    titleField: 'name',
    labels: FIELD_LABELS.member,
  },
  'api::organization.period': { type: 'organization', noun: 'Periode', titleField: 'name' },
  'api::organization.position': {
    type: 'organization',
    noun: 'Jabatan',
    titleField: 'name',
    labels: FIELD_LABELS.position,
  },
  'api::organization.division': {
    type: 'organization',
    noun: 'Divisi',
    titleField: 'displayName',
    labels: FIELD_LABELS.division,
  },
  'api::settings.setting': {
    type: 'settings',
    noun: 'Pengaturan situs',
    ownLifecycles: true,
    labels: FIELD_LABELS.siteSettings,
  },
  'api::settings.middleware-setting': { type: 'settings', noun: 'Proteksi keamanan', labels: FIELD_LABELS.middleware },
  'api::roles.role': { type: 'user', noun: 'Role', titleField: 'displayName', labels: FIELD_LABELS.role },
  'plugin::users-permissions.user': {
    type: 'user',
    noun: 'User',
    titleField: 'username',
    labels: FIELD_LABELS.user,
    bookkeeping: ['lastLogin', 'notificationsSeenId', 'updatedAt', 'updatedBy'],
  },
  'api::auth.session': { type: 'user', noun: 'Sesi', describedOnly: true },
  'api::auth.two-factor': { type: 'user', noun: '2FA', describedOnly: true },
};

const PAST: Record<string, string> = {
  create: 'dibuat',
  update: 'diperbarui',
  delete: 'dihapus',
  publish: 'dipublikasikan',
  unpublish: 'ditarik dari publikasi',
  submit: 'diajukan untuk terbit',
  withdraw: 'batal diajukan untuk terbit',
};

export const defaultTitle = (model: AuditedModel, action: string) => `${model.noun} ${PAST[action] ?? action}`;
