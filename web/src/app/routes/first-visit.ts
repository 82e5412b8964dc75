import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { APP_LOADED_KEY } from '@/features/landing/lib/constants';

/** Whether this browser session has already had its first-visit screen (the landing loading screen or the splash). */
export const seenThisSession = () => {
  try {
    return sessionStorage.getItem(APP_LOADED_KEY) === 'true';
  } catch {
    return true;
  }
};

const SPLASH_PAGES = [
  paths.articles.path,
  paths.articleBySlug.path,
  paths.articleByIdSlug.path,
  paths.articleById.path,
  paths.library.path,
];

/** The pages that greet a new session with the splash (the landing page has its own loading screen). */
export const isSplashPage = (pathname: string) => SPLASH_PAGES.some((path) => matchPath(path, pathname) !== null);
