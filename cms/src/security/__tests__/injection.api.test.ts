import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleForm } from '../../../tests/harness/article-form';
import { Client } from '../../../tests/harness/http';
import { staffFactory } from '../../../tests/harness/staff';
import { sharedCms } from '../../../tests/harness/suite';
import { DRIVE_IDS } from '../../../tests/harness/fake-drive.mjs';
import { DEMO_ARTICLES } from '../../seed/demo-content';
import { LEGIT_RICH_TEXT, OPERATOR_BODY_ATTACKS, OPERATOR_QUERY_ATTACKS, SQL_ATTACKS } from './injection-corpus';
import { withinTwoSeconds } from './support';

/**
 * The injection attack corpus against every route of the contract (read from src/api/*\/routes), on the
 * real cms: with a protection on its payloads get 403 + details.reason; with both off nothing breaks
 * (no 5xx) and nothing changes, because every query is parameterised. Legitimate content passes.
 */
type Res = Awaited<ReturnType<Client['request']>>;
interface Route {
  method: string;
  path: string;
}

const routeFiles = import.meta.glob<{ default: { routes: Route[] } }>(
  ['../../api/*/routes/*.ts', '!../../api/*/routes/*-bench-core.ts'],
  { eager: true },
);
const ROUTES: Route[] = Object.values(routeFiles).flatMap((m) =>
  m.default.routes.map((r) => ({ method: r.method, path: `/api${r.path}` })),
);

const cms = sharedCms();
const staff = staffFactory(cms);
const enc = encodeURIComponent;
const DRIVE_LINK = `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view?usp=sharing`;
const SAMPLE_PARAMS: Record<string, string> = { id: '999999', slug: 'tidak-ada-artikel', period: '1999-2000' };
const PARAM = /:(\w+)(\([^)]*\))?/g;
const hasParams = (r: Route) => r.path.includes(':');
const fill = (path: string, value?: string) =>
  path.replace(PARAM, (_m, name: string) => enc(value ?? SAMPLE_PARAMS[name] ?? 'x'));
const QUERY_KEYS = ['q', 'page', 'pageSize', 'tag', 'type', 'period', 'limit', 'role'];
const attackQuery = (p: string) => QUERY_KEYS.map((k) => `${k}=${enc(p)}`).join('&');
const attackBody = (p: string) => ({
  username: p,
  password: p,
  name: p,
  email: p,
  title: p,
  excerpt: p,
  content: p,
  description: p,
  fullDescription: p,
  displayName: p,
  period: p,
  sourcePeriod: p,
  targetPeriod: p,
  role: p,
  division: p,
  sessionId: p,
  message: p,
  q: p,
  url: p,
  type: p,
  action: p,
  siteName: p,
  contactEmail: p,
  positions: [{ name: p, order: 1 }],
  permissions: [p],
  tags: p,
  level: p,
  color: p,
  currentPassword: p,
  newPassword: p,
  confirmPassword: p,
});
/** Routes whose action ignores the attacked input and changes state by design (sign-out, reset). */
const ACTS_REGARDLESS = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/revoke-all-sessions',
  'POST /api/settings/reset',
]);
const key = (r: Route) => `${r.method} ${r.path}`;
const hasBody = (r: Route) => r.method === 'POST' || r.method === 'PUT';

/** Tables of the site's data (the activity log is left out: sign-ins and edits write to it). */
const TABLES = [
  'up_users',
  'app_roles',
  'articles',
  'library_items',
  'org_divisions',
  'org_members',
  'org_periods',
  'org_positions',
  'site_settings',
  'middleware_settings',
  'chats',
  'files',
];
const VOLATILE = new Set(['updated_at', 'last_login', 'last_active', 'expires_at']);
/** Per table: row id (as text) → the row's non-volatile columns as JSON. */
type Snapshot = Record<string, Map<string, string>>;
async function snapshot(): Promise<Snapshot> {
  const parts: Snapshot = {};
  for (const table of TABLES) {
    const rows = await cms.database.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY id`);
    parts[table] = new Map(
      rows.map((row) => [String(row.id), JSON.stringify(Object.entries(row).filter(([k]) => !VOLATILE.has(k)))]),
    );
  }
  const sessions = await cms.database.query<{ id: unknown; revoked_at: unknown }>(
    'SELECT id, revoked_at FROM app_sessions ORDER BY id',
  );
  parts.app_sessions = new Map(sessions.map((row) => [String(row.id), JSON.stringify(row)]));
  return parts;
}

/** Rows added, removed or changed between two snapshots, with the changed columns. */
function changes(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const table of Object.keys(before)) {
    for (const [id, row] of after[table]) {
      const old = before[table].get(id);
      if (old === undefined) out.push(`${table}#${id} added: ${row.slice(0, 300)}`);
      else if (old !== row) {
        const was = Object.fromEntries(JSON.parse(old) as Array<[string, unknown]>);
        const diff = (JSON.parse(row) as Array<[string, unknown]>).filter(
          ([k, v]) => JSON.stringify(was[k]) !== JSON.stringify(v),
        );
        out.push(`${table}#${id} changed: ${JSON.stringify(diff).slice(0, 300)}`);
      }
    }
    for (const id of before[table].keys()) if (!after[table].has(id)) out.push(`${table}#${id} removed`);
  }
  return out;
}

