import { describe, expect, it } from 'vitest';
import { findSqlInjection, sqlInjectionReason } from '../sql-injection';
import { findOperatorInjection, operatorKeyReason } from '../operator-injection';
import type { RequestValues } from '../request-values';
import { proseOfRichText } from '../rich-text';
import { LIMIT_REASONS, walkValues } from '../value-walk';
import {
  LEGIT_BODIES,
  LEGIT_RICH_TEXT,
  LEGIT_TEXTS,
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
  richTextFields: new Set(),
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
    expect(findSqlInjection(request({ query: { q: payload } }))?.reason).toMatch(/^sql-/);
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
    expect(findSqlInjection(request({ body: { tags: '["ok","\' OR 1=1--"]' } }))?.location).toBe('body.tags');
    expect(findOperatorInjection(request({ body: { tags: '["ok",{"a":{"constructor":1}}]' } }))?.location).toBe(
      'body.tags.(json).1.a.constructor',
    );
    expect(
      findSqlInjection(request({ body: { positions: [{ name: 'a' }, { name: "b'; DROP TABLE positions; --" }] } }))
        ?.location,
    ).toBe('body.positions.1.name');
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
    expect(
      inspectBoth(
        request({ body: { title: 'Judul', content: html, tags: '["SQL"]' }, richTextFields: new Set(['content']) }),
      ),
    ).toBeNull();
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

describe('rich-text fields', () => {
  const content = (html: string) => request({ body: { content: html }, richTextFields: new Set(['content']) });

  it('skips only closed <pre>/<code> blocks; prose around them is still inspected', () => {
    expect(findSqlInjection(content("<pre><code>' OR '1'='1</code></pre>"))).toBeNull();
    expect(findSqlInjection(content("<p>' OR '1'='1</p><pre><code>x</code></pre>"))?.reason).toBe('sql-tautology');
    expect(findSqlInjection(content('<pre><code>x</code></pre><p>1; DROP TABLE users</p>'))?.reason).toBe(
      'sql-stacked-query',
    );
    expect(findSqlInjection(content("<pre>' UNION SELECT 1--"))?.reason).toBe('sql-union-select');
  });

  it('is only lenient for the named fields: code blocks elsewhere are inspected', () => {
    expect(
      findSqlInjection(request({ body: { title: "<code>' OR '1'='1</code>" }, richTextFields: new Set(['content']) }))
        ?.reason,
    ).toBe('sql-tautology');
    expect(findSqlInjection(request({ body: { content: "<code>' OR '1'='1</code>" } }))?.reason).toBe('sql-tautology');
    expect(
      findSqlInjection(
        request({ query: { content: "<code>' OR '1'='1</code>" }, richTextFields: new Set(['content']) }),
      )?.reason,
    ).toBe('sql-tautology');
  });

  it('decodes entities in prose', () => {
    expect(proseOfRichText('<p>Jum&#39;at &amp; &quot;x&quot;</p><pre>hidden</pre>').replace(/\s+/g, ' ').trim()).toBe(
      'Jum\'at & "x"',
    );
    expect(findSqlInjection(content('<p>x&#39; OR &#39;1&#39;=&#39;1</p>'))?.reason).toBe('sql-tautology');
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
      inspectBoth(request({ query: { q: text }, body: { content: text }, richTextFields: new Set(['content']) }));
      expect(performance.now() - started).toBeLessThan(1500);
    }
  });
});
