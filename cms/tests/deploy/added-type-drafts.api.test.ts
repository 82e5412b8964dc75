import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyApp, firstStartCopy, startCms, type CmsInstance } from '../harness/cms-process';
import { adminRequest, adminToken } from '../harness/admin-api';

/**
 * A collection type with draft & publish, as the Content-Type Builder writes it (schema plus the core router,
 * controller and service), put into a copy of the app before it boots; its reads are made public the way an
 * operator does (config/public-read.json).
 */
function addNoteType(appDir: string) {
  const api = path.join(appDir, 'dist', 'src', 'api', 'note');
  const schema = {
    kind: 'collectionType',
    collectionName: 'notes',
    info: { singularName: 'note', pluralName: 'notes', displayName: 'Note' },
    options: { draftAndPublish: true },
    attributes: { title: { type: 'string' } },
  };
  fs.mkdirSync(path.join(api, 'content-types', 'note'), { recursive: true });
  fs.writeFileSync(path.join(api, 'content-types', 'note', 'schema.json'), JSON.stringify(schema));
  for (const [folder, factory] of [
    ['routes', 'createCoreRouter'],
    ['controllers', 'createCoreController'],
    ['services', 'createCoreService'],
  ]) {
    fs.mkdirSync(path.join(api, folder), { recursive: true });
    fs.writeFileSync(
      path.join(api, folder, 'note.js'),
      `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\n` +
        `exports.default = require("@strapi/strapi").factories.${factory}("api::note.note");\n`,
    );
  }
  fs.mkdirSync(path.join(appDir, 'config'), { recursive: true });
  fs.writeFileSync(path.join(appDir, 'config', 'public-read.json'), JSON.stringify(['api::note.note']));
}

describe('a content type added later does not show its drafts to visitors', () => {
  let cms: CmsInstance | undefined;
  const appDir = copyApp();
  afterAll(async () => {
    await cms?.stop();
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  it('anonymous reads return only published entries whatever the query asks', async () => {
    addNoteType(appDir);
    const { workDir, database } = await firstStartCopy();
    cms = await startCms({ appDir, workDir, database });
    const token = await adminToken(cms);
    const CM = '/content-manager/collection-types/api::note.note';
    const draft = await adminRequest(cms, token, 'POST', CM, { title: 'Rahasia draf' });
    expect(draft.status, JSON.stringify(draft.json)).toBe(201);
    const shown = await adminRequest(cms, token, 'POST', CM, { title: 'Sudah terbit' });
    const published = await adminRequest(cms, token, 'POST', `${CM}/${shown.json.data.documentId}/actions/publish`, {});
    expect(published.status, JSON.stringify(published.json)).toBe(200);

    const titles = async (query: string) => {
      const res = await fetch(`${cms!.url}/api/notes${query}`);
      expect(res.status, query).toBe(200);
      return ((await res.json()) as { data: Array<{ title: string }> }).data.map((n) => n.title);
    };
    expect(await titles('')).toEqual(['Sudah terbit']);
    expect(await titles('?status=draft')).toEqual(['Sudah terbit']);
    expect(await titles('?status=draft&filters[title][$eq]=Rahasia%20draf')).toEqual([]);
    const one = await fetch(`${cms.url}/api/notes/${draft.json.data.documentId}?status=draft`);
    expect(one.status).toBe(404);
    expect(await one.text()).not.toContain('Rahasia');
  }, 300_000);
});