const stringsIn = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(stringsIn) : [];

async function removeAddedDivisions(before: Snapshot) {
  for (const id of (await snapshot()).org_divisions.keys()) {
    if (!before.org_divisions.has(id)) expect((await owner.delete(`/api/divisions/${id}`)).status).toBe(200);
  }
}

let owner: Client;
/**
 * The forms that ask for the account's current password count a wrong one as a sign-in guess against that account
 * (the account lockout): their payloads go through an account of this file's own, so the owner of the shared cms is
 * not locked out for the files that run after this one.
 */
let self: Client;
const ASKS_CURRENT_PASSWORD =
  /^\/api\/auth\/(profile|change-password|two-factor\/(setup|enable|disable|recovery-codes))$/;
let ipSeq = 1;
const clientFor = (r: Route) =>
  r.path.startsWith('/api/auth/log')
    ? Client.withIp(cms.url, `10.66.${Math.floor(ipSeq / 250) % 250}.${(ipSeq++ % 250) + 1}`)
    : ASKS_CURRENT_PASSWORD.test(r.path)
      ? self
      : owner;

interface Attack {
  label: string;
  family: 'sql' | 'operator';
  send: () => Promise<Res>;
}

/** Every route gets SQL payloads in its query, path parameters and body, and operator payloads; payloads rotate over routes. */
function attacksOn(route: Route, index: number): Attack[] {
  const attacks: Attack[] = [];
  const sql = Array.from({ length: 6 }, (_, k) => SQL_ATTACKS[(index * 6 + k) % SQL_ATTACKS.length]);
  for (const p of sql) {
    attacks.push({
      label: `${key(route)} ?…=${p}`,
      family: 'sql',
      send: () => clientFor(route).request(route.method, `${fill(route.path)}?${attackQuery(p)}`),
    });
    if (hasParams(route))
      attacks.push({
        label: `${key(route)} param=${p}`,
        family: 'sql',
        send: () => clientFor(route).request(route.method, fill(route.path, p)),
      });
    if (hasBody(route))
      attacks.push({
        label: `${key(route)} body ${p}`,
        family: 'sql',
        send: () => clientFor(route).request(route.method, fill(route.path), attackBody(p)),
      });
  }
  for (let k = 0; k < 3; k++) {
    const qs = OPERATOR_QUERY_ATTACKS[(index * 3 + k) % OPERATOR_QUERY_ATTACKS.length];
    attacks.push({
      label: `${key(route)} ?${qs}`,
      family: 'operator',
      send: () => clientFor(route).request(route.method, `${fill(route.path)}?${qs}`),
    });
  }
  if (hasBody(route)) {
    for (let k = 0; k < 4; k++) {
      const body = OPERATOR_BODY_ATTACKS[(index * 4 + k) % OPERATOR_BODY_ATTACKS.length];
      const raw = JSON.stringify(body);
      attacks.push({
        label: `${key(route)} body ${raw}`,
        family: 'operator',
        send: () =>
          clientFor(route).request(route.method, fill(route.path), raw, { 'Content-Type': 'application/json' }),
      });
    }
  }
  return attacks;
}

