/** What an article save (POST /api/articles, PUT /api/articles/{id}) must hold, and the messages when it does not. */
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 1000;
export const ARTICLE_TAGS_MAX = 20;
export const ARTICLE_TAG_MAX_LENGTH = 50;

export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const IMAGE_REQUIRED = 'Provide a Google Drive image link';

/** Whether HTML has any visible text (CKEditor's empty document is '' or '<p>&nbsp;</p>'). */
export const htmlHasText = (html: string): boolean => html.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0;
