import { Suspense, type ComponentType } from 'react';
import { useRouteError, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { AppErrorFallback } from '@/components/errors/app-error-fallback';
import { FullPageSpinner } from '@/components/ui/spinner';
import { lazyComponent } from '@/lib/lazy-component';
import { readsInto } from '@/lib/query-client';
import { siteSettingsQueryOptions } from '@/lib/site-settings';
import { LoadingScreen } from '@/features/landing/components/loading-screen';
import { RootLayout } from './root-layout';
import type * as Dashboard from './routes/dashboard';

// index.html's inline boot script shows a static copy of the landing page's loading screen on a first visit of / (class
// `boot`), and the splash's backdrop on a first visit through an article or /library (`boot-splash`); while the first
// page's code and data load (only without the server's page), the app keeps showing that screen, not a spinner.
const inBrowser = typeof document !== 'undefined';
const booting = inBrowser && document.documentElement.classList.contains('boot');
const bootSiteName = (inBrowser && document.querySelector('[data-site-name]')?.textContent) || undefined;
const splashComing = inBrowser && document.documentElement.classList.contains('boot-splash');
const InitialFallback = () =>
  booting ? (
    <LoadingScreen siteName={bootSiteName} />
  ) : splashComing ? (
    <div className="fixed inset-0 bg-gradient-to-br from-brand-900 to-brand-700" aria-busy="true" />
  ) : (
    <FullPageSpinner />
  );

/** A page's code that failed to load (a new deploy): the error screen, which offers a reload. */
const RouteError = () => (
  <AppErrorFallback error={useRouteError()} resetErrorBoundary={() => window.location.reload()} />
);

/** What a public page reads into the query cache before it shows: on the server, all the page renders. */
export type PageLoad = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/** A public page from its own chunk (loaded on first use), with the site's settings and its module's `load` read first. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType> & { load?: PageLoad }>, name: K) => {
  const Page = lazyComponent(`page:${name}`, () => load().then((m) => m[name]));
  return (queryClient: QueryClient, path?: string): RouteObject => ({
    path,
    element: <Page />,
    loader: async (args) => {
      const [module] = await Promise.all([load(), readsInto(queryClient)(siteSettingsQueryOptions())]);
      await module.load?.(queryClient, args);
      return null;
    },
    // A change of the query string alone (a search, a filter, another page of a list) is the page's own business.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  });
};

/** A staff screen from the dashboard's chunk, only ever rendered in the browser: never loaded on the server. */
const screen = (name: keyof typeof Dashboard) => async () => ({
  Component: (await import('./routes/dashboard'))[name],
});

// Every page is its own chunk, so the landing page does not pay for the dashboard; navigations wait for the next
// page's code and data with the current page still up.
const home = page(() => import('./routes/home'), 'HomeRoute');
const articles = page(() => import('./routes/articles'), 'ArticlesRoute');
const article = page(() => import('./routes/article'), 'ArticleRoute');
const library = page(() => import('./routes/library'), 'LibraryRoute');
const login = page(() => import('@/features/auth/components/login-page'), 'LoginPage');
const error = page(() => import('@/features/errors/components/error-page'), 'ErrorPage');
const notFound = page(() => import('@/features/errors/components/not-found-page'), 'NotFoundPage');

/** The app's routes, whose loaders read into `queryClient`: the browser's router and the server renderer's share them. */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: (
      <Suspense fallback={<InitialFallback />}>
        <RootLayout />
      </Suspense>
    ),
    hydrateFallbackElement: <InitialFallback />,
    errorElement: <RouteError />,
    children: [
      home(queryClient, paths.home.path),
      articles(queryClient, paths.articles.path),
      article(queryClient, paths.articleBySlug.path),
      article(queryClient, paths.articleByIdSlug.path),
      article(queryClient, paths.articleById.path),
      library(queryClient, paths.library.path),
      login(queryClient, paths.login.path),
      error(queryClient, paths.error.path),
      {
        path: paths.dashboard.root.path,
        lazy: screen('DashboardRoute'),
        children: [
          { index: true, lazy: screen('DashboardHome') },
          { path: 'analytics', lazy: screen('AnalyticsAdmin') },
          { path: 'articles', lazy: screen('ArticlesAdmin') },
          { path: 'library', lazy: screen('LibraryAdmin') },
          { path: 'organization', lazy: screen('OrganizationAdmin') },
          { path: 'users', lazy: screen('UsersAdmin') },
          { path: 'roles', lazy: screen('RolesAdmin') },
          { path: 'settings', lazy: screen('SettingsAdmin') },
          { path: 'content', lazy: screen('ContentAdmin') },
        ],
      },
      notFound(queryClient, '*'),
    ],
  },
];
