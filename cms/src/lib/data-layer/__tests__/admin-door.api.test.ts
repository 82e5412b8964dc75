import { beforeAll, describe, expect, it } from 'vitest';
import { adminCoverPicture, adminRequest, adminToken } from '../../../../tests/harness/admin-api';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { ADMIN_EMAIL_NEEDS_PASSWORD, OWN_SIGN_IN_IN_PROFILE } from '../../admin-panel-roles';
import { sharedCms } from '../../../../tests/harness/suite';
import { staffFactory } from '../../../../tests/harness/staff';

const cms = sharedCms();
const CM = '/content-manager/collection-types';

/** The rows the refused writes aim at; a refusal must leave every one of them as it was. */
const snapshot = async () => ({
  roles: await cms.database.query('SELECT id, name, level, permissions, is_system FROM app_roles ORDER BY id'),
  protections: await cms.database.query('SELECT * FROM middleware_settings'),
  periods: await cms.database.query('SELECT id, name FROM org_periods ORDER BY id'),
  activities: await cms.database.query('SELECT * FROM activities ORDER BY id'),
  users: await cms.database.query('SELECT id, username, blocked FROM up_users ORDER BY id'),
});

const documentIdOf = async (table: string, where: string) => {
  const [row] = await cms.database.query<{ document_id: string }>(`SELECT document_id FROM ${table} WHERE ${where}`);
  if (!row) throw new Error(`no row in ${table} where ${where}`);
  return row.document_id;
};

const lastActivityId = async () =>
  Number((await cms.database.query<{ n: number | null }>('SELECT MAX(id) AS n FROM activities'))[0].n ?? 0);
const activitiesSince = (id: number) =>
  cms.database.query<{ type: string; action: string; title: string; user_name: string; actor_kind: string }>(
    `SELECT type, action, title, entity_title, user_name, actor_kind FROM activities WHERE id > ${id} ORDER BY id`,
  );

/** Makes sure the log holds an entry to aim at. */
beforeAll(async () => {
  const division = await documentIdOf('org_divisions', "name = 'senor'");
  await adminRequest(cms, cms.adminToken, 'PUT', `${CM}/api::organization.division/${division}`, { sortOrder: 0 });
});

const currentPeriodWithMembers = async () => {
  const [row] = await cms.database.query<{ period: string }>(
    'SELECT period FROM org_members GROUP BY period ORDER BY period DESC LIMIT 1',
  );
  return row.period;
};

