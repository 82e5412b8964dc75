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
  /** Top-level body fields holding staff rich text: their <pre>/<code> blocks are not inspected. */
  richTextFields: ReadonlySet<string>;
}

export const isRichTextPath = (values: RequestValues, path: readonly string[]) =>
  path.length === 2 && path[0] === 'body' && values.richTextFields.has(path[1]);
