/**
 * The query parameter of an article's preview link, which /admin's "Open preview" issues: `/artikel/:id/:slug?preview=
 * <token>`. The page passes it on to its read of the article (`/api/articles/:id/:slug?preview=<token>`), whose answer
 * then shows the article as saved, draft or not, while the token lasts.
 */
export const ARTICLE_PREVIEW_PARAM = 'preview';

/**
 * Whether an address (path and query) asks for a preview: any `preview` parameter, with or without a value. One test
 * for every place that treats a preview apart (the front cache never keeps it, page views do not count it, the server
 * sends the bare app for it), so that none of them can disagree on `?preview` without `=`.
 */
export const isPreviewAddress = (url: string): boolean => {
  const mark = url.indexOf('?');
  return mark !== -1 && new URLSearchParams(url.slice(mark + 1)).has(ARTICLE_PREVIEW_PARAM);
};
