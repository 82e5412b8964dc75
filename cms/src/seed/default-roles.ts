import { ALL_PERMISSION_NAMES } from '@hmti/contract';

export interface RoleDef {
  name: string;
  displayName: string;
  description: string;
  level: number;
  permissions: string[];
}

const DASHBOARD = ['dashboard.view', 'dashboard.stats', 'dashboard.activities'];
/** Every permission of a category, in the catalogue's order. */
const allOf = (category: string) => ALL_PERMISSION_NAMES.filter((name) => name.startsWith(`${category}.`));

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
      ...allOf('articles'),
      ...allOf('library'),
      ...allOf('organization'),
      ...allOf('divisions'),
      ...allOf('content'),
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
      ...allOf('articles'),
      ...allOf('library'),
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
