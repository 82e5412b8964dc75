import { describe, expect, it } from 'vitest';
import { findSqlInjection, sqlInjectionReason } from '../sql-injection';
import { findOperatorInjection, operatorKeyReason } from '../operator-injection';
import type { RequestValues } from '../request-values';
import { LIMIT_REASONS, walkValues } from '../value-walk';
import { isStrapiQueryKey, keySegments } from '../strapi-query';
import {
  LEGIT_BODIES,
  LEGIT_PASSWORDS,
  LEGIT_RICH_TEXT,
  LEGIT_TEXTS,
  LEGIT_WRITING,
  OPERATOR_BODY_ATTACKS,
  OPERATOR_QUERY_ATTACKS,
  SEEDED_TEXTS,
  SQL_ATTACKS,
  seededArticleHtml,
} from '../../__tests__/injection-corpus';

const request = (over: Partial<RequestValues> = {}): RequestValues => ({
  pathSegments: [],
  query: {},
  rawQueryKeys: [],
  body: undefined,
  strapiQuery: false,
  ...over,
});
const inspectBoth = (values: RequestValues) => findSqlInjection(values) ?? findOperatorInjection(values);

/** qs-like parse of `a[b][c]=v` into nested objects (enough for the corpus; the API suite uses the real qs). */
function parseQuery(qs: string): { query: Record<string, unknown>; rawQueryKeys: string[] } {
  const query: Record<string, unknown> = {};
  const rawQueryKeys: string[] = [];
  for (const pair of qs.split('&')) {
    const [rawKey, value = ''] = pair.split('=').map(decodeURIComponent);
    rawQueryKeys.push(rawKey);
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node = query;
    parts.forEach((part, i) => {
      if (i === parts.length - 1)
        Object.defineProperty(node, part, { value, enumerable: true, writable: true, configurable: true });
      else {
        if (!Object.prototype.hasOwnProperty.call(node, part))
          Object.defineProperty(node, part, { value: {}, enumerable: true, writable: true, configurable: true });
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return { query, rawQueryKeys };
}

describe('SQL injection detector', () => {
  it('has a big attack corpus', () => expect(SQL_ATTACKS.length).toBeGreaterThanOrEqual(60));

  it.each(SQL_ATTACKS)('flags %s (as a query value, a body value and a path segment)', (payload) => {
    expect(sqlInjectionReason(payload)).toMatch(/^sql-/);
    expect(findSqlInjection(request({ query: { period: payload } }))?.reason).toMatch(/^sql-/);
    expect(findSqlInjection(request({ body: { username: payload, nested: [{ x: payload }] } }))?.location).toBe(
      'body.username',
    );
    expect(findSqlInjection(request({ pathSegments: ['api', 'articles', 'slug', payload] }))?.location).toBe('path.3');
  });

  it('gives a short machine reason', () => {
    expect(sqlInjectionReason("' OR '1'='1")).toBe('sql-tautology');
    expect(sqlInjectionReason("1' UNION SELECT 1--")).toBe('sql-union-select');
    expect(sqlInjectionReason("'; DROP TABLE users; --")).toBe('sql-stacked-query');
    expect(sqlInjectionReason("admin'--")).toBe('sql-comment-terminator');
    expect(sqlInjectionReason('1 AND SLEEP(5)')).toBe('sql-time-based');
    expect(sqlInjectionReason('x information_schema.tables')).toBe('sql-schema-probe');
    expect(sqlInjectionReason("exec xp_cmdshell 'dir'")).toBe('sql-command-exec');
    expect(sqlInjectionReason('CHAR(97,100,109)')).toBe('sql-obfuscation');
  });

  it('finds attacks in keys, embedded JSON strings and deep arrays', () => {
    expect(findSqlInjection(request({ body: { "name' OR '1'='1": 'x' } }))?.reason).toBe('sql-tautology');
    expect(findSqlInjection(request({ body: { permissions: '["ok","\' OR 1=1--"]' } }))?.location).toBe(
      'body.permissions',
    );
    expect(findOperatorInjection(request({ body: { permissions: '["ok",{"a":{"constructor":1}}]' } }))?.location).toBe(
      'body.permissions.(json).1.a.constructor',
    );
    expect(findSqlInjection(request({ body: { permissions: ['a', "b'; DROP TABLE positions; --"] } }))?.location).toBe(
      'body.permissions.1',
    );
    expect(findSqlInjection(request({ rawQueryKeys: ["q' OR 1=1--"] }))?.location).toBe("query.q' OR 1=1--");
  });
});

describe('operator / NoSQL injection detector', () => {
  it('has a big attack corpus', () =>
    expect(OPERATOR_BODY_ATTACKS.length + OPERATOR_QUERY_ATTACKS.length).toBeGreaterThanOrEqual(40));

  it.each(OPERATOR_BODY_ATTACKS.map((b) => [JSON.stringify(b), b]))('flags body %s', (_label, body) => {
    // As the JSON body parser hands it over (own __proto__ keys included).
    const parsed = JSON.parse(JSON.stringify(body)) as unknown;
    const source = Object.prototype.hasOwnProperty.call(body, '__proto__') ? body : parsed;
    expect(findOperatorInjection(request({ body: source }))?.reason).toMatch(/^(nosql-|prototype-pollution)/);
  });

  it.each(OPERATOR_QUERY_ATTACKS)('flags query %s', (qs) => {
    expect(findOperatorInjection(request(parseQuery(qs)))?.reason).toMatch(/^(nosql-|prototype-pollution)/);
  });

  it('flags query keys qs would drop, from the raw key list alone', () => {
    expect(findOperatorInjection(request({ rawQueryKeys: ['__proto__[x]'] }))?.reason).toBe('prototype-pollution-key');
    expect(findOperatorInjection(request({ rawQueryKeys: ['username[$ne]'] }))?.reason).toBe('nosql-operator-key');
  });

  it('names the reason', () => {
    expect(operatorKeyReason('$where')).toBe('nosql-operator-key');
    expect(operatorKeyReason('filters[$eq]')).toBe('nosql-operator-key');
    expect(operatorKeyReason('__proto__')).toBe('prototype-pollution-key');
    expect(operatorKeyReason('constructor')).toBe('prototype-pollution-key');
    expect(operatorKeyReason('price$')).toBeNull();
    expect(operatorKeyReason('constructors')).toBeNull();
  });
});

describe('legitimate content passes both detectors', () => {
  it('has big legitimate corpora', () => {
    expect(LEGIT_TEXTS.length).toBeGreaterThanOrEqual(60);
    expect(SEEDED_TEXTS.length).toBeGreaterThanOrEqual(100);
  });

  it.each(LEGIT_TEXTS)('passes %s everywhere', (text) => {
    expect(sqlInjectionReason(text)).toBeNull();
    expect(inspectBoth(request({ query: { q: text }, body: { title: text, excerpt: text } }))).toBeNull();
  });

  it('passes every seeded text, as plain fields and in query strings', () => {
    const flagged = SEEDED_TEXTS.filter((t) => inspectBoth(request({ query: { q: t }, body: { value: t } })) !== null);
    expect(flagged).toEqual([]);
  });

  it('passes seeded article HTML as plain strings too (it has no code blocks)', () => {
    for (const html of seededArticleHtml) expect(inspectBoth(request({ body: { content: html } }))).toBeNull();
  });

  it.each(LEGIT_RICH_TEXT)('passes rich text %s as article content', (html) => {
    expect(inspectBoth(request({ body: { title: 'Judul', content: html, tags: '["SQL"]' } }))).toBeNull();
  });

  it.each(LEGIT_BODIES.map((b) => [JSON.stringify(b), b]))('passes body %s', (_label, body) => {
    expect(inspectBoth(request({ body }))).toBeNull();
  });

  it('passes the list queries the web app sends', () => {
    for (const qs of [
      'page=1&pageSize=9',
      'page=2&pageSize=9&q=workshop&tag=Teknologi',
      'period=2025-2026',
      'limit=10',
      'q=rina&role=admin',
      'limit=2',
      'type=photo&page=1&pageSize=12',
    ]) {
      expect(inspectBoth(request(parseQuery(qs)))).toBeNull();
    }
  });
});

describe('free text: what people write is data', () => {
  const FREE_TEXT_BODIES = (text: string) => [
    { title: text, excerpt: text, content: `<p>${text}</p>`, tags: JSON.stringify(['SQL', text]) },
    { q: text, tags: [text] },
    { name: text, displayName: text, description: text, positions: [{ name: text, order: 1 }] },
    { aboutUs: `<p>${text}</p>`, siteTagline: text, footerText: text, divisionNames: { senor: text } },
    { username: 'owner', name: text, email: 'owner@example.com' },
    { message: text },
    { username: 'owner', password: text },
    { currentPassword: text, newPassword: text, confirmPassword: text },
  ];

  it('has a corpus of at least 60 texts', () => {
    expect(LEGIT_WRITING.length).toBeGreaterThanOrEqual(60);
    expect(LEGIT_PASSWORDS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(LEGIT_WRITING)('passes in every free-text field and password, and as a search or tag: %s', (text) => {
    for (const body of FREE_TEXT_BODIES(text)) expect([body, inspectBoth(request({ body }))]).toEqual([body, null]);
    const query = { page: '1', q: text, tag: [text, 'SQL'] };
    expect([query, inspectBoth(request({ query, rawQueryKeys: ['page', 'q', 'tag', 'tag'] }))]).toEqual([query, null]);
  });

  it.each(SQL_ATTACKS)('still refuses %s where it reaches a query', (attack) => {
    expect(findSqlInjection(request({ query: { q: 'ok', period: attack } }))).not.toBeNull();
    expect(findSqlInjection(request({ pathSegments: ['api', 'articles', 'slug', attack] }))).not.toBeNull();
    for (const field of ['username', 'email', 'period', 'role', 'sessionId', 'type'])
      expect(findSqlInjection(request({ body: { title: 'ok', [field]: attack } }))?.location).toBe(`body.${field}`);
    expect(findSqlInjection(request({ body: { permissions: JSON.stringify([attack]) } }))).not.toBeNull();
  });

  it('inspects keys and objects under free-text fields, but does not parse their text as JSON', () => {
    expect(findOperatorInjection(request({ body: { title: { $ne: null } } }))?.reason).toBe('nosql-operator-key');
    expect(findOperatorInjection(request({ body: { password: { $gt: '' } } }))?.reason).toBe('nosql-operator-key');
    expect(findOperatorInjection(request({ body: { content: { constructor: { prototype: 1 } } } }))?.reason).toBe(
      'prototype-pollution-key',
    );
    expect(
      findOperatorInjection(
        request({ body: { content: '{"$ne": null}', excerpt: '["$where"]', tags: '["ok", {"$ne": 1}]' } }),
      ),
    ).toBeNull();
    expect(findOperatorInjection(request({ body: { tags: ['ok', { $ne: 1 }] } }))?.reason).toBe('nosql-operator-key');
    expect(findOperatorInjection(request({ query: { q: { $ne: '' } } }))?.reason).toBe('nosql-operator-key');
  });

  it('exempts only search words in the query string, never another free-text name', () => {
    expect(findSqlInjection(request({ query: { title: "' OR '1'='1" } }))?.reason).toBe('sql-tautology');
    expect(findOperatorInjection(request({ query: { content: 'x', message: { $ne: '' } } }))?.reason).toBe(
      'nosql-operator-key',
    );
  });
});

describe("Strapi's REST query grammar", () => {
  const OPERATORS = [
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
  ];
  const STRAPI_QUERIES = [
    ...OPERATORS.map((op) => `filters[title][${op}]=Workshop`),
    'filters[$or][0][title][$eq]=a&filters[$or][1][slug][$startsWith]=b',
    'filters[$and][0][id][$gt]=1&filters[$not][title][$null]=true',
    'filters[id][$in][0]=1&filters[id][$in][1]=2',
    'filters[createdAt][$between][0]=2024-01-01&filters[createdAt][$between][1]=2025-01-01',
    'sort[0]=title:asc&sort[1]=createdAt:desc',
    'sort=title:desc',
    'pagination[page]=2&pagination[pageSize]=10',
    'pagination[start]=0&pagination[limit]=5&pagination[withCount]=true',
    'populate=*',
    'populate[cover][fields][0]=url&populate[author][filters][name][$eq]=Rina',
    'fields[0]=title&fields[1]=slug',
    'locale=id&status=published',
  ];
  const onStrapiRoute = (qs: string) => ({ ...request(parseQuery(qs)), strapiQuery: true });

  it.each(STRAPI_QUERIES)('passes %s on a Strapi content API route', (qs) => {
    expect(inspectBoth(onStrapiRoute(qs))).toBeNull();
  });

  it.each([
    ['filters[title][$where]=1', 'nosql-operator-key'],
    ['filters[title][$regex]=.*', 'nosql-operator-key'],
    ['filters[$expr][x]=1', 'nosql-operator-key'],
    ['search[$ne]=x', 'nosql-operator-key'],
    ['sort[$natural]=1', 'nosql-operator-key'],
    ['pagination[$gt]=0', 'nosql-operator-key'],
    ['filters[__proto__][x]=1', 'prototype-pollution-key'],
    ['filters[constructor][prototype]=1', 'prototype-pollution-key'],
    ['filters[title][$eq]=%27%20OR%20%271%27%3D%271', 'sql-tautology'],
  ])('refuses %s even there', (qs, reason) => {
    expect(inspectBoth(onStrapiRoute(qs))?.reason).toBe(reason);
  });

  it('is refused on our own routes', () => {
    expect(inspectBoth(request(parseQuery('filters[title][$eq]=x')))?.reason).toBe('nosql-operator-key');
  });

  it('splits bracketed keys as qs does', () => {
    expect(keySegments('filters[$or][0][title][$eq]')).toEqual(['filters', '$or', '0', 'title', '$eq']);
    expect(isStrapiQueryKey(['filters', 'title', '$eq'])).toBe(true);
    expect(isStrapiQueryKey(['sort', '$eq'])).toBe(false);
    expect(isStrapiQueryKey(['q', '$eq'])).toBe(false);
  });
});

describe('limits', () => {
  it('refuses trees deeper or bigger than can be inspected', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = { a: deep };
    expect(findOperatorInjection(request({ body: deep }))?.reason).toBe(LIMIT_REASONS.depth);
    const wide = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 'v']));
    expect(findSqlInjection(request({ body: wide }))?.reason).toBe(LIMIT_REASONS.size);
  });

  it('inspects only the first maxStringLength characters of one string', () => {
    const limits = { maxDepth: 5, maxNodes: 100, maxStringLength: 10, maxEmbeddedJsonLength: 100 };
    const seen: string[] = [];
    walkValues({ s: 'abcdefghijklmnop' }, ['body'], (v) => (seen.push(v.text), null), limits);
    expect(seen).toEqual(['s', 'abcdefghij']);
  });

  it('stays fast on pathological input (linear patterns)', () => {
    const nasty = [
      "'".repeat(200_000),
      "' or ".repeat(40_000),
      ' '.repeat(300_000) + "'",
      '<pre'.repeat(50_000),
      '<'.repeat(200_000),
      '/*'.repeat(100_000),
      ';select '.repeat(25_000),
      '1 or 1'.repeat(30_000),
      '%27'.repeat(60_000) + '%',
      'char(1,'.repeat(30_000),
      '$ne' + ' '.repeat(1_000_000) + 'x',
      "/* 1' or" + ' '.repeat(500_000) + '(x',
      '||' + ' '.repeat(500_000) + '1' + ' '.repeat(500_000) + 'x',
    ];
    for (const text of nasty) {
      const started = performance.now();
      inspectBoth(request({ query: { q: text }, body: { content: text, username: text } }));
      expect(performance.now() - started).toBeLessThan(1500);
    }
  });
});
