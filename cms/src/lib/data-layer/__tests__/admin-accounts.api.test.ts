import { beforeAll, describe, expect, it } from 'vitest';
import { adminRequest } from '../../../../tests/harness/admin-api';
import { WEBHOOKS_OFF } from '../../admin-panel-roles';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { ADMIN_PANEL, OWNER } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';
import { staffFactory } from '../../../../tests/harness/staff';
import { sharedCms } from '../../../../tests/harness/suite';

const cms = sharedCms();
const CM = '/content-manager/collection-types';
const USERS = `${CM}/plugin::users-permissions.user`;
const ACCOUNTS_NOT_IN_ADMIN =
  'Akun pengguna situs (role, password, owner) hanya dapat diubah melalui Manajemen Pengguna di dashboard, bukan di panel admin.';
const as = (method: string, path: string, body?: unknown) => adminRequest(cms, cms.adminToken, method, path, body);

const accounts = () => cms.database.query('SELECT * FROM up_users ORDER BY id');
const sessions = () => cms.database.query('SELECT * FROM app_sessions ORDER BY id');
const roleRef = async (name: string) => {
  const [row] = await cms.database.query<{ id: number; document_id: string }>(
    `SELECT id, document_id FROM app_roles WHERE name = '${name}'`,
  );
  return { id: row.id, documentId: row.document_id };
};
const userDoc = async (username: string) => {
  const [row] = await cms.database.query<{ document_id: string }>(
    `SELECT document_id FROM up_users WHERE username = '${username}'`,
  );
  return row.document_id;
};

describe('the Super Admin is no second site owner', () => {
  let member: string;
  beforeAll(async () => {
    member = (await staffFactory(cms).as('bph')).username;
  });

  it('cannot make an account owner, set a password, add, block or delete a site account through the Content Manager', async () => {
    const before = await accounts();
    const owner = await roleRef('owner');
    const [authenticated] = await cms.database.query<{ id: number; document_id: string }>(
      "SELECT id, document_id FROM up_roles WHERE type = 'authenticated'",
    );
    const attempts: Array<[string, string, unknown]> = [
      ['PUT', `${USERS}/${await userDoc(member)}`, { appRole: { connect: [owner] } }],
      ['PUT', `${USERS}/${await userDoc(member)}`, { password: 'Taken-Over-Pass-1' }],
      ['PUT', `${USERS}/${await userDoc(OWNER.username)}`, { password: 'Taken-Over-Pass-1' }],
      ['PUT', `${USERS}/${await userDoc(OWNER.username)}`, { blocked: true }],
      ['PUT', `${USERS}/${await userDoc(member)}`, { name: 'Renamed in admin' }],
      ['DELETE', `${USERS}/${await userDoc(member)}`, undefined],
      [
        'POST',
        USERS,
        {
          username: 'second_owner',
          email: 'second_owner@test.local',
          password: 'Second-Owner-Pass-1',
          confirmed: true,
          blocked: false,
          appRole: { connect: [owner] },
          role: { connect: [{ id: authenticated.id, documentId: authenticated.document_id }] },
        },
      ],
    ];
    for (const [method, path, body] of attempts) {
      const res = await as(method, path, body);
      expect({
        what: `${method} ${path} ${JSON.stringify(body)}`,
        status: res.status,
        message: res.json?.error?.message,
      }).toEqual({
        what: `${method} ${path} ${JSON.stringify(body)}`,
        status: 400,
        message: ACCOUNTS_NOT_IN_ADMIN,
      });
    }
    expect(await accounts()).toEqual(before);
    // The owner still signs in with the old password.
    expect((await Client.withIp(cms.url, '10.88.0.1').post('/api/auth/login', OWNER)).status).toBe(200);
  });

  it('still lists the site accounts (an operator may look them up), without password hashes', async () => {
    // The shared cms has many accounts by now: the list is searched, as an operator would.
    const res = await as('GET', `${USERS}?_q=${encodeURIComponent(member)}`);
    expect(res.status).toBe(200);
    expect(res.json.results.map((u: { username: string }) => u.username)).toContain(member);
    expect(JSON.stringify(res.json)).not.toMatch(/\$argon2|\$2[aby]\$/);
  });

  it('neither reads nor writes sessions and two-factor rows (token hashes, addresses, secrets)', async () => {
    expect((await Client.withIp(cms.url, '10.88.0.2').post('/api/auth/login', OWNER)).status).toBe(200);
    const before = await sessions();
    const [session] = await cms.database.query<{ document_id: string; token_hash: string }>(
      'SELECT document_id, token_hash FROM app_sessions ORDER BY id DESC LIMIT 1',
    );
    const attempts: Array<[string, string, unknown]> = [
      ['GET', `${CM}/api::auth.session`, undefined],
      ['GET', `${CM}/api::auth.session/${session.document_id}`, undefined],
      ['PUT', `${CM}/api::auth.session/${session.document_id}`, { revokedAt: null, expiresAt: '2099-01-01T00:00:00Z' }],
      ['DELETE', `${CM}/api::auth.session/${session.document_id}`, undefined],
      ['GET', `${CM}/api::auth.two-factor`, undefined],
      ['POST', `${CM}/api::auth.two-factor`, { userId: 1, secret: 'forged' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await as(method, path, body);
      expect({ what: `${method} ${path}`, status: res.status }).toEqual({ what: `${method} ${path}`, status: 403 });
      expect(JSON.stringify(res.json)).not.toContain(session.token_hash);
    }
    expect(await sessions()).toEqual(before);
    expect(await cms.database.count('app_two_factor', "secret = 'forged'")).toBe(0);
  });
});

describe('/admin is no way out for what it hides, and sends no mail it is handed', () => {
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${cms.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: cms.url },
      body: JSON.stringify(body),
    });

  it('has no Transfer Tokens (a remote pull reads every table, sessions and chats included)', async () => {
    const res = await post('/admin/transfer/tokens', cms.adminToken, { name: 'pull', permissions: ['pull'] });
    expect(res.status).toBe(404);
  });

  it("sends no message an admin or a client writes (the association's address, any recipient, any text)", async () => {
    const author = await adminWithRole(cms, cms.adminToken, 'strapi-author');
    const mail = { to: 'mahasiswa@example.com', subject: 'Undangan', text: 'Klik tautan ini untuk daftar ulang' };
    const statuses = [
      (await post('/email', cms.adminToken, mail)).status,
      (await post('/email', author.token, mail)).status,
      (await post('/api/email', 'none', mail)).status,
    ];
    expect(statuses.map((status) => status === 404 || status === 405)).toEqual([true, true, true]);
  });
});

