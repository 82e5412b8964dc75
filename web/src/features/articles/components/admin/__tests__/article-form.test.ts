import { describe, expect, it } from 'vitest';
import { IMAGE_REQUIRED, SCHEDULE_IN_PAST, type EditableArticle } from '@hmti/contract';
import type { DriveValidation } from '@/hooks/use-drive-link-validation';
import {
  initialArticleForm,
  SCHEDULE_TIME_REQUIRED,
  scheduleProblem,
  siteWallNow,
  toArticleInput,
  validateArticleForm,
  type ArticleFormValues,
} from '../article-form';

const LINK = 'https://drive.google.com/file/d/pubFile0123456789abcdefghij/view';
const idle: DriveValidation = { state: 'idle' };
const valid: DriveValidation = { state: 'valid', isFolder: false, fileId: 'pubFile0123456789abcdefghij' };

const form = (patch: Partial<ArticleFormValues> = {}): ArticleFormValues => ({
  ...initialArticleForm(),
  title: 'Judul',
  excerpt: 'Ringkasan',
  content: '<p>Isi <strong>tebal</strong></p>',
  driveUrl: LINK,
  ...patch,
});

describe('article form validation', () => {
  it('new articles start empty, as drafts, with the Drive link option', () => {
    const values = initialArticleForm();
    expect(values).toMatchObject({
      title: '',
      excerpt: '',
      content: '',
      tags: [],
      published: false,
      imageMode: 'drive',
      existingImage: null,
    });
  });

  it('an article opens on the way its picture was given: an uploaded one on "Upload image", a Drive one on the link', () => {
    const stored = (imageSource: 'local' | 'gdrive') =>
      initialArticleForm({ title: 'Ada', image: '/uploads/a.png', imageSource } as EditableArticle);
    expect(stored('local')).toMatchObject({ imageMode: 'upload', existingImage: '/uploads/a.png' });
    expect(stored('gdrive').imageMode).toBe('drive');
  });

  it('requires title, excerpt and content after trimming, naming the field as the form does', () => {
    expect(validateArticleForm(form({ title: '   ' }), valid)).toEqual({
      message: 'Article Title wajib diisi.',
      field: 'title',
    });
    expect(validateArticleForm(form({ excerpt: '' }), valid)).toEqual({
      message: 'Short Excerpt wajib diisi.',
      field: 'excerpt',
    });
    expect(validateArticleForm(form({ content: '<p>&nbsp;</p>' }), valid)).toEqual({
      message: 'Article Content wajib diisi.',
      field: 'content',
    });
    expect(validateArticleForm(form(), valid)).toBeNull();
  });

  it('requires an image: an existing one, an uploaded file or a Drive link', () => {
    const missing = { message: IMAGE_REQUIRED, field: 'image' };
    expect(validateArticleForm(form({ driveUrl: '' }), idle)).toEqual(missing);
    expect(validateArticleForm(form({ imageMode: 'upload', driveUrl: '' }), idle)).toEqual(missing);
    expect(IMAGE_REQUIRED).toBe(
      'Gambar artikel wajib diisi: pilih file gambar, atau isi Google Drive image link di dashboard.',
    );
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    expect(validateArticleForm(form({ imageMode: 'upload', driveUrl: '', file }), idle)).toBeNull();
    expect(validateArticleForm(form({ driveUrl: '', existingImage: '/uploads/a.png' }), idle)).toBeNull();
  });

  it('blocks an invalid Drive link with its message, naming the link field', () => {
    const image = (message: string) => ({ message, field: 'image' });
    expect(validateArticleForm(form({ driveUrl: 'https://example.com/x' }), idle)).toEqual(
      image('Google Drive image link bukan link berbagi Google Drive yang valid.'),
    );
    const privat = 'Google Drive image link bersifat privat sehingga tidak dapat dibuka server.';
    expect(validateArticleForm(form(), { state: 'invalid', error: privat })).toEqual(image(privat));
    expect(
      validateArticleForm(
        form({ driveUrl: 'https://drive.google.com/drive/folders/pubfolder0123456789abcdefghij' }),
        idle,
      ),
    ).toEqual(image('Google Drive image link harus link ke satu file, bukan folder.'));
    expect(validateArticleForm(form({ existingImage: '/uploads/a.png' }), { state: 'invalid', error: 'Nope' })).toEqual(
      image('Nope'),
    );
  });

  it('sends only the chosen image source', () => {
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    expect(toArticleInput(form({ file }))).toMatchObject({ gdriveUrl: LINK, image: undefined });
    expect(toArticleInput(form({ imageMode: 'upload', file }))).toMatchObject({ gdriveUrl: undefined, image: file });
    expect(toArticleInput(form({ driveUrl: '  ' })).gdriveUrl).toBeUndefined();
  });
});

describe('article form schedule', () => {
  it('a scheduled article keeps its wall time and is sent as a draft with that time', () => {
    const values = form({ published: true, scheduled: true, scheduledAt: '2030-01-01T09:00' });
    expect(validateArticleForm(values, valid)).toBeNull();
    expect(toArticleInput(values)).toMatchObject({ published: false, scheduledAt: '2030-01-01T09:00' });
    expect(toArticleInput(form({ published: true, scheduledAt: '2030-01-01T09:00' }))).toMatchObject({
      published: true,
      scheduledAt: '',
    });
  });

  it('asks for the time when Jadwalkan is on without one', () => {
    expect(scheduleProblem(form({ scheduled: true, scheduledAt: ' ' }), '', null)).toBe(SCHEDULE_TIME_REQUIRED);
    expect(scheduleProblem(form({ scheduled: false, scheduledAt: '' }), '', null)).toBeNull();
  });

  it("refuses a time the site's clock has passed, unless it is the stored schedule", () => {
    // The server said 07:00 ten minutes ago (on this browser's clock): it is 07:10 on the site now.
    const now = siteWallNow('2030-01-01T07:00', 1_000_000, 1_000_000 + 10 * 60_000);
    const at = (scheduledAt: string, stored = '') =>
      scheduleProblem(form({ scheduled: true, scheduledAt }), stored, now);
    expect(at('2030-01-01T07:10')).toBe(SCHEDULE_IN_PAST);
    expect(at('2029-12-31T23:00')).toBe(SCHEDULE_IN_PAST);
    expect(at('2030-01-01T07:11')).toBeNull();
    expect(at('2030-01-01T06:30', '2030-01-01T06:30')).toBeNull();
    expect(scheduleProblem(form({ scheduled: true, scheduledAt: '2020-01-01T00:00' }), '', null)).toBeNull();
  });
});
