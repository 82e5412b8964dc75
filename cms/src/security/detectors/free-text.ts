/**
 * Body fields that hold what a person writes — article, library and site texts, names, descriptions,
 * chat messages — and passwords. Their text is stored or compared as data through bound parameters and
 * never becomes part of a query, so it is not matched against SQL or NoSQL attack shapes: an article may
 * teach `UNION SELECT`, a message may quote `{"$ne": null}`, a password may contain `' OR '1'='1`.
 * Only the text is exempt: keys under these fields, and any object or list sent where text belongs, are
 * inspected like every other value. Identifiers that select rows (username, email, slug, period, role,
 * tags, search terms…) are not free text.
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

/** A string at this location of the parsed request is free text (body only; never the query string). */
export const isFreeTextPath = (path: readonly string[]): boolean =>
  path[0] === 'body' && path.some((key, i) => i > 0 && FREE_TEXT_FIELDS.has(key));
