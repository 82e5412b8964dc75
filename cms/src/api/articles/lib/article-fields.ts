/** The article attributes the site's services handle by name; any other scalar attribute is passed through. */
export const ARTICLE_ATTRIBUTES = [
  'title',
  'slug',
  'excerpt',
  'content',
  'image',
  'imageSource',
  'gdriveFileId',
  'cover',
  'tags',
  'published',
  'author',
  'authorUser',
  'tagIndex',
  'slugHistory',
  'scheduledAt',
  'publishedDate',
] as const;
