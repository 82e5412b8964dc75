import { ALL_PERMISSION_NAMES } from '@hmti/contract';

export interface RoleDef {
  name: string;
  displayName: string;
  description: string;
  level: number;
  permissions: string[];
}

const DASHBOARD = ['dashboard.view', 'dashboard.stats', 'dashboard.activities'];
const ARTICLES_ALL = [
  'articles.view',
  'articles.view_others',
  'articles.create',
  'articles.edit',
  'articles.edit_others',
  'articles.delete',
  'articles.delete_others',
  'articles.publish',
];
const LIBRARY_ALL = [
  'library.view',
  'library.view_others',
  'library.create',
  'library.edit',
  'library.edit_others',
  'library.delete',
  'library.delete_others',
];
const ORGANIZATION_ALL = [
  'organization.view',
  'organization.edit',
  'organization.manage_members',
  'organization.manage_positions',
  'organization.manage_periods',
];

export const DEFAULT_ROLES: RoleDef[] = [
  {
    name: 'owner',
    displayName: 'Owner',
    description: 'Pemilik sistem: semua izin, termasuk proteksi keamanan.',
    level: 1,
    permissions: ALL_PERMISSION_NAMES,
  },
  {
    name: 'admin',
    displayName: 'Admin',
    description: 'Administrator situs: semua izin kecuali yang khusus owner.',
    level: 2,
    permissions: ALL_PERMISSION_NAMES,
  },
  {
    name: 'chair',
    displayName: 'Ketua',
    description: 'Ketua himpunan.',
    level: 3,
    permissions: [
      ...DASHBOARD,
      ...ARTICLES_ALL,
      ...LIBRARY_ALL,
      ...ORGANIZATION_ALL,
      'divisions.view',
      'divisions.create',
      'divisions.edit',
      'divisions.delete',
      'content.view',
      'content.edit',
      'content.view_others',
      'users.view',
      'users.view_others',
      'users.create',
      'users.edit',
      'roles.view',
      'roles.assign',
      'settings.view',
    ],
  },
  {
    name: 'vice_chair',
    displayName: 'Wakil Ketua',
    description: 'Wakil ketua himpunan.',
    level: 4,
    permissions: [
      ...DASHBOARD,
      ...ARTICLES_ALL,
      ...LIBRARY_ALL,
      'organization.view',
      'organization.edit',
      'organization.manage_members',
      'organization.manage_positions',
      'divisions.view',
      'divisions.edit',
      'content.view',
      'content.edit',
      'users.view',
      'users.view_others',
      'roles.view',
      'roles.assign',
      'settings.view',
    ],
  },
  {
    name: 'bph',
    displayName: 'BPH',
    description: 'Badan Pengurus Harian (sekretaris, bendahara).',
    level: 5,
    permissions: [
      ...DASHBOARD,
      'articles.view',
      'articles.view_others',
      'articles.create',
      'articles.edit',
      'articles.delete',
      'articles.publish',
      'library.view',
      'library.view_others',
      'library.create',
      'library.edit',
      'library.delete',
      'organization.view',
      'divisions.view',
      'content.view',
      'users.view',
      'settings.view',
    ],
  },
  {
    name: 'division_head',
    displayName: 'Ketua Divisi',
    description: 'Ketua salah satu divisi.',
    level: 6,
    permissions: [
      ...DASHBOARD,
      'articles.view',
      'articles.create',
      'articles.edit',
      'articles.delete',
      'articles.publish',
      'library.view',
      'library.create',
      'library.edit',
      'library.delete',
      'organization.view',
      'content.view',
    ],
  },
];
