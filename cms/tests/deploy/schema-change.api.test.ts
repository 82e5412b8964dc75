import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyApp, startCms, OWNER, type CmsInstance } from '../harness/cms-process';
import { createTestDatabase } from '../harness/test-database';
import { Client } from '../harness/http';
import { adminRequest, adminToken } from '../harness/admin-api';

/** Writes an attribute into a content type's schema.json the way the Content-Type Builder does. */
function editSchema(appDir: string, api: string, type: string, edit: (attributes: Record<string, unknown>) => void) {
  for (const root of ['dist/src', 'src']) {
    const file = path.join(appDir, root, 'api', api, 'content-types', type, 'schema.json');
    if (!fs.existsSync(file)) continue;
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    edit(schema.attributes);
    fs.writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  }
}

/** The same for a component's schema (components/<category>/<name>.json). */
function editComponent(appDir: string, component: string, edit: (attributes: Record<string, unknown>) => void) {
  for (const root of ['dist/src', 'src']) {
    const file = path.join(appDir, root, 'components', `${component}.json`);
    if (!fs.existsSync(file)) continue;
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    edit(schema.attributes);
    fs.writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  }
}

const list = (json: unknown) => (Array.isArray(json) ? json : (json as { data: unknown[] }).data);

describe('a field added in the Content-Type Builder reaches the site', () => {
  let cms: CmsInstance | undefined;
  const appDir = copyApp();
  afterAll(async () => {
    await cms?.stop();
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  it('added fields appear in the public and management answers of their type (articles, library, members, positions, divisions, settings); dropping one keeps its values', async () => {
    editSchema(appDir, 'articles', 'article', (attributes) => {
      attributes.subtitle = { type: 'string' };
    });
    editSchema(appDir, 'library', 'library-item', (attributes) => {
      attributes.location = { type: 'string' };
    });
    editSchema(appDir, 'organization', 'member', (attributes) => {
      attributes.nim = { type: 'string' };
    });
    editSchema(appDir, 'organization', 'position', (attributes) => {
      attributes.note = { type: 'string' };
    });
    editSchema(appDir, 'organization', 'division', (attributes) => {
      attributes.motto = { type: 'string' };
    });
    editComponent(appDir, 'library/media', (attributes) => {
      attributes.caption = { type: 'string' };
    });
    editSchema(appDir, 'settings', 'setting', (attributes) => {
      attributes.slogan = { type: 'string' };
      attributes.internalNote = { type: 'string', private: true };
    });
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-schema-change-'));
    const database = await createTestDatabase(workDir);
    cms = await startCms({ appDir, workDir, database });
    const [article] = await database.query<{ id: number; document_id: string }>(
      'SELECT id, document_id FROM articles WHERE published = true ORDER BY id LIMIT 1',
    );
    const [item] = await database.query<{ id: number; document_id: string }>(
      'SELECT id, document_id FROM library_items ORDER BY id LIMIT 1',
    );
    // An editor fills the new fields in the Content Manager.
    const token = await adminToken(cms);
    const cm = '/content-manager/collection-types';
    const setSubtitle = await adminRequest(cms, token, 'PUT', `${cm}/api::articles.article/${article.document_id}`, {
      subtitle: 'Subjudul baru',
    });
    expect(setSubtitle.status, JSON.stringify(setSubtitle.json)).toBe(200);
    const setLocation = await adminRequest(cms, token, 'PUT', `${cm}/api::library.library-item/${item.document_id}`, {
      location: 'Aula Utama',
    });
    expect(setLocation.status, JSON.stringify(setLocation.json)).toBe(200);

    const visitor = Client.withIp(cms.url, '10.77.0.1');
    const detail = await visitor.get(`/api/articles/${article.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ id: article.id, subtitle: 'Subjudul baru' });
    const publicList = list((await visitor.get('/api/articles')).json) as Array<{ id: number; subtitle?: unknown }>;
    expect(publicList.find((a) => a.id === article.id)?.subtitle).toBe('Subjudul baru');
    expect(publicList.every((a) => 'subtitle' in a)).toBe(true);
    const library = list((await visitor.get('/api/library')).json) as Array<{ id: number; location?: unknown }>;
    expect(library.find((i) => i.id === item.id)?.location).toBe('Aula Utama');
    expect(library.every((i) => 'location' in i)).toBe(true);

    const owner = Client.withIp(cms.url, '10.77.0.2');
    expect((await owner.post('/api/auth/login', OWNER)).status).toBe(200);
    const managed = list((await owner.get('/api/articles/manage')).json) as Array<{ id: number; subtitle?: unknown }>;
    expect(managed.find((a) => a.id === article.id)?.subtitle).toBe('Subjudul baru');
    expect((await owner.get(`/api/articles/manage/${article.id}`)).json).toMatchObject({ subtitle: 'Subjudul baru' });
    const managedLibrary = list((await owner.get('/api/library/manage')).json) as Array<{
      id: number;
      location?: unknown;
    }>;
    expect(managedLibrary.find((i) => i.id === item.id)?.location).toBe('Aula Utama');

    // The organisation types and the settings carry their added fields too, next to every contract field.
    const [member] = await database.query<{ id: number; document_id: string; period: string }>(
      'SELECT id, document_id, period FROM org_members ORDER BY id LIMIT 1',
    );
    const [position] = await database.query<{ id: number; document_id: string; period: string; name: string }>(
      'SELECT id, document_id, period, name FROM org_positions ORDER BY id LIMIT 1',
    );
    const [division] = await database.query<{ id: number; document_id: string }>(
      'SELECT id, document_id FROM org_divisions ORDER BY id LIMIT 1',
    );
    for (const [uid, documentId, data] of [
      ['api::organization.member', member.document_id, { nim: '230605110001' }],
      ['api::organization.position', position.document_id, { note: 'Dipilih musyawarah' }],
      ['api::organization.division', division.document_id, { motto: 'Bergerak bersama' }],
    ] as const) {
      const res = await adminRequest(cms, token, 'PUT', `${cm}/${uid}/${documentId}`, data);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    }
    const setSettings = await adminRequest(cms, token, 'PUT', '/content-manager/single-types/api::settings.setting', {
      slogan: 'Satu HMTI',
      internalNote: 'hanya untuk operator',
    });
    expect(setSettings.status, JSON.stringify(setSettings.json)).toBe(200);

    const members = (await visitor.get(`/api/organization/members?period=${member.period}`)).json as Array<
      Record<string, unknown>
    >;
    expect(members.find((m) => m.id === member.id)).toMatchObject({
      nim: '230605110001',
      _id: member.id,
      name: expect.any(String),
      position: expect.any(String),
      period: member.period,
      imageUrl: expect.anything(),
    });
    expect(members.every((m) => 'nim' in m)).toBe(true);
    const positions = (await visitor.get(`/api/organization/positions/${position.period}`)).json as Array<
      Record<string, unknown>
    >;
    expect(positions.find((p) => p.name === position.name)).toMatchObject({
      note: 'Dipilih musyawarah',
      order: expect.any(Number),
    });
    const settings = (await visitor.get('/api/settings')).json as Record<string, unknown>;
    expect(settings).toMatchObject({ slogan: 'Satu HMTI', siteName: expect.any(String) });
    expect(settings).not.toHaveProperty('internalNote');

    const divisions = (await owner.get('/api/divisions')).json as Array<Record<string, unknown>>;
    expect(divisions.find((d) => d.id === division.id)).toMatchObject({
      motto: 'Bergerak bersama',
      name: expect.any(String),
      displayName: expect.any(String),
      color: expect.any(String),
    });
    const editedMember = await owner.put(`/api/organization/members/${member.id}`, {
      name: 'Nama Baru',
      position: (members.find((m) => m.id === member.id) as { position: string }).position,
      period: member.period,
    });
    expect(editedMember.status, editedMember.text).toBe(200);
    expect(editedMember.json).toMatchObject({ id: member.id, name: 'Nama Baru', nim: '230605110001' });
    // The dashboard saves a period's positions as a whole list; a position keeps its added value by name.
    const names = positions.map((p) => p.name as string);
    const reordered = await owner.post('/api/organization/positions', {
      period: position.period,
      positions: [...names].reverse(),
    });
    expect(reordered.status, reordered.text).toBe(200);
    expect((reordered.json as Array<Record<string, unknown>>).find((p) => p.name === position.name)).toMatchObject({
      note: 'Dipilih musyawarah',
    });
    const afterReorder = (await visitor.get(`/api/organization/positions/${position.period}`)).json as Array<
      Record<string, unknown>
    >;
    expect(afterReorder.find((p) => p.name === position.name)?.note).toBe('Dipilih musyawarah');

    // A library file's added field, filled in /admin, stays through a dashboard save that keeps the file.
    const opened = await adminRequest(cms, token, 'GET', `${cm}/api::library.library-item/${item.document_id}`);
    const entries = (opened.json.data.media as Array<{ url: string }>).map((entry, i) => ({
      ...entry,
      caption: `Keterangan ${i + 1}`,
    }));
    const captioned = await adminRequest(cms, token, 'PUT', `${cm}/api::library.library-item/${item.document_id}`, {
      media: entries,
    });
    expect(captioned.status, JSON.stringify(captioned.json)).toBe(200);
    const form = new FormData();
    form.set('title', 'Judul dari dashboard');
    form.set('description', 'Deskripsi dari dashboard');
    entries.forEach((entry, i) => form.append(`keepMedia[${i}]`, String(entry.url)));
    const saved = await owner.put(`/api/library/${item.id}`, form);
    expect(saved.status, saved.text).toBe(200);
    expect(
      await database.query(
        `SELECT m.caption FROM components_library_media m JOIN library_items_cmps c ON c.cmp_id = m.id WHERE c.entity_id = ${item.id} ORDER BY c."order"`,
      ),
    ).toEqual(entries.map((entry) => ({ caption: entry.caption })));

    // The field is renamed in the Content-Type Builder: the old column goes, its values are kept and named.
    await cms.stop();
    editSchema(appDir, 'articles', 'article', (attributes) => {
      delete attributes.subtitle;
      attributes.tagline = { type: 'string' };
    });
    cms = await startCms({ appDir, workDir, database });
    expect(cms.logs()).toMatch(/field "subtitle" of api::articles\.article .*articles\.subtitle .*1 non-empty value/);
    const kept = await database.query<{ row_id: number; value: string }>(
      "SELECT row_id, value FROM dropped_column_values WHERE table_name = 'articles' AND column_name = 'subtitle'",
    );
    expect(kept).toEqual([{ row_id: article.id, value: 'Subjudul baru' }]);
    const after = await Client.withIp(cms.url, '10.77.0.3').get(`/api/articles/${article.id}`);
    expect(after.json).toMatchObject({ tagline: null });
    expect(after.json).not.toHaveProperty('subtitle');
    // The operator who made the change reads it where they work: the activity log of the dashboard and of /admin.
    const staff = Client.withIp(cms.url, '10.77.0.4');
    expect((await staff.post('/api/auth/login', OWNER)).status).toBe(200);
    const activities = list((await staff.get('/api/dashboard/activities')).json) as Array<Record<string, unknown>>;
    const notice = {
      type: 'article',
      title: 'Field "subtitle" dihapus dari skema api::articles.article',
      description: expect.stringMatching(/^1 nilai kolom articles\.subtitle disalin ke tabel dropped_column_values/),
    };
    expect(activities.filter((a) => a.title === notice.title)).toEqual([expect.objectContaining(notice)]);
    const inAdmin = await adminRequest(
      cms,
      await adminToken(cms),
      'GET',
      `${cm}/api::dashboard.activity?filters[title][$eq]=${encodeURIComponent(notice.title)}`,
    );
    expect((inAdmin.json as { results: unknown[] }).results).toEqual([expect.objectContaining(notice)]);
  }, 240_000);

  // A first start on an empty database (every table made, the seed written), which beside CI's other suites took over
  // two minutes on PostgreSQL: the harness's own start limit (180 s) decides, not the test's.
  it('a new collection type listed in config/public-read.json is readable by visitors on a fresh deploy', async () => {
    const fresh = copyApp();
    try {
      // What the Content-Type Builder writes for a new type (compiled), plus the public read kept in code.
      const api = path.join(fresh, 'dist', 'src', 'api', 'event');
      fs.mkdirSync(path.join(api, 'content-types', 'event'), { recursive: true });
      for (const dir of ['routes', 'controllers', 'services']) fs.mkdirSync(path.join(api, dir));
      fs.writeFileSync(
        path.join(api, 'content-types', 'event', 'schema.json'),
        JSON.stringify({
          kind: 'collectionType',
          collectionName: 'events',
          info: { singularName: 'event', pluralName: 'events', displayName: 'Event' },
          options: { draftAndPublish: false },
          attributes: { name: { type: 'string' } },
        }),
      );
      const factory = (kind: string) =>
        `"use strict";\nmodule.exports = require('@strapi/strapi').factories.${kind}('api::event.event');\n`;
      fs.writeFileSync(path.join(api, 'routes', 'event.js'), factory('createCoreRouter'));
      fs.writeFileSync(path.join(api, 'controllers', 'event.js'), factory('createCoreController'));
      fs.writeFileSync(path.join(api, 'services', 'event.js'), factory('createCoreService'));
      fs.mkdirSync(path.join(fresh, 'config'), { recursive: true });
      fs.writeFileSync(path.join(fresh, 'config', 'public-read.json'), JSON.stringify(['api::event.event']));

      const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-new-type-'));
      const instance = await startCms({ appDir: fresh, workDir, database: await createTestDatabase(workDir) });
      try {
        const visitor = Client.withIp(instance.url, '10.77.0.9');
        const empty = await visitor.get('/api/events');
        expect(empty.status, empty.text).toBe(200);
        expect(empty.json.data).toEqual([]);

        // An editor fills the type in the Content Manager; visitors query it with Strapi's own REST grammar.
        const token = await adminToken(instance);
        for (const name of ['Seminar AI', 'Workshop Web', 'Seminar Data']) {
          const res = await adminRequest(
            instance,
            token,
            'POST',
            '/content-manager/collection-types/api::event.event',
            {
              name,
            },
          );
          expect(res.status, JSON.stringify(res.json)).toBe(201);
        }
        const names = async (query: string) => {
          const res = await visitor.get(`/api/events?${query}`);
          expect(res.status, `${query}: ${res.text}`).toBe(200);
          return (res.json.data as Array<{ name: string }>).map((e) => e.name);
        };
        expect(await names('filters[name][$eq]=Workshop%20Web')).toEqual(['Workshop Web']);
        expect(await names('filters[name][$contains]=Seminar&sort=name:asc')).toEqual(['Seminar AI', 'Seminar Data']);
        expect(await names('sort=name:desc')).toEqual(['Workshop Web', 'Seminar Data', 'Seminar AI']);
        expect(
          await names('filters[$or][0][name][$eq]=Seminar%20AI&filters[$or][1][name][$startsWith]=Work'),
        ).toHaveLength(2);
        const page = await visitor.get('/api/events?sort=name:asc&pagination[page]=2&pagination[pageSize]=1');
        expect(page.json.data.map((e: { name: string }) => e.name)).toEqual(['Seminar Data']);
        expect(page.json.meta.pagination).toMatchObject({ page: 2, pageSize: 1, pageCount: 3, total: 3 });
        expect(await names('populate=*&filters[name][$eqi]=seminar%20ai')).toEqual(['Seminar AI']);
        const [first] = (await visitor.get('/api/events?sort=name:asc')).json.data as Array<{ documentId: string }>;
        const one = await visitor.get(`/api/events/${first.documentId}`);
        expect([one.status, one.json.data?.name]).toEqual([200, 'Seminar AI']);
        // Operators outside Strapi's grammar are still refused by the NoSQL filter.
        const regex = await visitor.get('/api/events?filters[name][$regex]=.*');
        expect([regex.status, regex.json?.error?.details?.reason]).toEqual([403, 'nosql-operator-key']);
        // Reads only: the Public role got find and findOne, not writes.
        expect((await visitor.post('/api/events', { data: { name: 'Tidak boleh' } })).status).toBe(403);
      } finally {
        await instance.stop();
      }
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  }, 300_000);
});
