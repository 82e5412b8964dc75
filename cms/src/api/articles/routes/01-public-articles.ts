const publicRoute = (method: string, path: string, action: string) => ({
  method,
  path,
  handler: `api::articles.public-articles.${action}`,
  config: { auth: false as const, policies: ['global::landing-content'] },
});

export default {
  type: 'content-api',
  routes: [
    publicRoute('GET', '/articles', 'list'),
    publicRoute('GET', '/articles/tags', 'tags'),
    publicRoute('GET', '/articles/slug/:slug/related', 'relatedBySlug'),
    publicRoute('GET', '/articles/slug/:slug', 'findBySlug'),
    publicRoute('GET', '/articles/:id(\\d+)/related', 'relatedById'),
    publicRoute('GET', '/articles/:id(\\d+)/:slug', 'findById'),
    publicRoute('GET', '/articles/:id(\\d+)', 'findById'),
  ],
};