describe("visitors' chats are theirs alone", () => {
  it('the Content Manager neither reads nor writes them, not even as Super Admin', async () => {
    const visitor = Client.withIp(cms.url, '10.88.0.3');
    expect((await visitor.post('/api/chat/message', { message: 'Nomor HP saya 0812 3456' })).status).toBe(200);
    const [{ document_id: documentId }] = await cms.database.query<{ document_id: string }>(
      'SELECT document_id FROM chats ORDER BY id DESC LIMIT 1',
    );
    const before = await cms.database.query(`SELECT * FROM chats WHERE document_id = '${documentId}'`);
    const forged = { messages: [{ role: 'assistant', content: 'Jawaban palsu' }], expiresAt: '2100-01-01T00:00:00Z' };
    for (const [method, path, body] of [
      ['GET', `${CM}/api::chat.chat`, undefined],
      ['GET', `${CM}/api::chat.chat/${documentId}`, undefined],
      ['PUT', `${CM}/api::chat.chat/${documentId}`, forged],
      ['POST', `${CM}/api::chat.chat`, { visitorId: 'forged', ...forged }],
      ['DELETE', `${CM}/api::chat.chat/${documentId}`, undefined],
    ] as Array<[string, string, unknown]>) {
      const res = await as(method, path, body);
      // Hidden from the Content Manager, Strapi refuses first; the data layer's refusal (“Percakapan pengunjung … bersifat pribadi”) stands
      // behind it for any other admin path.
      expect({ what: `${method} ${path}`, status: res.status }).toEqual({ what: `${method} ${path}`, status: 403 });
      expect(JSON.stringify(res.json)).not.toContain('Nomor HP');
    }
    expect(await cms.database.query(`SELECT * FROM chats WHERE document_id = '${documentId}'`)).toEqual(before);
    expect(await cms.database.count('chats', "visitor_id = 'forged'")).toBe(0);
  });
});

