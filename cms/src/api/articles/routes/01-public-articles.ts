import { publicRead } from '../../../lib/route-config';

const read = (path: string, action: string) => publicRead(path, `api::articles.public-articles.${action}`);

export default {
  routes: [
    read('/articles', 'list'),
    read('/articles/tags', 'tags'),
    read('/articles/slug/:slug/related', 'relatedBySlug'),
    read('/articles/slug/:slug', 'findBySlug'),
    read('/articles/:id(\\d+)/related', 'relatedById'),
    read('/articles/:id(\\d+)/:slug', 'findById'),
    read('/articles/:id(\\d+)', 'findById'),
  ],
};
