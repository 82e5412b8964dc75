let serverOrigin = '';

/** Server rendering: the site's public origin (the cms's PUBLIC_URL), as the browser will see it. */
export const setServerOrigin = (origin: string) => {
  serverOrigin = origin;
};

/** The site's origin, for absolute links (canonical, share): the page's own in the browser. */
export const siteOrigin = (): string => (typeof window === 'undefined' ? serverOrigin : window.location.origin);
