import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/** The public pages that carry the chat: not the dashboard, login, the error page or an unknown address. */
const CHAT_PAGES = [
  paths.home.path,
  paths.articles.path,
  paths.articleById.path,
  paths.articleByIdSlug.path,
  paths.articleBySlug.path,
  paths.library.path,
];

export const isChatPage = (pathname: string) => CHAT_PAGES.some((path) => matchPath(path, pathname) !== null);

export const CHAT_PANEL_ID = 'chat-panel';
