/** What one request offers for inspection, already parsed (the protections run after strapi::body). */
export interface RequestValues {
  /** Decoded path segments (route parameters such as slugs and periods live here). */
  pathSegments: readonly string[];
  /** ctx.query as parsed by qs. */
  query: unknown;
  /** Query keys as the client sent them (qs silently drops some, such as __proto__). */
  rawQueryKeys: readonly string[];
  /** ctx.request.body: JSON, urlencoded or multipart fields. */
  body: unknown;
  /** The request is for a Strapi-generated content API route, whose REST query grammar is allowed. */
  strapiQuery: boolean;
}
