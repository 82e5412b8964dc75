import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/ui/spinner';
import { lazyComponent } from '@/lib/lazy-component';
import { LoadingScreen } from '@/features/landing/components/loading-screen';
import { RootLayout } from './root-layout';
import { isSplashPage, seenThisSession } from './routes/first-visit';

// index.html shows a static copy of the landing page's loading screen on a first visit of / (its inline boot
// script); while the first page's code loads, the app keeps showing that screen instead of swapping in a spinner.
// A first visit through an article or /library gets the splash as its one loading screen: until the splash's code
// is in, only its backdrop shows.
// A server-rendered page has its page code loaded before it hydrates, so this fallback only shows without the server.
const inBrowser = typeof document !== 'undefined';
const booting = inBrowser && document.documentElement.classList.contains('boot');
const bootSiteName = (inBrowser && document.querySelector('[data-site-name]')?.textContent) || undefined;
const splashComing = inBrowser && !booting && isSplashPage(window.location.pathname) && !seenThisSession();
const InitialFallback = () =>
  booting ? (
    <LoadingScreen siteName={bootSiteName} />
  ) : splashComing ? (
    <div className="fixed inset-0 bg-gradient-to-br from-brand-900 to-brand-700" aria-busy="true" />
  ) : (
    <FullPageSpinner />
  );

/** A page component from its own chunk (loaded on first use). */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyComponent(`page:${name}`, () => load().then((m) => m[name]));
/** A page that is only ever rendered in the browser (staff screens): never loaded on the server. */
const clientPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

// Every page is its own chunk, so the landing page does not pay for the dashboard. Declarative routes keep React
// Router's data-router code (loaders, actions, fetchers — unused here) out of the entry; navigations run in a
// transition, so the current page stays up while the next page's chunk loads.
const HomeRoute = page(() => import('./routes/home'), 'HomeRoute');
const ArticlesRoute = page(() => import('./routes/articles'), 'ArticlesRoute');
const ArticleRoute = page(() => import('./routes/article'), 'ArticleRoute');
const LibraryRoute = page(() => import('./routes/library'), 'LibraryRoute');
const LoginPage = page(() => import('@/features/auth/components/login-page'), 'LoginPage');
const ErrorPage = page(() => import('@/features/errors/components/error-page'), 'ErrorPage');
const NotFoundPage = page(() => import('@/features/errors/components/not-found-page'), 'NotFoundPage');
const dashboard = () => import('./routes/dashboard');
const DashboardRoute = clientPage(dashboard, 'DashboardRoute');
const DashboardHome = clientPage(dashboard, 'DashboardHome');
const AnalyticsAdmin = clientPage(dashboard, 'AnalyticsAdmin');
const ArticlesAdmin = clientPage(dashboard, 'ArticlesAdmin');
const LibraryAdmin = clientPage(dashboard, 'LibraryAdmin');
const OrganizationAdmin = clientPage(dashboard, 'OrganizationAdmin');
const UsersAdmin = clientPage(dashboard, 'UsersAdmin');
const RolesAdmin = clientPage(dashboard, 'RolesAdmin');
const SettingsAdmin = clientPage(dashboard, 'SettingsAdmin');
const ContentAdmin = clientPage(dashboard, 'ContentAdmin');

/** The app's pages; the browser wraps them in its router (AppRouter), the server renderer in a static one. */
export const AppRoutes = () => (
  <Suspense fallback={<InitialFallback />}>
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path={paths.articles.path} element={<ArticlesRoute />} />
        <Route path={paths.articleBySlug.path} element={<ArticleRoute />} />
        <Route path={paths.articleByIdSlug.path} element={<ArticleRoute />} />
        <Route path={paths.articleById.path} element={<ArticleRoute />} />
        <Route path={paths.library.path} element={<LibraryRoute />} />
        <Route path={paths.login.path} element={<LoginPage />} />
        <Route path={paths.error.path} element={<ErrorPage />} />
        <Route path={paths.dashboard.root.path} element={<DashboardRoute />}>
          <Route index element={<DashboardHome />} />
          <Route path="analytics" element={<AnalyticsAdmin />} />
          <Route path="articles" element={<ArticlesAdmin />} />
          <Route path="library" element={<LibraryAdmin />} />
          <Route path="organization" element={<OrganizationAdmin />} />
          <Route path="users" element={<UsersAdmin />} />
          <Route path="roles" element={<RolesAdmin />} />
          <Route path="settings" element={<SettingsAdmin />} />
          <Route path="content" element={<ContentAdmin />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  </Suspense>
);

export const AppRouter = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
