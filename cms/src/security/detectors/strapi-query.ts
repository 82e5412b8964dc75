/**
 * Strapi's documented REST query grammar, accepted on Strapi's own content API routes only:
 * `filters[field][$op]=…` (nested, also through `populate[relation][filters]`), `sort`, `pagination[…]`,
 * `populate`, `fields`, `locale`, `status`. Any other `$` key — `$where`, `$regex`, `$expr`… — is still
 * an operator injection there, as is every `$` key on our own routes.
 */
const STRAPI_OPERATORS: ReadonlySet<string> = new Set([
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$null',
  '$notNull',
  '$between',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$or',
  '$and',
  '$not',
]);
const STRAPI_PARAMETERS: ReadonlySet<string> = new Set([
  'filters',
  'sort',
  'pagination',
  'populate',
  'fields',
  'locale',
  'status',
]);

/** `filters[title][$eq]` → ['filters', 'title', '$eq'] (the segments qs makes of a bracketed key). */
export const keySegments = (rawKey: string): string[] =>
  rawKey
    .split(/[[\]]/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Whether a query key (its segments, from the query's top) is Strapi grammar: under one of Strapi's
 * parameters, and each `$` segment one of Strapi's operators inside a `filters` object.
 */
export function isStrapiQueryKey(segments: readonly string[]): boolean {
  if (!segments.length || !STRAPI_PARAMETERS.has(segments[0])) return false;
  let inFilters = false;
  for (const segment of segments) {
    if (segment === 'filters') inFilters = true;
    else if (segment.startsWith('$') && !(inFilters && STRAPI_OPERATORS.has(segment))) return false;
  }
  return true;
}