describe('the admin panel as an Editor: only content, and the content rules hold', () => {
  let editor: { token: string; name: string; email: string };
  beforeAll(async () => {
    editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
  });

  it('every write of the tried list is refused with a clear 4xx and nothing changes', async () => {
    const before = await snapshot();
    const ownerRole = await documentIdOf('app_roles', "name = 'owner'");
    const headRole = await documentIdOf('app_roles', "name = 'division_head'");
    const period = await currentPeriodWithMembers();
    const periodDoc = await documentIdOf('org_periods', `name = '${period}'`);
    const [activity] = await cms.database.query<{ document_id: string }>('SELECT document_id FROM activities LIMIT 1');
    const attempts = [
      ['DELETE', `${CM}/api::roles.role/${ownerRole}`, undefined],
      ['PUT', `${CM}/api::roles.role/${headRole}`, { level: 1 }],
      [
        'PUT',
        '/content-manager/single-types/api::settings.middleware-setting',
        { sqlInjectionProtectionEnabled: false },
      ],
      ['PUT', `${CM}/api::dashboard.activity/${activity.document_id}`, { title: 'forged' }],
      ['DELETE', `${CM}/api::dashboard.activity/${activity.document_id}`, undefined],
      ['GET', `${CM}/api::chat.chat`, undefined],
      ['GET', `${CM}/plugin::users-permissions.user`, undefined],
      ['DELETE', `${CM}/api::organization.period/${periodDoc}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const res = await adminRequest(cms, editor.token, method, path, body);
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.json?.error?.message, `${method} ${path}`).toEqual(expect.any(String));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('sees the content types and nothing else', async () => {
    for (const uid of ['api::articles.article', 'api::library.library-item', 'api::organization.member'])
      expect((await adminRequest(cms, editor.token, 'GET', `${CM}/${uid}`)).status, uid).toBe(200);
    expect(
      (await adminRequest(cms, editor.token, 'GET', '/content-manager/single-types/api::settings.setting')).status,
    ).toBe(200);
    for (const uid of ['api::roles.role', 'api::dashboard.activity', 'api::auth.session'])
      expect((await adminRequest(cms, editor.token, 'GET', `${CM}/${uid}`)).status, uid).toBe(403);
    expect(
      (await adminRequest(cms, editor.token, 'GET', '/content-manager/single-types/api::settings.middleware-setting'))
        .status,
    ).toBe(403);
  });

  it("cannot learn the site's accounts through the article list: no filter or list by the author account", async () => {
    const [owner] = await cms.database.query<{ email: string; username: string }>(
      "SELECT email, username FROM up_users WHERE username = 'owner'",
    );
    const total = async (filter: string) => {
      const res = await adminRequest(cms, editor.token, 'GET', `${CM}/api::articles.article?pageSize=1&${filter}`);
      expect(res.status, `${filter}: ${JSON.stringify(res.json)}`).toBeLessThan(500);
      return res.status === 200 ? (res.json.pagination.total as number) : null;
    };
    const everything = await total('page=1');
    expect(everything).toBeGreaterThan(0);
    for (const [field, value] of [
      ['email', owner.email],
      ['email', 'nobody@example.invalid'],
      ['username', owner.username],
    ])
      for (const op of ['$eq', '$startsWith']) {
        const answered = await total(`filters[authorUser][${field}][${op}]=${encodeURIComponent(value)}`);
        // The filter is refused or has no effect: either way the answer tells nothing about the account.
        expect([null, everything], `${field} ${op} ${value}`).toContain(answered);
      }
    const relations = await adminRequest(
      cms,
      editor.token,
      'GET',
      '/content-manager/relations/api::articles.article/authorUser',
    );
    expect(relations.status, JSON.stringify(relations.json)).toBe(403);
  });

  it('changes their own login email only with their current password, as a site account does', async () => {
    const me = (body: Record<string, unknown>) => adminRequest(cms, editor.token, 'PUT', '/admin/users/me', body);
    const newEmail = `baru-${editor.email}`;
    const without = await me({ email: newEmail });
    expect(without.status, JSON.stringify(without.json)).toBe(400);
    expect(without.json.error.message).toBe(ADMIN_EMAIL_NEEDS_PASSWORD);
    const wrong = await me({ email: newEmail, currentPassword: 'Bukan-Sandinya-1' });
    expect(wrong.status, JSON.stringify(wrong.json)).toBe(400);
    const stored = async () =>
      (
        await cms.database.query<{ email: string }>(
          `SELECT email FROM admin_users WHERE email IN ('${editor.email}', '${newEmail}')`,
        )
      ).map((r) => r.email);
    expect(await stored()).toEqual([editor.email]);
    // Other changes of the profile need no password (the form sends the email unchanged beside them).
    expect((await me({ firstname: 'Eddie', email: editor.email })).status).toBe(200);
    const right = await me({ email: newEmail, currentPassword: 'Editor-Pass-123' });
    expect(right.status, JSON.stringify(right.json)).toBe(200);
    expect(await stored()).toEqual([newEmail]);
    expect((await me({ email: editor.email, currentPassword: 'Editor-Pass-123' })).status).toBe(200);
  });

  it("a Super Admin's own email and password do not change in Settings → Users, which asks for no password", async () => {
    const admin = await adminWithRole(cms, cms.adminToken, 'strapi-super-admin');
    const { id } = (await adminRequest(cms, admin.token, 'GET', '/admin/users/me')).json.data as { id: number };
    const edit = (token: string, body: Record<string, unknown>) =>
      adminRequest(cms, token, 'PUT', `/admin/users/${id}`, body);
    const spelt = (path: string, body: Record<string, unknown>) =>
      adminRequest(cms, admin.token, 'PUT', `/admin/users/${path}`, body);
    for (const [path, change] of [
      [`${id}`, { email: `lain-${admin.email}` }],
      [`${id}`, { password: 'Sandi-Baru-12345' }],
      [`0${id}`, { email: `lain-${admin.email}` }],
    ] as const) {
      const res = await spelt(path, { ...change, firstname: 'Eddie' });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.error.message).toBe(OWN_SIGN_IN_IN_PROFILE);
    }
    const [row] = await cms.database.query<{ email: string }>(`SELECT email FROM admin_users WHERE id = ${id}`);
    expect(row.email).toBe(admin.email);
    // The rest of the row, the same email as it is, and another Super Admin's edit pass.
    expect((await edit(admin.token, { firstname: 'Edo', email: admin.email.toUpperCase() })).status).toBe(200);
    expect((await edit(cms.adminToken, { email: `lain-${admin.email}` })).status).toBe(200);
  });

  it('an Author edits only entries they created', async () => {
    const author = await adminWithRole(cms, cms.adminToken, 'strapi-author');
    const [seeded] = await cms.database.query<{ document_id: string }>('SELECT document_id FROM articles LIMIT 1');
    const before = await cms.database.query(`SELECT * FROM articles WHERE document_id = '${seeded.document_id}'`);
    const res = await adminRequest(cms, author.token, 'PUT', `${CM}/api::articles.article/${seeded.document_id}`, {
      title: 'Diambil alih',
    });
    expect(res.status).toBe(403);
    expect(await cms.database.query(`SELECT * FROM articles WHERE document_id = '${seeded.document_id}'`)).toEqual(
      before,
    );
    // Nor do they read another's entry by duplicating it (the copy's form would show all of it).
    const articles = await cms.database.count('articles');
    for (const clone of ['clone', 'auto-clone']) {
      const copy = await adminRequest(
        cms,
        author.token,
        'POST',
        `${CM}/api::articles.article/${clone}/${seeded.document_id}`,
        {
          slug: `salinan-${clone}-${Date.now()}`,
        },
      );
      expect({ clone, status: copy.status, body: JSON.stringify(copy.json) }).toMatchObject({ clone, status: 403 });
      expect(JSON.stringify(copy.json)).not.toContain(String(before[0].excerpt));
    }
    expect(await cms.database.count('articles')).toBe(articles);
    const looked = await adminRequest(
      cms,
      author.token,
      'POST',
      `${CM}/api::articles.article/actions/bulkFindForValidation`,
      {
        documentIds: [seeded.document_id],
      },
    );
    expect(looked.status).toBe(403);
    const own = await adminRequest(cms, author.token, 'POST', `${CM}/api::articles.article`, {
      title: 'Tulisan penulis',
      slug: 'tulisan-penulis',
      excerpt: 'x',
      content: '<p>x</p>',
      cover: await adminCoverPicture(cms, author.token),
      published: false,
    });
    expect(own.status).toBe(201);
    const edited = await adminRequest(
      cms,
      author.token,
      'PUT',
      `${CM}/api::articles.article/${own.json.data.documentId}`,
      {
        excerpt: 'y',
      },
    );
    expect(edited.status).toBe(200);
  });

  it("an Author writes articles but publishes and schedules none: an Editor does, as in Strapi's own roles", async () => {
    const author = await adminWithRole(cms, cms.adminToken, 'strapi-author');
    const created = await adminRequest(cms, author.token, 'POST', `${CM}/api::articles.article`, {
      title: `Tulisan Author ${Date.now()}`,
      excerpt: 'Ringkasan',
      content: '<p>Isi</p>',
      cover: await adminCoverPicture(cms, author.token),
      published: true,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const { documentId } = created.json.data as { documentId: string };
    const stored = async () =>
      (
        await cms.database.query<{ published: unknown; scheduled_at: unknown }>(
          `SELECT published, scheduled_at FROM articles WHERE document_id = '${documentId}'`,
        )
      ).map((row) => ({ published: !!row.published, scheduled: row.scheduled_at !== null }));
    expect(await stored()).toEqual([{ published: false, scheduled: false }]);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    for (const change of [{ published: true }, { scheduledAt: later }])
      await adminRequest(cms, author.token, 'PUT', `${CM}/api::articles.article/${documentId}`, change);
    expect(await stored()).toEqual([{ published: false, scheduled: false }]);
    const byEditor = await adminRequest(cms, editor.token, 'PUT', `${CM}/api::articles.article/${documentId}`, {
      published: true,
    });
    expect(byEditor.status, JSON.stringify(byEditor.json)).toBe(200);
    expect(await stored()).toEqual([{ published: true, scheduled: false }]);
    // Their Duplicate of it starts as a draft (as anyone's does), not live.
    const copy = await adminRequest(cms, author.token, 'POST', `${CM}/api::articles.article/clone/${documentId}`, {
      title: `Salinan ${documentId}`,
      slug: `salinan-${documentId}`,
    });
    expect(copy.status, JSON.stringify(copy.json)).toBeLessThan(300);
    const [copied] = await cms.database.query<{ published: unknown }>(
      `SELECT published FROM articles WHERE document_id = '${copy.json.data.documentId}'`,
    );
    expect(!!copied.published).toBe(false);
  });

  it('a period with members cannot be deleted: the editor is told why', async () => {
    const period = await currentPeriodWithMembers();
    const res = await adminRequest(
      cms,
      editor.token,
      'DELETE',
      `${CM}/api::organization.period/${await documentIdOf('org_periods', `name = '${period}'`)}`,
    );
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(
      'Periode masih memiliki anggota. Hapus atau pindahkan anggotanya terlebih dahulu.',
    );
    expect(await cms.database.count('org_periods', `name = '${period}'`)).toBe(1);
  });

  it('an article saved with a slug of spaces and ../ is stored normalised; one entry per save, naming the editor', async () => {
    const since = await lastActivityId();
    const created = await adminRequest(cms, editor.token, 'POST', `${CM}/api::articles.article`, {
      title: 'Dari Admin',
      slug: 'Dari Admin/../../etc passwd',
      excerpt: 'Ringkasan',
      content: '<p>Isi <strong>tebal</strong></p><script>alert(1)</script>',
      cover: await adminCoverPicture(cms, editor.token),
      published: false,
    });
    expect(created.status).toBe(201);
    const [row] = await cms.database.query<{ slug: string; content: string }>(
      `SELECT slug, content FROM articles WHERE document_id = '${created.json.data.documentId}'`,
    );
    expect(row.slug).toBe('dari-admin-etc-passwd');
    const { documentId } = created.json.data;
    expect(row.content).not.toContain('<script');
    expect(await activitiesSince(since)).toEqual([
      expect.objectContaining({
        type: 'article',
        action: 'create',
        user_name: `${editor.name} (admin panel)`,
        actor_kind: 'admin',
      }),
    ]);

    const mid = await lastActivityId();
    const published = await adminRequest(
      cms,
      editor.token,
      'PUT',
      `${CM}/api::articles.article/${created.json.data.documentId}`,
      { published: true },
    );
    expect(published.status).toBe(200);
    expect((await activitiesSince(mid)).map((a) => a.action)).toEqual(['update', 'publish']);

    const taken = await adminRequest(cms, editor.token, 'POST', `${CM}/api::articles.article`, {
      title: 'Lain',
      slug: 'dari admin etc passwd',
      excerpt: 'x',
      content: '<p>x</p>',
      cover: await adminCoverPicture(cms, editor.token),
      published: false,
    });
    expect(taken.status).toBe(400);
    expect(taken.json.error.message).toBe('Slug sudah dipakai artikel lain.');
    // A slug with nothing to make an address of, or longer than its field, is refused on the field, saying why.
    for (const [slug, message] of [
      ['???', 'Slug harus memuat huruf atau angka.'],
      ['a'.repeat(121), 'Slug terlalu panjang (maksimal 120 karakter).'],
    ]) {
      const refused = await adminRequest(cms, editor.token, 'PUT', `${CM}/api::articles.article/${documentId}`, {
        slug,
      });
      expect([refused.status, refused.json.error.message, refused.json.error.details?.errors?.[0]?.path]).toEqual([
        400,
        message,
        ['slug'],
      ]);
    }
    // Other suites read the newest published article: leave none behind.
    const removed = await adminRequest(
      cms,
      editor.token,
      'DELETE',
      `${CM}/api::articles.article/${created.json.data.documentId}`,
    );
    expect(removed.status).toBe(200);
  });
});

describe('the admin panel as Super Admin: sees everything, still cannot break the invariants', () => {
  const as = (method: string, path: string, body?: unknown) => adminRequest(cms, cms.adminToken, method, path, body);

  it('system roles, the owner role, the owner account, and members of a period are protected (the activity log: admin-accounts.api.test.ts)', async () => {
    const before = await snapshot();
    const role = (name: string) => documentIdOf('app_roles', `name = '${name}'`);
    const [owner] = await cms.database.query<{ document_id: string }>(
      "SELECT document_id FROM up_users WHERE username = 'owner'",
    );
    const period = await currentPeriodWithMembers();
    const refused: Array<[string, string, unknown, string]> = [
      ['DELETE', `${CM}/api::roles.role/${await role('owner')}`, undefined, 'Role sistem tidak dapat dihapus.'],
      ['DELETE', `${CM}/api::roles.role/${await role('bph')}`, undefined, 'Role sistem tidak dapat dihapus.'],
      [
        'PUT',
        `${CM}/api::roles.role/${await role('chair')}`,
        { name: 'ketua' },
        'Nama role sistem tidak dapat diubah.',
      ],
      [
        'PUT',
        `${CM}/api::roles.role/${await role('owner')}`,
        { level: 3 },
        'Level dan izin role owner tidak dapat diubah.',
      ],
      [
        'PUT',
        `${CM}/api::roles.role/${await role('owner')}`,
        { permissions: [] },
        'Level dan izin role owner tidak dapat diubah.',
      ],
      [
        'PUT',
        `${CM}/api::roles.role/${await role('division_head')}`,
        { level: 1 },
        'Level 1 hanya untuk role owner; role lain harus level 2 atau lebih.',
      ],
      [
        'POST',
        `${CM}/api::roles.role`,
        { name: 'second_owner', displayName: 'Second', level: 1, permissions: [] },
        'Level 1 hanya untuk role owner; role lain harus level 2 atau lebih.',
      ],
      [
        'PUT',
        `${CM}/plugin::users-permissions.user/${owner.document_id}`,
        { blocked: true },
        // No site account changes in /admin at all (admin-accounts.api.test.ts); the dashboard keeps the last owner.
        'Akun pengguna situs (role, password, owner) hanya dapat diubah melalui Manajemen Pengguna di dashboard, bukan di panel admin.',
      ],
      [
        'DELETE',
        `${CM}/api::organization.period/${await documentIdOf('org_periods', `name = '${period}'`)}`,
        undefined,
        'Periode masih memiliki anggota. Hapus atau pindahkan anggotanya terlebih dahulu.',
      ],
    ];
    for (const [method, path, body, message] of refused) {
      const res = await as(method, path, body);
      expect({
        what: `${method} ${path} ${JSON.stringify(body)}`,
        status: res.status,
        message: res.json?.error?.message,
      }).toEqual({
        what: `${method} ${path} ${JSON.stringify(body)}`,
        status: 400,
        message,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a role's users, its system flag and its two-factor rule are the dashboard's: /admin leaves them as they were", async () => {
    const roleOf = async (username: string) =>
      (
        await cms.database.query<{ name: string }>(
          `SELECT r.name FROM up_users u JOIN up_users_app_role_lnk l ON l.user_id = u.id JOIN app_roles r ON r.id = l.role_id WHERE u.username = '${username}'`,
        )
      )[0]?.name;
    const { username } = await staffFactory(cms).as('bph');
    const [someone] = await cms.database.query<{ username: string; document_id: string }>(
      `SELECT username, document_id FROM up_users WHERE username = '${username}'`,
    );
    const roleBefore = await roleOf(someone.username);
    const ownerRole = await documentIdOf('app_roles', "name = 'owner'");
    // Connecting an account to the owner role would make it an owner, past every rule of User Management.
    const moved = await as('PUT', `${CM}/api::roles.role/${ownerRole}`, {
      users: { connect: [{ documentId: someone.document_id }] },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBeLessThan(500);
    expect(await roleOf(someone.username)).toBe(roleBefore);

    const bph = await documentIdOf('app_roles', "name = 'bph'");
    const [{ require_two_factor: before }] = await cms.database.query<{ require_two_factor: unknown }>(
      "SELECT require_two_factor FROM app_roles WHERE name = 'bph'",
    );
    await as('PUT', `${CM}/api::roles.role/${bph}`, { requireTwoFactor: !before });
    const [{ require_two_factor: after }] = await cms.database.query<{ require_two_factor: unknown }>(
      "SELECT require_two_factor FROM app_roles WHERE name = 'bph'",
    );
    expect(Boolean(after)).toBe(Boolean(before));

    const made = await as('POST', `${CM}/api::roles.role`, {
      name: 'dibuat_di_admin',
      displayName: 'Dibuat di admin',
      level: 99,
      permissions: [],
      isSystem: true,
    });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect((await as('DELETE', `${CM}/api::roles.role/${made.json.data.documentId}`)).status).toBe(200);
  });

  it('a protection switched in /admin is said to be switched by that account, and the dashboard shows it', async () => {
    const owner = await staffFactory(cms).owner();
    const flag = 'portScanningProtectionEnabled';
    const before = (await owner.get('/api/settings/middleware')).json;
    const path = '/content-manager/single-types/api::settings.middleware-setting';
    const switched = await as('PUT', path, { [flag]: !before[flag], updatedByName: 'Orang Lain' });
    expect(switched.status, JSON.stringify(switched.json)).toBe(200);
    const shown = (await owner.get('/api/settings/middleware')).json;
    expect([shown[flag], shown.updatedBy]).toEqual([!before[flag], 'Site Admin (admin panel)']);
    expect((await as('PUT', path, { [flag]: before[flag] })).status).toBe(200);
  });

  it('an accepted write through /admin produces exactly one activity entry, marked as the admin panel', async () => {
    const since = await lastActivityId();
    const division = await documentIdOf('org_divisions', "name = 'medinfo'");
    const res = await as('PUT', `${CM}/api::organization.division/${division}`, { description: 'Diubah dari admin' });
    expect(res.status).toBe(200);
    expect(await activitiesSince(since)).toEqual([
      expect.objectContaining({
        type: 'organization',
        action: 'update',
        title: 'Divisi diperbarui',
        user_name: 'Site Admin (admin panel)',
        actor_kind: 'admin',
      }),
    ]);
  });
});

describe('admin panel sign-in', () => {
  it('issues access tokens that last ADMIN_ACCESS_TOKEN_SECONDS (6 h on the test servers, 30 min by default)', async () => {
    const token = await adminToken(cms);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(6 * 60 * 60);
  });
});
