import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGED_SINCE_OPENED } from '../rule-messages';
import { adminRequest } from '../../../../tests/harness/admin-api';
import { adminWithRole } from '../../../../tests/harness/admin-editor';
import { articleForm, documentIdOf } from '../../../../tests/harness/article-form';
import { sharedCms } from '../../../../tests/harness/suite';
import { staffFactory } from '../../../../tests/harness/staff';

const cms = sharedCms();
const CM = '/content-manager/collection-types';
const ARTICLE = `${CM}/api::articles.article`;

/**
 * An /admin save: the editor's change with the version its form opened. (That the form sends the hidden version back
 * is the browser test's: e2e/admin-editor.spec.ts.)
 */
const formOf = (opened: Record<string, unknown>, change: Record<string, unknown>) => ({
  editVersion: opened.editVersion,
  ...change,
});

describe('a stale /admin form does not write over a newer save', () => {
  let editor: { token: string };
  let owner: Awaited<ReturnType<ReturnType<typeof staffFactory>['owner']>>;
  beforeAll(async () => {
    editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
    owner = await staffFactory(cms).owner();
  });

  const newArticle = async (title: string) => {
    const made = await owner.post('/api/articles', articleForm(title));
    expect(made.status).toBe(201);
    return { id: made.json.id as number, documentId: await documentIdOf(cms, made.json.id) };
  };
  const openInAdmin = async (documentId: string) => {
    const res = await adminRequest(cms, editor.token, 'GET', `${ARTICLE}/${documentId}`);
    expect(res.status).toBe(200);
    return res.json.data as Record<string, unknown>;
  };

  it('the form carries the version it opened; a dashboard save since makes its save refused, and the dashboard text stays', async () => {
    const { id, documentId } = await newArticle('Versi Bersaing');
    const opened = await openInAdmin(documentId);
    expect(opened.editVersion).toEqual(expect.any(Number));

    const dashboard = await owner.put(
      `/api/articles/${id}`,
      articleForm('Versi Bersaing', { content: '<p>Tulisan dasbor</p>', gdriveUrl: undefined }),
    );
    expect(dashboard.status).toBe(200);

    const stale = await adminRequest(
      cms,
      editor.token,
      'PUT',
      `${ARTICLE}/${documentId}`,
      formOf(opened, { excerpt: 'Ditimpa dari /admin' }),
    );
    expect(stale.status).toBe(400);
    expect(stale.json.error.message).toBe(CHANGED_SINCE_OPENED);
    const [row] = await cms.database.query<{ content: string; excerpt: string }>(
      `SELECT content, excerpt FROM articles WHERE id = ${id}`,
    );
    expect(row.content).toContain('Tulisan dasbor');
    expect(row.excerpt).not.toBe('Ditimpa dari /admin');

    // Opened again, the form saves.
    const fresh = await adminRequest(
      cms,
      editor.token,
      'PUT',
      `${ARTICLE}/${documentId}`,
      formOf(await openInAdmin(documentId), { excerpt: 'Dari /admin' }),
    );
    expect(fresh.status, JSON.stringify(fresh.json)).toBe(200);
  });

  it('saving the same form again and again works: each save answers with the version the next one names', async () => {
    const { documentId } = await newArticle('Simpan Berulang');
    let form = await openInAdmin(documentId);
    for (const excerpt of ['Satu', 'Dua', 'Tiga']) {
      const saved = await adminRequest(cms, editor.token, 'PUT', `${ARTICLE}/${documentId}`, formOf(form, { excerpt }));
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      form = saved.json.data;
    }
    expect(form.excerpt).toBe('Tiga');
  });

  it('the version is no field of the site: not in its answers, not in the activity entry', async () => {
    const { id, documentId } = await newArticle('Versi Tak Tampak');
    const form = await openInAdmin(documentId);
    expect(
      (await adminRequest(cms, editor.token, 'PUT', `${ARTICLE}/${documentId}`, formOf(form, { excerpt: 'Baru' })))
        .status,
    ).toBe(200);
    const managed = await owner.get(`/api/articles/manage/${id}`);
    expect(managed.status).toBe(200);
    expect(managed.json).not.toHaveProperty('editVersion');
    const [entry] = await cms.database.query<{ description: string | null }>(
      `SELECT description FROM activities WHERE entity_id = '${id}' AND action = 'update' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry.description ?? '').not.toMatch(/version/i);
  });

  it('the settings, a division, a member and a library item are kept the same way', async () => {
    const stored = async (path: string) => (await adminRequest(cms, cms.adminToken, 'GET', path)).json.data;
    const settingsPath = '/content-manager/single-types/api::settings.setting';
    const settings = await stored(settingsPath);
    expect(settings.editVersion).toEqual(expect.any(Number));
    const dashboard = await owner.put('/api/settings', { siteTagline: `Tagline ${Date.now()}` });
    expect(dashboard.status).toBe(200);
    const stale = await adminRequest(cms, cms.adminToken, 'PUT', settingsPath, formOf(settings, { footerText: 'x' }));
    expect(stale.status).toBe(400);
    expect(stale.json.error.message).toBe(CHANGED_SINCE_OPENED);

    for (const uid of ['api::organization.division', 'api::organization.member', 'api::library.library-item']) {
      const list = await adminRequest(cms, cms.adminToken, 'GET', `${CM}/${uid}?page=1&pageSize=1`);
      const [first] = list.json.results as Array<{ documentId: string }>;
      const form = await stored(`${CM}/${uid}/${first.documentId}`);
      expect(form.editVersion, uid).toEqual(expect.any(Number));
      // The form as it was opened, saved twice: the second names the version the first replaced.
      const saveForm = () =>
        adminRequest(cms, cms.adminToken, 'PUT', `${CM}/${uid}/${first.documentId}`, formOf(form, {}));
      const saved = await saveForm();
      expect(saved.status, `${uid} ${JSON.stringify(saved.json)}`).toBe(200);
      const again = await saveForm();
      expect(again.status, uid).toBe(400);
      expect(again.json.error.message, uid).toBe(CHANGED_SINCE_OPENED);
    }
  });
});
