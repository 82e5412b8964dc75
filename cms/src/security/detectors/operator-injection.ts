import type { RequestValues } from './request-values';
import { isStrapiQueryKey, keySegments } from './strapi-query';
import { walkQueryAndBody, type Finding, type Visit } from './value-walk';

/**
 * NoSQL / operator injection: query operators smuggled in as object keys (`?username[$ne]=x`,
 * `{"password": {"$gt": ""}}`, Strapi-style `filters[$or]`), prototype-pollution keys, and the string forms
 * of both (operator JSON in text, JavaScript aimed at `$where`). Our public contract uses no `$` keys at all
 * (list parameters are page, pageSize, q, tag, type, period, limit, role), so any `$` key is refused there;
 * Strapi's generated content API routes accept Strapi's own filter operators (strapi-query.ts).
 */
const OPERATOR_KEY = /(?:^|[.[\]])\$[a-z]/i;
const PROTOTYPE_KEY = /(?:^|[.[\]])(?:__proto__|constructor|prototype)(?:$|[.[\]])/;

const OPERATOR_IN_STRING =
  /\$(?:where|ne|eq|gt|gte|lt|lte|in|nin|regex|or|and|not|nor|exists|expr|elemmatch|function|accumulator|lookup|type|size|all|notin|contains|containsi|null|notnull|startswith|endswith)\b\s*["']?\s*:|\[\$[a-z]{2,12}\]/i;
const JS_INJECTION =
  /\bthis\.[a-z_$][\w$]{0,40}\s*(?:==|!=|>|<|\.match\s*\()|;\s*return\s+(?:true|1|this)\b|\|\|\s*(['"]?)1\1\s*==\s*['"]?1|\bwhile\s*\(\s*(?:true|1)\s*\)|\bprocess\.(?:exit|kill|env|mainmodule)\b|\brequire\s*\(\s*['"]child_process|\bsleep\s*\(\s*\d{3,}\s*\)/i;

export function operatorKeyReason(key: string): string | null {
  if (OPERATOR_KEY.test(key)) return 'nosql-operator-key';
  if (PROTOTYPE_KEY.test(key)) return 'prototype-pollution-key';
  return null;
}

function operatorStringReason(raw: string): string | null {
  // Runs of whitespace collapsed first: the patterns' adjacent `\s*` would otherwise backtrack quadratically.
  const text = raw.replace(/\s+/g, ' ');
  if (OPERATOR_IN_STRING.test(text)) return 'nosql-operator-in-string';
  if (JS_INJECTION.test(text)) return 'nosql-js-injection';
  return null;
}

/** The first operator/prototype injection finding in a request, or null. */
export function findOperatorInjection(values: RequestValues): Finding | null {
  /** A `$` key in the query string is refused unless it is Strapi grammar on a Strapi route. */
  const queryKeyReason = (key: string, segments: readonly string[]) => {
    const reason = operatorKeyReason(key);
    return reason === 'nosql-operator-key' && values.strapiQuery && isStrapiQueryKey(segments) ? null : reason;
  };
  for (const key of values.rawQueryKeys) {
    const reason = queryKeyReason(key, keySegments(key));
    if (reason) return { reason, location: `query.${key}` };
  }
  for (const [i, segment] of values.pathSegments.entries()) {
    const reason = operatorStringReason(segment);
    if (reason) return { reason, location: `path.${i}` };
  }
  const inQuery = (visit: Visit) =>
    visit.kind === 'key' ? queryKeyReason(visit.text, visit.path.slice(1)) : operatorStringReason(visit.text);
  const inBody = (visit: Visit) =>
    visit.kind === 'key' ? operatorKeyReason(visit.text) : operatorStringReason(visit.text);
  return walkQueryAndBody(values, inQuery, inBody);
}
