import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LABELS, fieldMessage, IMAGE_REQUIRED, LIBRARY_LINK_REQUIRED, PICTURE_ELSEWHERE } from '@hmti/contract';
import { firstStartCopy } from '../../../../tests/harness/cms-process';
import { runOperatorScript } from '../../../../tests/harness/operator-script';
import { SINGLETON_CREATE } from '../rule-messages';
import type { TestDatabase } from '../../../../tests/harness/test-database';

/**
 * The lowest door: a script's (or a console's) `createMany` and `updateMany`, which Strapi runs as one statement over
 * many rows. Each row is checked as its own create or update would be, so a bulk write is no way around a rule. One
 * boot of the cms for all of them.
 */
const BOOT_TIME = 180_000;
const PHOTO_ELSEWHERE = fieldMessage(FIELD_LABELS.member.imageUrl, PICTURE_ELSEWHERE);
type Outcome = { rows?: Record<string, unknown>[]; updated?: number; refused?: string; field?: string };
let site: { workDir: string; database: TestDatabase };
let outcomes: Outcome[];

const article = (title: string, more: Record<string, unknown> = {}) => ({
  title,
  excerpt: 'Ringkasan',
  content: '<p>Isi</p>',
  image: '/uploads/sampul.png',
  ...more,
});
const INSERTS = [
  { uid: 'api::articles.article', data: [article('Tanpa Gambar', { image: '' })] },
  { uid: 'api::articles.article', data: [article('Judul Kembar'), article('Judul Kembar')] },
  {
    uid: 'api::articles.article',
    data: [article('Artikel Massal Pertama', { tags: [' Web ', 'web', 'AI'] }), article('Artikel Massal Kedua')],
  },
  { uid: 'api::organization.member', data: [{ name: 'Anggota Lama', position: 'Ketua', period: '1990-1991' }] },
  {
    uid: 'api::organization.division',
    data: [{ name: 'luar', displayName: 'Luar', logo: 'https://elsewhere.example/logo.png' }],
  },
  { uid: 'api::library.library-item', data: [{ title: 'Tanpa Tautan', description: 'Ringkas', type: 'photo' }] },
  { uid: 'api::organization.member', data: [{ name: 'Berfoto', position: 'Ketua', period: '2025-2026', photo: 1 }] },
  { uid: 'api::organization.division', where: {}, set: { logo: 'https://elsewhere.example/logo.png' } },
  { uid: 'api::settings.setting', where: {}, set: { logoUrl: 'https://elsewhere.example/logo.png' } },
  { uid: 'api::organization.member', where: {}, set: { photo: 1 } },
  { uid: 'api::library.library-item', where: {}, set: { uploads: [1] } },
  { uid: 'api::organization.division', where: {}, set: { description: 'Diubah massal' } },
  { uid: 'api::organization.member', where: {}, set: { photo: null } },
  { uid: 'api::settings.middleware-setting', where: {}, set: { apiRateLimitEnabled: false } },
  {
    uid: 'api::organization.member',
    data: [{ name: 'Foto Luar', position: 'Ketua', period: '2025-2026', imageUrl: 'https://elsewhere.example/a.png' }],
  },
  { uid: 'api::organization.member', where: {}, set: { imageUrl: 'https://elsewhere.example/b.png' } },
  { uid: 'api::settings.setting', data: [{ siteName: 'Situs Kedua' }] },
];

beforeAll(async () => {
  site = await firstStartCopy();
  const run = await runOperatorScript(
    '../cms/tests/fixtures/bulk-insert.mjs',
    [JSON.stringify(INSERTS)],
    site.database.env,
    site.workDir,
  );
  expect(run.code, run.output).toBe(0);
  outcomes = JSON.parse(/^RESULT (.*)$/m.exec(run.output)?.[1] ?? 'null') as Outcome[];
}, BOOT_TIME);

afterAll(async () => {
  await site?.database.drop();
  if (site) fs.rmSync(site.workDir, { recursive: true, force: true });
});

describe("a script's createMany obeys each row's rules", () => {
  it('an article without a picture is refused on its picture, as every other door refuses it', () => {
    expect(outcomes[0]).toEqual({ refused: IMAGE_REQUIRED, field: 'image' });
  });

  it('two articles that would share one slug are refused; rows that pass get their slug and tags as a create does', () => {
    expect(outcomes[1]).toMatchObject({ refused: 'Slug sudah dipakai artikel lain.' });
    expect(outcomes[2].rows?.map((row) => [row.slug, row.tags])).toEqual([
      ['artikel-massal-pertama', ['Web', 'AI']],
      ['artikel-massal-kedua', null],
    ]);
  });

  it('a member in a period that does not exist is refused on its period', () => {
    expect(outcomes[3]).toMatchObject({ refused: expect.stringContaining('1990-1991'), field: 'period' });
  });

  it("a division's logo on another website is refused on its logo; a library entry without a link on its links", () => {
    expect(outcomes[4]).toMatchObject({ refused: expect.stringContaining(PICTURE_ELSEWHERE), field: 'logo' });
    expect(outcomes[5]).toEqual({ refused: LIBRARY_LINK_REQUIRED, field: 'media' });
  });

  it("a member's photo on another website is refused on its address, as /admin and the dashboard refuse it", () => {
    expect(outcomes[14]).toEqual({ refused: PHOTO_ELSEWHERE, field: 'imageUrl' });
  });

  it('a second row of the site settings is refused: the site has one', () => {
    expect(outcomes[16]).toEqual({ refused: SINGLETON_CREATE });
  });

  it('a row naming a file (which createMany would not store) is refused on that field, not saved without it', () => {
    expect(outcomes[6]).toEqual({
      refused: 'createMany tidak menyimpan photo: buat baris ini sendiri (create).',
      field: 'photo',
    });
  });
});

describe("a script's updateMany obeys each row's rules", () => {
  it("a logo on another website is refused on its field, for the divisions and the site's settings", () => {
    expect(outcomes[7]).toMatchObject({ refused: expect.stringContaining(PICTURE_ELSEWHERE), field: 'logo' });
    expect(outcomes[8]).toMatchObject({ refused: expect.stringContaining(PICTURE_ELSEWHERE), field: 'logoUrl' });
  });

  it("a member's photo on another website is refused on its address", () => {
    expect(outcomes[15]).toEqual({ refused: PHOTO_ELSEWHERE, field: 'imageUrl' });
  });

  it('a file (which updateMany would not store) is refused on its field, not left out', () => {
    expect(outcomes[9]).toEqual({
      refused: 'updateMany tidak menyimpan photo: ubah baris ini sendiri (update).',
      field: 'photo',
    });
    expect(outcomes[10]).toEqual({
      refused: 'updateMany tidak menyimpan uploads: ubah baris ini sendiri (update).',
      field: 'uploads',
    });
    // Taking the files away is no change updateMany makes either (nor of the photo addresses that go with them).
    expect(outcomes[12]).toEqual({
      refused: 'updateMany tidak menyimpan photo: ubah baris ini sendiri (update).',
      field: 'photo',
    });
  });

  it('a change the rules allow is made to every row, with what the rules derive from it', () => {
    expect(outcomes[11].updated).toBeGreaterThan(1);
    // The protections' master switch says whether all are on, as it does after a one-row update.
    expect(outcomes[13].rows?.map((row) => [row.apiRateLimitEnabled, row.allEnabled])).toEqual([[false, false]]);
  });
});
