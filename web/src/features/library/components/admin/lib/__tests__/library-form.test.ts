import { describe, expect, it } from 'vitest';
import { toLibraryFormData } from '../../../../api/admin/library-item-input';
import type { ManagedLibraryItem } from '@hmti/contract';
import {
  effectiveMediaType,
  initialFormValues,
  isLibraryFormChanged,
  newLinkRow,
  saveErrorMessage,
  suggestedMediaType,
  uploadErrorToast,
  validateLibraryForm,
  type LibraryFormValues,
} from '../library-form';

const LINK = 'https://drive.google.com/file/d/pubFile0123456789abcdefghij/view';
const form = (over: Partial<LibraryFormValues> = {}): LibraryFormValues => ({
  title: 'Makrab',
  description: 'Malam keakraban',
  fullDescription: '',
  type: 'photo',
  published: true,
  kept: [],
  links: [newLinkRow(LINK)],
  ...over,
});
const allValid = (values: LibraryFormValues) => Object.fromEntries(values.links.map((l) => [l.key, 'valid' as const]));

describe('validateLibraryForm', () => {
  it('asks for the title, then the short description, then a link, by their labels', () => {
    const title = { ok: false, message: 'Title wajib diisi.', field: 'title' };
    expect(validateLibraryForm(form({ title: '   ' }), {})).toEqual(title);
    expect(validateLibraryForm(form({ title: '', description: '' }), {})).toEqual(title);
    expect(validateLibraryForm(form({ description: ' ' }), {})).toEqual({
      ok: false,
      message: 'Short description wajib diisi.',
      field: 'description',
    });
    expect(validateLibraryForm(form({ links: [newLinkRow('  ')] }), {})).toEqual({
      ok: false,
      message: 'Google Drive links wajib diisi: minimal satu link.',
      field: 'links',
    });
    expect(validateLibraryForm(form({ links: [] }), {})).toEqual({
      ok: false,
      message: 'Google Drive links wajib diisi: minimal satu link.',
      field: 'links',
    });
  });

  it('refuses a link found invalid; one still being checked goes, for the server to check again', () => {
    const values = form({ links: [newLinkRow(LINK), newLinkRow(LINK.replace('pub', 'priv'))] });
    const [a, b] = values.links;
    const invalid = 'Pastikan semua Google Drive link valid dan dapat diakses.';
    expect(validateLibraryForm(values, { [a.key]: 'valid', [b.key]: 'invalid' })).toEqual({
      ok: false,
      message: invalid,
    });
    for (const state of ['validating', 'pending', 'idle', 'unverified'] as const)
      expect(validateLibraryForm(values, { [a.key]: 'valid', [b.key]: state }).ok, state).toBe(true);
    expect(validateLibraryForm(values, { [a.key]: 'valid' }).ok).toBe(true);
    expect(validateLibraryForm(values, allValid(values)).ok).toBe(true);
  });

  it('trims the fields, keeps each link row at its place (a blank one too) and resolves each media type', () => {
    const values = form({
      title: ' Makrab ',
      links: [newLinkRow(LINK, 'video'), newLinkRow(''), newLinkRow(' https://drive.google.com/open?id=abcdefghijkl ')],
    });
    const result = validateLibraryForm(values, allValid(values));
    expect(result).toEqual({
      ok: true,
      input: {
        title: 'Makrab',
        description: 'Malam keakraban',
        fullDescription: '',
        type: 'photo',
        published: true,
        keep: [],
        links: [
          { url: LINK, mediaType: 'video' },
          { url: '', mediaType: 'image' },
          { url: 'https://drive.google.com/open?id=abcdefghijkl', mediaType: 'image' },
        ],
      },
    });
  });
});

