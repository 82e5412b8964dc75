import { describe, expect, it } from 'vitest';
import {
  articleFormSchema,
  changePasswordSchema,
  chatMessageSchema,
  checkInput,
  memberFieldsSchema,
  libraryItemSchema,
  LIBRARY_LINK_REQUIRED,
  loginInputSchema,
  periodSchema,
  roleCreateBodySchema,
  userCreateBodySchema,
  userUpdateBodySchema,
} from '../index.js';

const fail = (message: string, field?: string) => ({ ok: false, message, ...(field ? { field } : {}) });

describe('the API inputs both sides check', () => {
  it('article form: multipart texts in, typed values out; the editor messages out of bad input', () => {
    const base = { title: ' Judul ', excerpt: 'Ringkas', content: '<p>Isi</p>' };
    expect(checkInput(articleFormSchema, { ...base, published: 'true', tags: '["Uji"]', gdriveUrl: '' })).toEqual({
      ok: true,
      data: {
        title: 'Judul',
        excerpt: 'Ringkas',
        content: '<p>Isi</p>',
        published: true,
        tags: ['Uji'],
      },
    });
    // 'Ajukan terbit': left out, the request stays as stored (undefined); an explicit false withdraws it.
    const omitted = checkInput(articleFormSchema, base);
    expect(omitted.ok && omitted.data.submitForReview).toBeUndefined();
    expect(checkInput(articleFormSchema, { ...base, submitForReview: 'false' })).toMatchObject({
      ok: true,
      data: { submitForReview: false },
    });
    expect(checkInput(articleFormSchema, { ...base, submitForReview: 'true' })).toMatchObject({
      ok: true,
      data: { submitForReview: true },
    });
    expect(checkInput(articleFormSchema, { ...base, content: '<p>&nbsp;</p>' })).toEqual(
      fail('Article Content wajib diisi.', 'content'),
    );
    // A post that is only a video or a picture has content.
    for (const content of [
      '<figure class="media"><oembed url="https://youtu.be/dQw4w9WgXcQ"></oembed></figure>',
      '<figure class="image"><img src="/uploads/a.webp" alt=""></figure>',
    ]) {
      expect(checkInput(articleFormSchema, { ...base, content })).toMatchObject({ ok: true });
    }
    expect(checkInput(articleFormSchema, { ...base, content: '<figure class="media"></figure>' })).toEqual(
      fail('Article Content wajib diisi.', 'content'),
    );
    expect(checkInput(articleFormSchema, { ...base, tags: '[oops' })).toEqual(
      fail('Tags harus berupa daftar.', 'tags'),
    );
    expect(checkInput(articleFormSchema, { ...base, title: 'x'.repeat(201) })).toEqual(
      fail('Article Title terlalu panjang (maksimal 200 karakter).', 'title'),
    );
  });

  it('library item: blank links dropped, every link a Drive link, at most 30, something to show', () => {
    const base = { title: 'Foto', description: 'd' };
    const file = 'https://drive.google.com/file/d/abcdefghijk/view';
    const parsed = checkInput(libraryItemSchema, {
      ...base,
      type: 'nope',
      links: [{ url: ' ' }, { url: file, mediaType: 'gif' }],
    });
    expect(parsed).toMatchObject({
      ok: true,
      data: { links: [{ url: file, mediaType: undefined }], keep: [], type: undefined, fullDescription: '' },
    });
    expect(checkInput(libraryItemSchema, { ...base, links: Array(31).fill({ url: file }) })).toEqual(
      fail('Google Drive links terlalu banyak (maksimal 30).', 'links'),
    );
    expect(checkInput(libraryItemSchema, { ...base, links: [{ url: 'https://x' }] })).toEqual(
      fail('Google Drive link 1 bukan link berbagi Google Drive yang valid.', 'links.0.url'),
    );
    expect(checkInput(libraryItemSchema, { ...base, links: [{ url: ' ' }] })).toEqual(
      fail(LIBRARY_LINK_REQUIRED, 'links'),
    );
    expect(LIBRARY_LINK_REQUIRED).toBe('Google Drive links wajib diisi: minimal satu link.');
    expect(checkInput(libraryItemSchema, { ...base, keep: ['/uploads/a.png'] }).ok).toBe(true);
    expect(checkInput(libraryItemSchema, { ...base, title: '', links: [] })).toEqual(
      fail('Title wajib diisi.', 'title'),
    );
  });

  it('library item: shown on the site as a switch or its multipart text; anything else left as it is', () => {
    const base = {
      title: 'Foto',
      description: 'd',
      links: [{ url: 'https://drive.google.com/file/d/abcdefghijk/view' }],
    };
    const shown = (published: unknown) => {
      const parsed = checkInput(libraryItemSchema, { ...base, published });
      return parsed.ok ? parsed.data.published : 'refused';
    };
    expect([true, 'true', false, 'false'].map(shown)).toEqual([true, true, false, false]);
    expect([undefined, '', 'yes', 1].map(shown)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('sign-in, profile and password change', () => {
    expect(checkInput(loginInputSchema, { username: ' owner ', password: 'x', rememberMe: 'true' })).toEqual({
      ok: true,
      data: { username: 'owner', password: 'x', rememberMe: true },
    });
    expect(checkInput(loginInputSchema, { username: 'owner' })).toEqual(fail('Password wajib diisi.', 'password'));
    const change = { currentPassword: 'old', newPassword: 'short' };
    expect(checkInput(changePasswordSchema, { ...change, confirmPassword: 'other' })).toEqual(
      fail('Konfirmasi Password Baru tidak sama dengan Password Baru.', 'confirmPassword'),
    );
    expect(checkInput(changePasswordSchema, change)).toEqual(
      fail('Password Baru terlalu pendek (minimal 8 karakter).', 'newPassword'),
    );
    expect(checkInput(changePasswordSchema, { newPassword: 'long-enough' })).toEqual(
      fail('Password Saat Ini wajib diisi.', 'currentPassword'),
    );
  });

  it('chat message: text or nothing, within the limit', () => {
    expect(checkInput(chatMessageSchema(5), ' a\r\nb ')).toEqual({ ok: true, data: 'a\nb' });
    expect(checkInput(chatMessageSchema(5), undefined)).toEqual({ ok: true, data: '' });
    expect(checkInput(chatMessageSchema(5), 42)).toEqual(fail('Pesan harus berupa teks.'));
    expect(checkInput(chatMessageSchema(5), '123456')).toEqual(fail('Pesan terlalu panjang (maksimal 5 karakter).'));
  });

  it('roles: the name derived and checked, a positive whole level', () => {
    expect(checkInput(roleCreateBodySchema, { name: 'Kepala Humas', level: 3 })).toEqual({
      ok: true,
      data: { name: 'kepala_humas', level: 3, description: '', permissions: [] },
    });
    expect(checkInput(roleCreateBodySchema, { name: 'ké!', level: 3 })).toEqual(
      fail('Nama Role hanya boleh berisi huruf kecil, angka dan garis bawah.', 'name'),
    );
    expect(checkInput(roleCreateBodySchema, { name: 'a', level: 0 })).toEqual(
      fail('Level harus berupa bilangan bulat positif.', 'level'),
    );
  });

  it('users: a password on create, optional on edit, at least 6 characters and confirmed', () => {
    expect(checkInput(userCreateBodySchema, { username: 'a', role: 'bph' })).toEqual(
      fail('Password wajib diisi.', 'password'),
    );
    expect(checkInput(userCreateBodySchema, { username: 'a', password: 'abc' })).toEqual(
      fail('Password terlalu pendek (minimal 6 karakter).', 'password'),
    );
    expect(checkInput(userUpdateBodySchema, { name: 'B' })).toMatchObject({ ok: true });
    expect(checkInput(userUpdateBodySchema, { password: 'secret1', confirmPassword: 'secret2' })).toEqual(
      fail('Confirm Password tidak sama dengan Password.', 'confirmPassword'),
    );
  });
});

describe('periods', () => {
  it('are YYYY-YYYY with the end year one after the start, each refusal with its own message', () => {
    expect(checkInput(periodSchema, ' 2026-2027 ')).toEqual({ ok: true, data: '2026-2027' });
    expect(checkInput(periodSchema, '2026')).toEqual(fail('Period harus berformat YYYY-YYYY, misalnya 2026-2027.'));
    expect(checkInput(periodSchema, '2026-2028')).toEqual(
      fail('Period harus berakhir satu tahun setelah tahun awalnya.'),
    );
    expect(checkInput(periodSchema, '1500-1501')).toEqual(fail('Period harus dimulai antara tahun 1990 dan 2200.'));
    expect(checkInput(periodSchema, 2026)).toEqual(fail('Period harus berupa teks.'));
  });
});

describe('members', () => {
  it('need a name, a position and a period', () => {
    const member = { name: ' Ahmad ', position: 'Ketua', period: '2025-2026' };
    expect(checkInput(memberFieldsSchema, member)).toEqual({ ok: true, data: { ...member, name: 'Ahmad' } });
    expect(checkInput(memberFieldsSchema, { ...member, name: ' ' })).toEqual(fail('Name wajib diisi.', 'name'));
    expect(checkInput(memberFieldsSchema, { ...member, position: undefined })).toEqual(
      fail('Position wajib diisi.', 'position'),
    );
  });
});
