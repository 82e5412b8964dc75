import { paths } from '@/config/paths';

export interface QuickAction {
  href: string;
  label: string;
  description: string;
  permission: string;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
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

export const visibleQuickActions = (permissions: readonly string[] | undefined): QuickAction[] =>
  QUICK_ACTIONS.filter((action) => !!permissions?.includes(action.permission));
