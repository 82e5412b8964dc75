import { createBrowserRouter, RouterProvider } from 'react-router';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/ui/spinner';
import { LoadingScreen } from '@/features/landing/components/loading-screen';
import { RootLayout } from './root-layout';

// index.html shows a static copy of the loading screen on a first visit (public/boot.js); while the first
// page's code loads, the app keeps showing that screen instead of swapping in a spinner.
const booting = document.documentElement.classList.contains('boot');
const bootSiteName = document.querySelector('[data-site-name]')?.textContent || undefined;
const InitialFallback = () => (booting ? <LoadingScreen siteName={bootSiteName} /> : <FullPageSpinner />);

/** Every page is its own chunk, so the landing page does not pay for the dashboard. */
const router = createBrowserRouter([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <InitialFallback />,
    children: [
      { path: paths.home.path, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
      { path: paths.articles.path, lazy: async () => ({ Component: (await import('./routes/articles')).ArticlesRoute }) },
      { path: paths.articleBySlug.path, lazy: async () => ({ Component: (await import('./routes/article')).ArticleRoute }) },
      { path: paths.articleByIdSlug.path, lazy: async () => ({ Component: (await import('./routes/article')).ArticleRoute }) },
      { path: paths.articleById.path, lazy: async () => ({ Component: (await import('./routes/article')).ArticleRoute }) },
      { path: paths.library.path, lazy: async () => ({ Component: (await import('./routes/library')).LibraryRoute }) },
      { path: paths.login.path, lazy: async () => ({ Component: (await import('@/features/auth/components/login-page')).LoginPage }) },
      { path: paths.error.path, lazy: async () => ({ Component: (await import('@/features/errors/components/error-page')).ErrorPage }) },
      {
        path: paths.dashboard.root.path,
        lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardHome }) },
          { path: 'articles', lazy: async () => ({ Component: (await import('./routes/dashboard')).ArticlesAdmin }) },
          { path: 'library', lazy: async () => ({ Component: (await import('./routes/dashboard')).LibraryAdmin }) },
          { path: 'organization', lazy: async () => ({ Component: (await import('./routes/dashboard')).OrganizationAdmin }) },
          { path: 'users', lazy: async () => ({ Component: (await import('./routes/dashboard')).UsersAdmin }) },
          { path: 'roles', lazy: async () => ({ Component: (await import('./routes/dashboard')).RolesAdmin }) },
          { path: 'settings', lazy: async () => ({ Component: (await import('./routes/dashboard')).SettingsAdmin }) },
          { path: 'content', lazy: async () => ({ Component: (await import('./routes/dashboard')).ContentAdmin }) },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('@/features/errors/components/not-found-page')).NotFoundPage }) },
    ],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