/** The whole corpus, not a rotation, on the sign-in and the public list. */
function fullCorpus(): Attack[] {
  const login = ROUTES.find((r) => key(r) === 'POST /api/auth/login')!;
  return [
    ...SQL_ATTACKS.flatMap((p): Attack[] => [
      {
        label: `login ${p}`,
        family: 'sql',
        send: () => clientFor(login).post('/api/auth/login', { username: p, password: p }),
      },
      {
        label: `members ?period=${p}`,
        family: 'sql',
        send: () => owner.get(`/api/organization/members?period=${enc(p)}`),
      },
    ]),
    ...OPERATOR_BODY_ATTACKS.map((b): Attack => ({
      label: `login ${JSON.stringify(b)}`,
      family: 'operator',
      send: () =>
        clientFor(login).request('POST', '/api/auth/login', JSON.stringify(b), { 'Content-Type': 'application/json' }),
    })),
    ...OPERATOR_QUERY_ATTACKS.map((qs): Attack => ({
      label: `users ?${qs}`,
      family: 'operator',
      send: () => owner.get(`/api/users?${qs}`),
    })),
  ];
}

async function runAll(attacks: Attack[], concurrency = 4): Promise<Array<{ attack: Attack; res: Res }>> {
  const results: Array<{ attack: Attack; res: Res }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < attacks.length) {
        const attack = attacks[next++];
        results.push({ attack, res: await attack.send() });
      }
    }),
  );
  return results;
}

const MIDDLEWARE = '/api/settings/middleware';
async function setFlags(flags: { sqlInjectionProtectionEnabled?: boolean; noSqlInjectionProtectionEnabled?: boolean }) {
  const res = await owner.put(MIDDLEWARE, flags);
  expect(res.status).toBe(200);
}

const reasonOf = (res: Res): string | undefined => res.json?.error?.details?.reason;
const OUR_REASONS = /^(sql-|nosql-|prototype-pollution|payload-too)/;
/** The JSON body parser itself refuses own "__proto__" keys (400, the corpus's bodies are otherwise valid JSON). */
const refusedByParser = (res: Res) => res.status === 400 && res.json?.message === 'Format JSON tidak valid.';
const LONG = 300_000;
const summary = (rows: Array<{ attack: Attack; res: Res }>) =>
  rows.map(({ attack, res }) => `${res.status} ${reasonOf(res) ?? res.json?.message ?? ''} ← ${attack.label}`);

let initialFlags: Record<string, boolean>;

beforeAll(async () => {
  owner = await staff.owner();
  self = await staff.as('bph');
  initialFlags = (await owner.get(MIDDLEWARE)).json;
});

afterAll(async () => {
  await setFlags({
    sqlInjectionProtectionEnabled: initialFlags.sqlInjectionProtectionEnabled,
    noSqlInjectionProtectionEnabled: initialFlags.noSqlInjectionProtectionEnabled,
  });
});

