import { slugify } from '../../../../lib/slug';
import { normaliseTags, tagIndexOf } from '../../../../lib/tags';
import { articleCache } from '../../../../lib/article-cache';

type Data = Record<string, unknown>;

/**
 * Keeps derived columns right however an article is written (our routes, the Strapi admin, seeds):
 * tags normalised, tagIndex for tag filtering, a slug when none is given; and drops cached lists.
 */
function derive(data: Data) {
  if ('tags' in data) {
    data.tags = normaliseTags(data.tags);
    data.tagIndex = tagIndexOf(data.tags as string[]);
  }
  if ('title' in data && !data.slug && typeof data.title === 'string') data.slug = slugify(data.title);
}

export default {
  beforeCreate(event: { params: { data: Data } }) {
    derive(event.params.data);
  },
  beforeUpdate(event: { params: { data: Data } }) {
    derive(event.params.data);
  },
  afterCreate: () => articleCache.clear(),
  afterUpdate: () => articleCache.clear(),
  afterDelete: () => articleCache.clear(),
  afterCreateMany: () => articleCache.clear(),
  afterUpdateMany: () => articleCache.clear(),
  afterDeleteMany: () => articleCache.clear(),
};