describe('media types of link rows', () => {
  it('follows the URL and the item type until the user picks one', () => {
    expect(suggestedMediaType(LINK, 'photo')).toBe('image');
    expect(suggestedMediaType(LINK, 'video')).toBe('video');
    expect(suggestedMediaType('https://example.com/clip.MP4', 'photo')).toBe('video');
    expect(effectiveMediaType(newLinkRow(LINK, 'image'), 'video')).toBe('image');
    expect(effectiveMediaType(newLinkRow(LINK), 'video')).toBe('video');
  });
});

describe('initialFormValues', () => {
  const item: ManagedLibraryItem = {
    _id: 5,
    id: 5,
    title: 'Album',
    description: 'Singkat',
    fullDescription: 'Panjang',
    type: 'video',
    images: ['/uploads/demo/a.webp', 'https://x/img/d/pubA0123456789=s2000', 'https://x/file/d/pubB0123456789/preview'],
    mediaKinds: ['image', 'image', 'video'],
    gdriveFileIds: ['', 'pubA0123456789', 'pubB0123456789'],
    authorId: 1,
    published: true,
    date: '2026-01-02',
    time: '10:00',
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
  };

  it('starts empty with one link row for a new item', () => {
    const values = initialFormValues(null);
    expect(values).toMatchObject({ title: '', description: '', fullDescription: '', type: 'photo', published: true });
    expect(values.links).toHaveLength(1);
    expect(values.links[0]).toMatchObject({ url: '', mediaType: null });
  });

  it('keeps all the files of an item, from Drive or not, with their kinds, and gives one empty link row', () => {
    const values = initialFormValues(item);
    expect(values).toMatchObject({ title: 'Album', description: 'Singkat', fullDescription: 'Panjang', type: 'video' });
    expect(values.kept).toEqual([
      { url: '/uploads/demo/a.webp', kind: 'image' },
      { url: 'https://x/img/d/pubA0123456789=s2000', kind: 'image' },
      { url: 'https://x/file/d/pubB0123456789/preview', kind: 'video' },
    ]);
    expect(values.links.map((l) => l.url)).toEqual(['']);
    expect(values.published).toBe(true);
    expect(initialFormValues({ ...item, published: false }).published).toBe(false);
  });
});

describe('an edited item keeps its files', () => {
  it('saves with kept files and no link; without either it asks for a link', () => {
    const kept = [{ url: '/uploads/demo/a.webp', kind: 'image' as const }];
    const result = validateLibraryForm(form({ kept, links: [newLinkRow()] }), {});
    expect(result).toMatchObject({ ok: true, input: { keep: ['/uploads/demo/a.webp'], links: [{ url: '' }] } });
    expect(validateLibraryForm(form({ kept: [], links: [newLinkRow()] }), {})).toEqual({
      ok: false,
      message: 'Google Drive links wajib diisi: minimal satu link.',
      field: 'links',
    });
  });

  it('lets a link Drive could not verify be saved (the server decides)', () => {
    const values = form();
    const unverified = Object.fromEntries(values.links.map((l) => [l.key, 'unverified' as const]));
    expect(validateLibraryForm(values, unverified).ok).toBe(true);
  });
});

describe('isLibraryFormChanged (closing asks "Buang perubahan?")', () => {
  it('is false for an untouched form, an added blank row or a media type picked as suggested', () => {
    const start = form();
    expect(isLibraryFormChanged(start, start)).toBe(false);
    expect(isLibraryFormChanged(start, { ...start, links: [...start.links, newLinkRow(' ')] })).toBe(false);
    expect(isLibraryFormChanged(start, { ...start, links: [{ ...start.links[0], mediaType: 'image' }] })).toBe(false);
    const fresh = initialFormValues(null);
    expect(isLibraryFormChanged(fresh, initialFormValues(null))).toBe(false);
  });

  it('is true once a text, the type, a link or a kept file changes', () => {
    const start = form({ kept: [{ url: '/uploads/demo/a.webp', kind: 'image' }] });
    expect(isLibraryFormChanged(start, { ...start, title: 'Makrab 2' })).toBe(true);
    expect(isLibraryFormChanged(start, { ...start, fullDescription: 'Catatan' })).toBe(true);
    expect(isLibraryFormChanged(start, { ...start, type: 'video' })).toBe(true);
    expect(isLibraryFormChanged(start, { ...start, links: [newLinkRow(LINK.replace('pub', 'pub2'))] })).toBe(true);
    expect(isLibraryFormChanged(start, { ...start, links: [{ ...start.links[0], mediaType: 'video' }] })).toBe(true);
    expect(isLibraryFormChanged(start, { ...start, kept: [] })).toBe(true);
    expect(isLibraryFormChanged(start, { ...start, published: false })).toBe(true);
  });
});