describe('injection attack corpus against every endpoint', () => {
  const allAttacks = () => [...ROUTES.flatMap((r, i) => attacksOn(r, i)), ...fullCorpus()];

  it('covers every route of the contract', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(60);
    const perRoute = ROUTES.map((r, i) => attacksOn(r, i).length);
    expect(perRoute.every((n) => n >= 9)).toBe(true);
    const used = new Set(
      ROUTES.flatMap((_, i) => Array.from({ length: 6 }, (_x, k) => SQL_ATTACKS[(i * 6 + k) % SQL_ATTACKS.length])),
    );
    expect(used.size).toBe(SQL_ATTACKS.length);
  });

  it(
    'sqlInjectionProtection on: every SQL payload gets 403 with a sql-* reason; nothing changes',
    async () => {
      await setFlags({ sqlInjectionProtectionEnabled: true, noSqlInjectionProtectionEnabled: false });
      const before = await snapshot();
      const results = await runAll(allAttacks().filter((a) => a.family === 'sql'));
      const wrong = results.filter(({ res }) => res.status !== 403 || !/^(sql-|payload-too)/.test(reasonOf(res) ?? ''));
      expect(summary(wrong)).toEqual([]);
      const sample = results[0].res.json;
      expect(sample.error).toMatchObject({
        code: 403,
        title: expect.any(String),
        message: expect.any(String),
        help: expect.any(String),
        timestamp: expect.any(String),
      });
      expect(sample.error.details).toMatchObject({
        reason: expect.stringMatching(/^sql-/),
        path: expect.stringMatching(/^\/api\//),
        method: expect.any(String),
      });
      expect(changes(before, await snapshot())).toEqual([]);
    },
    LONG,
  );

  it(
    'noSqlInjectionProtection on: every operator payload gets 403 with a nosql/prototype reason; nothing changes',
    async () => {
      await setFlags({ sqlInjectionProtectionEnabled: false, noSqlInjectionProtectionEnabled: true });
      const before = await snapshot();
      const results = await runAll(allAttacks().filter((a) => a.family === 'operator'));
      const wrong = results.filter(
        ({ res }) =>
          !refusedByParser(res) &&
          (res.status !== 403 || !/^(nosql-|prototype-pollution|payload-too)/.test(reasonOf(res) ?? '')),
      );
      expect(summary(wrong)).toEqual([]);
      expect(changes(before, await snapshot())).toEqual([]);
    },
    LONG,
  );

  it(
    'both off: the same payloads cause no 5xx and no data change (queries are parameterised)',
    async () => {
      await setFlags({ sqlInjectionProtectionEnabled: false, noSqlInjectionProtectionEnabled: false });
      const before = await snapshot();
      const attacks = allAttacks().filter((a) => !ACTS_REGARDLESS.has(a.label.split(' ').slice(0, 2).join(' ')));
      const results = await runAll(attacks);
      expect(summary(results.filter(({ res }) => res.status >= 500))).toEqual([]);
      expect(summary(results.filter(({ res }) => OUR_REASONS.test(reasonOf(res) ?? '')))).toEqual([]);
      expect(results.filter(({ res }) => res.status === 200).length).toBeGreaterThan(50);
      expect(
        summary(
          results.filter(
            ({ attack, res }) =>
              res.status === 200 && (attack.label.startsWith('login') || attack.label.includes('/api/auth/login')),
          ),
        ),
      ).toEqual([]);
      // A create endpoint may store a payload as the literal text it is (that is the point of parameterised
      // queries); nothing else may change, and no existing row may be touched.
      const texts = [...SQL_ATTACKS, ...OPERATOR_BODY_ATTACKS.flatMap((b) => stringsIn(b))].map((t) =>
        JSON.stringify(t).slice(1, -1),
      );
      // The chat keeps a new visitor's conversation (the payload as its message) in a row of its own.
      const unexplained = changes(before, await snapshot()).filter(
        (c) =>
          !(c.startsWith('org_divisions#') && c.includes(' added: ') && texts.some((t) => c.includes(t))) &&
          !(c.startsWith('chats#') && c.includes(' added: ')),
      );
      expect(unexplained).toEqual([]);
      await removeAddedDivisions(before);
    },
    LONG,
  );

  it('both off: a payload written as content is stored literally and touches nothing else', async () => {
    await setFlags({ sqlInjectionProtectionEnabled: false, noSqlInjectionProtectionEnabled: false });
    const title = "Robert'); DROP TABLE articles;-- ' OR '1'='1";
    const before = await snapshot();
    const articles = await cms.database.count('articles');
    const form = new FormData();
    form.set('title', title);
    form.set('excerpt', "1' UNION SELECT password FROM up_users--");
    form.set('content', "<p>x'; UPDATE up_users SET blocked = true; --</p>");
    form.set('published', 'false');
    form.set('tags', JSON.stringify(["' OR 1=1--"]));
    form.set('gdriveUrl', DRIVE_LINK);
    const created = await owner.post('/api/articles', form);
    expect(created.status).toBe(201);
    const stored = await owner.get(`/api/articles/manage/${created.json.id}`);
    expect(stored.json).toMatchObject({
      title,
      excerpt: "1' UNION SELECT password FROM up_users--",
      tags: ["' OR 1=1--"],
    });
    expect(await cms.database.count('articles')).toBe(articles + 1);
    expect((await owner.delete(`/api/articles/${created.json.id}`)).status).toBe(200);
    expect(changes(before, await snapshot())).toEqual([]);
  });
});

