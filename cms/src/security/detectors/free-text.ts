/**
 * Fields that hold what a person writes — article, library and site texts, names, descriptions, chat
 * messages, search words and tags — and passwords. Their text is stored or compared as data through bound
 * parameters and never becomes part of a query, so it is not matched against SQL or NoSQL attack shapes: an
 * article may teach `UNION SELECT`, a message may quote `{"$ne": null}`, a password may contain `' OR '1'='1`,
 * a reader may search for `union select` and an article may be tagged `sleep(5)`.
 * Only the text is exempt: keys under these fields, and any object or list sent where text belongs, are
 * inspected like every other value. Identifiers that select rows (username, email, slug, period, role,
 * type, ids…) are not free text.
 */
const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  // articles, library items, activity entries
  'title',
  'excerpt',
  'content',
  'description',
  'fullDescription',
  'entityTitle',
  // people, positions, divisions, roles
  'name',
  'displayName',
  'positions',
  // site texts (settings)
  'siteName',
  'siteTagline',
  'siteDescription',
  'navbarBrand',
  'address',
  'footerText',
  'aboutUs',
  'visionMission',
  'chairpersonName',
  'chairpersonTitle',
  'viceChairpersonName',
  'viceChairpersonTitle',
  'divisionNames',
  // the chat assistant's visitor message
  'message',
  // passwords are hashed and compared, never queried
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
]);

/**
 * Search words and tags: what a reader looks for and what an article is about, matched with `$containsi` / `LIKE`
 * on a bound parameter. Free text in the body and, as the only free text there, in the query string.
 */
const SEARCH_FIELDS: ReadonlySet<string> = new Set(['q', 'tag', 'tags']);

/**
 * A string at this location of the parsed request is free text: under one of these fields at any depth of the body,
 * or the value of a top-level search parameter of the query string (`?q=`, `?tag=`; never Strapi's `filters[…]`).
 */
export const isFreeTextPath = (path: readonly string[]): boolean =>
  path[0] === 'body'
    ? path.some((key, i) => i > 0 && (FREE_TEXT_FIELDS.has(key) || SEARCH_FIELDS.has(key)))
    : path[0] === 'query' && SEARCH_FIELDS.has(path[1]);
