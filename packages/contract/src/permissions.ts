/** Every staff permission: its name (`category.action`), as the server checks it and the web asks for it. */
const PERMISSION_CATALOGUE = {
  dashboard: {
    view: 'Lihat dashboard',
    stats: 'Lihat statistik',
    activities: 'Lihat aktivitas',
    analytics: 'Lihat analitik pembaca',
  },
  articles: {
    view: 'Lihat artikel sendiri',
    view_others: 'Lihat artikel orang lain',
    create: 'Buat artikel',
    edit: 'Edit artikel sendiri',
    edit_others: 'Edit artikel orang lain',
    delete: 'Hapus artikel sendiri',
    delete_others: 'Hapus artikel orang lain',
    publish: 'Publikasikan artikel',
  },
  library: {
    view: 'Lihat media sendiri',
    view_others: 'Lihat media orang lain',
    create: 'Unggah media',
    edit: 'Edit media sendiri',
    edit_others: 'Edit media orang lain',
    delete: 'Hapus media sendiri',
    delete_others: 'Hapus media orang lain',
  },
  content: {
    view: 'Lihat konten halaman publik',
    edit: 'Edit konten halaman publik',
    view_others: 'Lihat konten lain',
  },
  organization: {
    view: 'Lihat struktur organisasi',
    edit: 'Edit struktur organisasi',
    manage_members: 'Kelola anggota',
    manage_positions: 'Kelola jabatan',
    manage_periods: 'Kelola periode',
  },
  divisions: { view: 'Lihat divisi', create: 'Buat divisi', edit: 'Edit divisi', delete: 'Hapus divisi' },
  roles: { view: 'Lihat role', create: 'Buat role', edit: 'Edit role', delete: 'Hapus role', assign: 'Tetapkan role' },
  users: {
    view: 'Lihat profil sendiri',
    view_others: 'Lihat user lain',
    create: 'Buat user',
    edit: 'Edit user',
    delete: 'Hapus user',
  },
  settings: { view: 'Lihat pengaturan', edit: 'Edit pengaturan' },
} as const;

type Catalogue = typeof PERMISSION_CATALOGUE;
export type PermissionName = { [C in keyof Catalogue]: `${C}.${keyof Catalogue[C] & string}` }[keyof Catalogue];

interface PermissionDef {
  name: PermissionName;
  displayName: string;
  category: string;
}

export const PERMISSIONS: PermissionDef[] = Object.entries(PERMISSION_CATALOGUE).flatMap(([category, actions]) =>
  Object.entries(actions).map(([action, displayName]) => ({
    name: `${category}.${action}` as PermissionName,
    displayName,
    category,
  })),
);

export const ALL_PERMISSION_NAMES: PermissionName[] = PERMISSIONS.map((p) => p.name);

const KNOWN = new Set<string>(ALL_PERMISSION_NAMES);
export const isPermissionName = (value: unknown): value is PermissionName =>
  typeof value === 'string' && KNOWN.has(value);
