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

const list = (json: unknown) => (Array.isArray(json) ? json : (json as { data: unknown[] }).data);

describe('a field added in the Content-Type Builder reaches the site', () => {
  let cms: CmsInstance | undefined;
  const appDir = copyApp();
  afterAll(async () => {
    await cms?.stop();
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  it('an added text field appears in the public and management article answers; dropping it keeps its values', async () => {
    editSchema(appDir, 'articles', 'article', (attributes) => {
      attributes.subtitle = { type: 'string' };
    });
    editSchema(appDir, 'library', 'library-item', (attributes) => {
      attributes.location = { type: 'string' };
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
  }, 240_000);

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
        const res = await Client.withIp(instance.url, '10.77.0.9').get('/api/events');
        expect(res.status, res.text).toBe(200);
        expect(res.json.data).toEqual([]);
      } finally {
        await instance.stop();
      }
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  }, 120_000);
});
