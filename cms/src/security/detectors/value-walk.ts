import { isFreeTextPath } from './free-text';
import type { RequestValues } from './request-values';

/**
 * Walks a parsed request value (ctx.query, ctx.request.body, multipart fields) and hands every object key
 * and string value to a check, breadth-first with an explicit queue (no recursion). Strings that hold a JSON
 * object or list (multipart fields such as `tags`) are parsed and walked too, since the server parses them.
 * Limits keep the cost bounded: a tree deeper or bigger than they allow is refused as a whole, because the
 * part beyond the limit could not be inspected.
 */
interface WalkLimits {
  maxDepth: number;
  maxNodes: number;
  /** Characters of one string that are inspected (the rest is not looked at). */
  maxStringLength: number;
  /** Strings up to this length that look like JSON are parsed and walked. */
  maxEmbeddedJsonLength: number;
}

const DEFAULT_LIMITS: WalkLimits = {
  maxDepth: 24,
  maxNodes: 10_000,
  maxStringLength: 1024 * 1024,
  maxEmbeddedJsonLength: 64 * 1024,
};

export type Visit = { kind: 'key' | 'string'; path: readonly string[]; text: string };

/** A finding: a short machine reason (details.reason) and where it was seen. */
export interface Finding {
  reason: string;
  location: string;
}

export const LIMIT_REASONS = { depth: 'payload-too-deep', size: 'payload-too-large' } as const;

const looksLikeJson = (s: string) => {
  const t = s.trimStart();
  return t.startsWith('{') || t.startsWith('[');
};

function parseEmbeddedJson(s: string, limits: WalkLimits): unknown {
  if (s.length > limits.maxEmbeddedJsonLength || !looksLikeJson(s)) return undefined;
  try {
    const parsed = JSON.parse(s) as unknown;
    return parsed && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const locationOf = (path: readonly string[]) => path.join('.');

/**
 * Calls `check` for every key and string under `root`; returns the first finding (check's reason, or a
 * limit reason), or null when everything passed. Strings at `isText` locations are text: neither checked
 * nor parsed as embedded JSON (keys and objects there are still walked).
 */
export function walkValues(
  root: unknown,
  rootPath: readonly string[],
  check: (visit: Visit) => string | null,
  limits: WalkLimits = DEFAULT_LIMITS,
  isText: (path: readonly string[]) => boolean = () => false,
): Finding | null {
  const queue: Array<{ value: unknown; path: readonly string[]; depth: number }> = [
    { value: root, path: rootPath, depth: 0 },
  ];
  let nodes = 0;
  for (let i = 0; i < queue.length; i++) {
    const { value, path, depth } = queue[i];
    if (++nodes > limits.maxNodes) return { reason: LIMIT_REASONS.size, location: locationOf(path) };
    if (typeof value === 'string') {
      if (isText(path)) continue;
      const text = value.length > limits.maxStringLength ? value.slice(0, limits.maxStringLength) : value;
      const reason = check({ kind: 'string', path, text });
      if (reason) return { reason, location: locationOf(path) };
      const embedded = parseEmbeddedJson(value, limits);
      if (embedded !== undefined) queue.push({ value: embedded, path: [...path, '(json)'], depth: depth + 1 });
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= limits.maxDepth) return { reason: LIMIT_REASONS.depth, location: locationOf(path) };
    const isArray = Array.isArray(value);
    // Object.keys sees own "__proto__" keys that JSON.parse creates.
    for (const key of Object.keys(value)) {
      const childPath = [...path, key];
      if (!isArray) {
        const reason = check({ kind: 'key', path: childPath, text: key });
        if (reason) return { reason, location: locationOf(childPath) };
      }
      queue.push({ value: (value as Record<string, unknown>)[key], path: childPath, depth: depth + 1 });
      if (queue.length - i > limits.maxNodes) return { reason: LIMIT_REASONS.size, location: locationOf(path) };
    }
  }
  return null;
}

/** A request's parsed query and body walked with the default limits; free text (free-text.ts) is not inspected. */
export const walkQueryAndBody = (
  values: Pick<RequestValues, 'query' | 'body'>,
  inQuery: (visit: Visit) => string | null,
  inBody = inQuery,
): Finding | null =>
  walkValues(values.query, ['query'], inQuery, DEFAULT_LIMITS, isFreeTextPath) ??
  walkValues(values.body, ['body'], inBody, DEFAULT_LIMITS, isFreeTextPath);