describe("the server's records (activity log, revisions) are read-only in /admin", () => {
  const RECORDS = ['api::dashboard.activity', 'api::articles.article-revision', 'api::settings.settings-revision'];
  const rows = () =>
    Promise.all(
      ['activities', 'article_revisions', 'settings_revisions'].map((t) =>
        cms.database.query(`SELECT * FROM ${t} ORDER BY id`),
      ),
    );

  it('the Super Admin may open them but is offered no create, edit or delete (the form shows them read-only)', async () => {
    const mine = (await as('GET', '/admin/users/me/permissions')).json.data as Array<{
      action: string;
      subject: string;
    }>;
    for (const subject of RECORDS)
      expect({
        subject,
        actions: mine.filter((p) => p.subject === subject).map((p) => p.action.replace('plugin::content-manager.', '')),
      }).toEqual({ subject, actions: ['explorer.read'] });
    // Still offered for the site's content.
    expect(mine).toContainEqual(
      expect.objectContaining({ action: 'plugin::content-manager.explorer.update', subject: 'api::articles.article' }),
    );
  });

  it('a write sent by hand is refused before it reaches them', async () => {
    const before = await rows();
    const first = async (table: string) =>
      (await cms.database.query<{ document_id: string }>(`SELECT document_id FROM ${table} LIMIT 1`))[0]?.document_id;
    const attempts: Array<[string, string, unknown]> = [
      ['POST', `${CM}/api::dashboard.activity`, { type: 'article', action: 'delete', title: 'palsu' }],
      ['PUT', `${CM}/api::dashboard.activity/${await first('activities')}`, { title: 'palsu' }],
      ['DELETE', `${CM}/api::dashboard.activity/${await first('activities')}`, undefined],
      ['POST', `${CM}/api::articles.article-revision`, { articleId: 1, title: 'palsu' }],
      ['POST', `${CM}/api::settings.settings-revision`, { settings: {}, title: 'Palsu' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await as(method, path, body);
      expect({ what: `${method} ${path}`, status: res.status }).toEqual({ what: `${method} ${path}`, status: 403 });
    }
    expect(await rows()).toEqual(before);
  });
});

describe('/admin/information (versions and every dependency)', () => {
  it('is the Super Admin’s only: an Editor gets 403', async () => {
    expect((await as('GET', '/admin/information')).status).toBe(200);
    const editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
    const res = await adminRequest(cms, editor.token, 'GET', '/admin/information');
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.json)).not.toContain('@strapi');
  });
});

describe("the Super Admin's settings that Strapi leaves open to every admin", () => {
  it("an Editor neither reads the panel's key figures nor changes a component's form for everyone", async () => {
    const editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
    expect((await as('GET', '/admin/homepage/key-statistics')).status).toBe(200);
    expect((await adminRequest(cms, editor.token, 'GET', '/admin/homepage/key-statistics')).status).toBe(403);
    const path = '/content-manager/components/library.media/configuration';
    const { settings, metadatas, layouts } = (await as('GET', path)).json.data.component;
    const relabelled = { ...metadatas, url: { ...metadatas.url, edit: { ...metadatas.url.edit, label: 'Diubah' } } };
    const res = await adminRequest(cms, editor.token, 'PUT', path, { settings, metadatas: relabelled, layouts });
    expect(res.status).toBe(403);
    expect((await as('GET', path)).json.data.component.metadatas.url.edit.label).not.toBe('Diubah');
  });

  it('webhooks are off: the server calls no address an admin names (a Super Admin included)', async () => {
    const hook = { name: 'Internal', url: 'http://127.0.0.1:9/', headers: {}, events: ['entry.create'] };
    const created = await as('POST', '/admin/webhooks', hook);
    expect(created.status).toBe(400);
    expect(created.json.error.message).toBe(WEBHOOKS_OFF);
    expect((await as('POST', '/admin/webhooks/1/trigger')).status).toBe(400);
    expect((await as('PUT', '/admin/webhooks/1', hook)).status).toBe(400);
  });
});

describe("an admin's password", () => {
  it("set by the Super Admin in Settings → Users ends that admin's sessions, as admin:reset does", async () => {
    const editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.18.7.1' },
      body: JSON.stringify({ email: editor.email, password: 'Editor-Pass-123' }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const refresh = (login.headers.get('set-cookie') ?? '').split(';')[0];
    expect(refresh).toMatch(/^strapi_admin_refresh=/);
    const [{ id }] = await cms.database.query<{ id: number }>(
      `SELECT id FROM admin_users WHERE email = '${editor.email}'`,
    );
    expect((await as('PUT', `/admin/users/${id}`, { password: 'Set-By-Super-9' })).status).toBe(200);
    expect((await adminRequest(cms, token, 'GET', '/admin/users/me')).status).toBe(401);
    const renewed = await fetch(`${cms.url}/admin/access-token`, { method: 'POST', headers: { Cookie: refresh } });
    expect(renewed.status).toBeGreaterThanOrEqual(400);
  });

  it('a wrong one takes as long whether or not the email has an account: no telling which emails exist', async () => {
    // Each answer waits for the same floor as the site's sign-in (LOGIN_FAILURE_MIN_MS, 250 ms by default).
    for (const [email, ip] of [
      ['nobody-here@test.local', '198.18.7.2'],
      [ADMIN_PANEL.email, '198.18.7.3'],
    ]) {
      const started = performance.now();
      const res = await fetch(`${cms.url}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ email, password: 'Wrong-Pass-123' }),
      });
      expect(res.status).toBe(400);
      expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    }
  });
});