describe('multipart forms are inspected field by field', () => {
  beforeAll(async () => setFlags({ sqlInjectionProtectionEnabled: true, noSqlInjectionProtectionEnabled: true }));

  it.each([
    [{ gdriveUrl: "1' UNION SELECT password FROM up_users--" }, 'sql-union-select', 'body.gdriveUrl'],
    [{ published: "false' OR '1'='1" }, 'sql-tautology', 'body.published'],
    [{ 'title[$ne]': 'x' }, 'nosql-operator-key', 'body.title.1.$ne'], // the multipart parser nests bracket names
  ])('POST /api/articles with %j → 403 %s', async (fields, reason, field) => {
    const before = await cms.database.count('articles');
    const res = await owner.post(
      '/api/articles',
      articleForm('Judul', { excerpt: 'Ringkasan', content: '<p>Isi</p>', gdriveUrl: DRIVE_LINK, ...fields }),
    );
    expect([res.status, reasonOf(res), res.json?.error?.details?.field]).toEqual([403, reason, field]);
    expect(await cms.database.count('articles')).toBe(before);
  });
});

describe('free text is data: attack strings written as content are stored as written, with both protections on', () => {
  beforeAll(async () => setFlags({ sqlInjectionProtectionEnabled: true, noSqlInjectionProtectionEnabled: true }));

  it('an article whose title, excerpt and prose quote attacks is created and read back literally', async () => {
    const form = new FormData();
    const title = "Robert'); DROP TABLE articles;-- ' OR '1'='1";
    form.set('title', title);
    form.set('excerpt', '{"$ne": null} dan this.password.match(/.*/)');
    form.set('content', "<p>Serangan UNION SELECT password FROM admin adalah contoh klasik; ' OR '1'='1</p>");
    form.set('published', 'false');
    form.set('tags', '["SQL"]');
    form.set('gdriveUrl', DRIVE_LINK);
    const created = await owner.post('/api/articles', form);
    expect([created.status, reasonOf(created)]).toEqual([201, undefined]);
    const stored = (await owner.get(`/api/articles/manage/${created.json.id}`)).json;
    expect(stored).toMatchObject({ title, excerpt: '{"$ne": null} dan this.password.match(/.*/)' });
    expect(stored.content).toContain('UNION SELECT password FROM admin');
    expect((await owner.delete(`/api/articles/${created.json.id}`)).status).toBe(200);
  });

  it('tags and searches are data: an article tagged with SQL words is saved, stored as written and found', async () => {
    const tags = ['union select', "x'; DROP TABLE articles; --", "' or 1=1", 'sleep(5)'];
    const form = new FormData();
    form.set('title', 'Mengenal SQL injection');
    form.set('excerpt', 'Ringkasan');
    form.set('content', '<p>Isi</p>');
    form.set('published', 'false');
    form.set('tags', JSON.stringify(tags));
    form.set('gdriveUrl', DRIVE_LINK);
    const created = await owner.post('/api/articles', form);
    expect([created.status, reasonOf(created)]).toEqual([201, undefined]);
    expect((await owner.get(`/api/articles/manage/${created.json.id}`)).json.tags).toEqual(tags);
    for (const q of ['union select', "' or 1=1", 'sleep(5)', '1; DROP TABLE users']) {
      const found = await owner.get(`/api/articles/manage?q=${enc(q)}`);
      expect([q, found.status]).toEqual([q, 200]);
    }
    expect((await owner.delete(`/api/articles/${created.json.id}`)).status).toBe(200);
  });

  it('operators sent as objects in place of free text are still refused', async () => {
    for (const body of [
      { title: { $ne: null } },
      { password: { $gt: '' }, username: 'owner' },
      { message: { $where: '1' } },
    ]) {
      const res = await owner.request('POST', '/api/chat/message', JSON.stringify(body), {
        'Content-Type': 'application/json',
      });
      expect([res.status, reasonOf(res)]).toEqual([403, 'nosql-operator-key']);
    }
  });
});

