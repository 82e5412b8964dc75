import { describe, expect, it } from 'vitest';
import { adminRequest } from '../../../tests/harness/admin-api';
import { sharedCms } from '../../../tests/harness/suite';

const cms = sharedCms();
const configuration = async (path: string) => {
  const res = await adminRequest(cms, cms.adminToken, 'GET', `/content-manager/${path}/configuration`);
  expect(res.status).toBe(200);
  return res.json.data;
};

describe('the Content Manager screens are configured in code', () => {
  it('articles: readable labels and hints, chosen list columns, title as the entry name, internals hidden', async () => {
    const { contentType } = await configuration('content-types/api::articles.article');
    expect(contentType.settings).toMatchObject({
      mainField: 'title',
      defaultSortBy: 'createdAt',
      defaultSortOrder: 'DESC',
    });
    expect(contentType.layouts.list).toEqual(['id', 'title', 'author', 'published', 'createdAt']);
    expect(contentType.metadatas.gdriveFileId.edit.label).toBe('Google Drive file ID (cover)');
    expect(contentType.metadatas.content.edit).toMatchObject({
      label: 'Article Content',
      description: 'Formatted text; unsafe HTML is removed on save.',
    });
    const editFields = contentType.layouts.edit.flat().map((f: { name: string }) => f.name);
    expect(editFields.slice(0, 4)).toEqual(['title', 'slug', 'excerpt', 'content']);
    expect(editFields).not.toContain('tagIndex');
    expect(editFields).not.toContain('slugHistory');
    for (const row of contentType.layouts.edit)
      expect(row.reduce((sum: number, f: { size: number }) => sum + f.size, 0)).toBeLessThanOrEqual(12);
  });

  it('library items, their media component and the organisation types use the dashboard’s words', async () => {
    const library = await configuration('content-types/api::library.library-item');
    expect(library.contentType.metadatas.media.edit.label).toBe('Media files');
    expect(library.components['library.media'].metadatas.driveFileId.edit.label).toBe('Google Drive file ID');
    const member = await configuration('content-types/api::organization.member');
    expect(member.contentType.metadatas.position.edit.label).toBe('Jabatan');
    expect(member.contentType.settings.mainField).toBe('name');
    const division = await configuration('content-types/api::organization.division');
    expect(division.contentType.settings.mainField).toBe('displayName');
    expect(division.contentType.metadatas.color.edit.label).toBe('Warna Divisi');
  });
});
