import { paths } from '@/config/paths';

/** The home's shortcuts, each shown to whoever holds its permission. */
const QUICK_ACTIONS = [
  {
    href: paths.dashboard.articles.getHref(),
    label: 'New Article',
    description: 'Tulis dan publikasikan artikel',
    permission: 'articles.create',
  },
  {
    href: paths.dashboard.library.getHref(),
    label: 'Upload Media',
    description: 'Tambah foto atau video',
    permission: 'library.create',
  },
  {
    href: paths.dashboard.organization.getHref(),
    label: 'Organization',
    description: 'Kelola struktur organisasi',
    permission: 'organization.view',
  },
  {
    href: paths.dashboard.settings.getHref(),
    label: 'Settings',
    description: 'Pengaturan situs',
    permission: 'settings.view',
  },
];

export const visibleQuickActions = (permissions: readonly string[] | undefined) =>
  QUICK_ACTIONS.filter((action) => !!permissions?.includes(action.permission));