describe('the multipart payload', () => {
  it("sends 'Tampilkan di situs' as 'true'/'false' when the form gives it", () => {
    const input = { title: 'T', description: 'D', links: [{ url: LINK }] };
    expect(toLibraryFormData({ ...input, published: false }).get('published')).toBe('false');
    expect(toLibraryFormData({ ...input, published: true }).get('published')).toBe('true');
    expect(toLibraryFormData(input).has('published')).toBe(false);
  });

  it('sends indexed Drive links and media types', () => {
    const data = toLibraryFormData({
      title: 'T',
      description: 'D',
      fullDescription: 'F',
      type: 'photo',
      keep: ['/uploads/demo/a.webp'],
      links: [
        { url: LINK, mediaType: 'image' },
        { url: LINK.replace('pubFile', 'pubFile2'), mediaType: 'video' },
      ],
    });
    expect([...data.entries()]).toEqual([
      ['title', 'T'],
      ['description', 'D'],
      ['fullDescription', 'F'],
      ['type', 'photo'],
      ['keepMedia[0]', '/uploads/demo/a.webp'],
      ['gdriveUrls[0]', LINK],
      ['gdriveMediaTypes[0]', 'image'],
      ['gdriveUrls[1]', LINK.replace('pubFile', 'pubFile2')],
      ['gdriveMediaTypes[1]', 'video'],
    ]);
  });
});

describe('a refused link is named by the row the person sees it in', () => {
  it('sends every link row at its place, a blank one too (the server numbers the rows it receives)', () => {
    const values = form({ links: [newLinkRow(''), newLinkRow(LINK, 'image')] });
    const result = validateLibraryForm(values, allValid(values));
    if (!result.ok) throw new Error(result.message);
    const links = [...toLibraryFormData(result.input).entries()].filter(([key]) => key.startsWith('gdrive'));
    expect(links).toEqual([
      ['gdriveUrls[0]', ''],
      ['gdriveMediaTypes[0]', 'image'],
      ['gdriveUrls[1]', LINK],
      ['gdriveMediaTypes[1]', 'image'],
    ]);
  });
});

describe('saveErrorMessage', () => {
  it('shows the server message or the fallback', () => {
    expect(
      saveErrorMessage({ data: { message: 'Please make sure all Google Drive links are valid and accessible' } }),
    ).toBe('Please make sure all Google Drive links are valid and accessible');
    expect(saveErrorMessage({ data: null })).toBe('Failed to save the media item. Please try again.');
    expect(saveErrorMessage(new Error('boom'))).toBe('Failed to save the media item. Please try again.');
    expect(saveErrorMessage(null)).toBe('Failed to save the media item. Please try again.');
  });

  it("toasts a refused upload with the server's reason, any other failure as an upload failure", () => {
    const refused = 'Google Drive link 1 adalah folder yang tidak memperlihatkan satu pun foto atau video.';
    expect(uploadErrorToast({ data: { message: refused } })).toBe(refused);
    expect(uploadErrorToast({ data: null })).toBe('Failed to upload media. Please try again.');
    expect(uploadErrorToast(new Error('boom'))).toBe('Failed to upload media. Please try again.');
  });
});