describe('legitimate requests pass with both protections on', () => {
  beforeAll(async () => setFlags({ sqlInjectionProtectionEnabled: true, noSqlInjectionProtectionEnabled: true }));

  it('every seeded article saves back unchanged', async () => {
    const managed = (await owner.get('/api/articles/manage')).json as Array<{ id: number; title: string }>;
    const seeded = managed.filter((a) => DEMO_ARTICLES.some((d) => d.title === a.title));
    expect(seeded.length).toBeGreaterThan(0);
    for (const { id } of seeded) {
      const a = (await owner.get(`/api/articles/manage/${id}`)).json;
      const form = new FormData();
      for (const [k, v] of Object.entries({
        title: a.title,
        excerpt: a.excerpt,
        content: a.content,
        published: String(a.published),
        tags: JSON.stringify(a.tags),
      }))
        form.set(k, v);
      const res = await owner.put(`/api/articles/${id}`, form);
      expect([res.status, reasonOf(res), a.title]).toEqual([200, undefined, a.title]);
    }
  });

  it('an article teaching SQL in code blocks, in Indonesian, is created and updated', async () => {
    const content = LEGIT_RICH_TEXT.slice(0, 5).join('') + '<p>Sholat Jum\'at -- lalu "1 atau 1" dibahas.</p>';
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'Belajar SQL Injection: Jum\'at "--"',
      excerpt: 'Contoh SELECT * FROM users WHERE id = 1; di kelas',
      content,
      published: 'false',
      tags: '["SQL","Keamanan"]',
    }))
      form.set(k, v);
    form.set('gdriveUrl', DRIVE_LINK);
    const created = await owner.post('/api/articles', form);
    expect([created.status, reasonOf(created)]).toEqual([201, undefined]);
    const stored = (await owner.get(`/api/articles/manage/${created.json.id}`)).json;
    expect(stored.content).toContain('SELECT * FROM users WHERE id = 1;');
    const update = new FormData();
    for (const [k, v] of Object.entries({
      title: stored.title,
      excerpt: stored.excerpt,
      content: `${stored.content}<pre><code>'; DROP TABLE users; --</code></pre>`,
      published: 'false',
      tags: '["SQL"]',
    }))
      update.set(k, v);
    const updated = await owner.put(`/api/articles/${created.json.id}`, update);
    expect([updated.status, reasonOf(updated)]).toEqual([200, undefined]);
    expect((await owner.delete(`/api/articles/${created.json.id}`)).status).toBe(200);
  });

  it('settings, profile, divisions, periods and lists with Indonesian text pass', async () => {
    const settings = (await owner.get('/api/settings')).json;
    const put = await owner.put('/api/settings', {
      aboutUs: `${settings.aboutUs}${LEGIT_RICH_TEXT[2]}`,
      siteTagline: 'Salam Satu Saudara -- Jum\'at "1 atau 1"',
    });
    expect([put.status, reasonOf(put)]).toEqual([200, undefined]);
    expect(
      (await owner.put('/api/settings', { aboutUs: settings.aboutUs, siteTagline: settings.siteTagline })).status,
    ).toBe(200);

    const me = (await owner.get('/api/auth/me')).json;
    const profile = await owner.put('/api/auth/profile', {
      username: me.username,
      name: 'Nur\'aini "1 atau 1" -- Owner',
      email: me.email,
    });
    expect([profile.status, reasonOf(profile)]).toEqual([200, undefined]);
    expect(
      (await owner.put('/api/auth/profile', { username: me.username, name: me.name, email: me.email })).status,
    ).toBe(200);

    const division = await owner.post('/api/divisions', {
      name: 'riset_ai',
      displayName: 'Riset & AI',
      description: "Kajian AI -- termasuk do'a sebelum mulai",
      positions: ['Ketua Divisi Riset & AI'],
      color: '#3B82F6',
    });
    expect([division.status, reasonOf(division)]).toEqual([201, undefined]);
    expect((await owner.delete(`/api/divisions/${division.json.id ?? division.json._id}`)).status).toBe(200);

    for (const path of [
      `/api/articles?page=1&pageSize=9&q=${enc("Jum'at")}&tag=Workshop`,
      '/api/library?page=1&pageSize=12&type=photo',
      '/api/organization/members?period=2025-2026',
      `/api/users?q=${enc("o'")}&role=owner`,
      '/api/dashboard/activities?limit=10',
    ]) {
      const res = await owner.get(path);
      expect([path, res.status]).toEqual([path, 200]);
    }
  });
});

describe('toggles', () => {
  it.each([
    ['sqlInjectionProtectionEnabled', `/api/organization/members?period=${enc("' OR '1'='1")}`],
    ['noSqlInjectionProtectionEnabled', '/api/articles?q[$ne]=x'],
  ] as const)('%s off and on takes effect within 2 s', async (flag, path) => {
    await setFlags({ sqlInjectionProtectionEnabled: true, noSqlInjectionProtectionEnabled: true });
    expect((await owner.get(path)).status).toBe(403);
    await setFlags({ [flag]: false });
    await withinTwoSeconds(async () => (await owner.get(path)).status === 200);
    await setFlags({ [flag]: true });
    await withinTwoSeconds(async () => (await owner.get(path)).status === 403);
  });
});
