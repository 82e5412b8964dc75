import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FIELDS_REQUIRED,
  ALL_FIELDS_REQUIRED,
  articleFormSchema,
  changePasswordSchema,
  chatMessageSchema,
  chatMessageTooLong,
  checkInput,
  CHAT_MESSAGE_NOT_TEXT,
  LIBRARY_TITLE_REQUIRED,
  MEMBER_NAME_REQUIRED,
  MEMBER_POSITION_REQUIRED,
  memberFieldsSchema,
  LIBRARY_TOO_MANY_LINKS,
  libraryItemSchema,
  LIBRARY_LINKS_INVALID,
  LIBRARY_LINK_REQUIRED,
  loginInputSchema,
  PASSWORD_TOO_SHORT,
  PERIOD_END_YEAR,
  PERIOD_FORMAT,
  PERIOD_REQUIRED,
  PERIOD_YEAR_RANGE,
  periodSchema,
  PASSWORDS_DO_NOT_MATCH,
  roleCreateBodySchema,
  ROLE_LEVEL_INVALID,
  ROLE_NAME_INVALID,
  TAGS_INVALID,
  TITLE_TOO_LONG,
  USER_PASSWORD_TOO_SHORT,
  USER_PASSWORDS_DIFFER,
  userCreateBodySchema,
  userUpdateBodySchema,
} from '../index.js';

const fail = (message: string, field?: string) => ({ ok: false, message, ...(field ? { field } : {}) });

describe('the API inputs both sides check', () => {
  it('article form: multipart texts in, typed values out; the editor messages out of bad input', () => {
    const base = { title: ' Judul ', excerpt: 'Ringkas', content: '<p>Isi</p>' };
    expect(checkInput(articleFormSchema, { ...base, published: 'true', tags: '["Uji"]', gdriveUrl: '' })).toEqual({
      ok: true,
      data: { title: 'Judul', excerpt: 'Ringkas', content: '<p>Isi</p>', published: true, tags: ['Uji'] },
    });
    expect(checkInput(articleFormSchema, { ...base, content: '<p>&nbsp;</p>' })).toEqual(
      fail(ALL_FIELDS_REQUIRED, 'content'),
    );
    expect(checkInput(articleFormSchema, { ...base, tags: '[oops' })).toEqual(fail(TAGS_INVALID, 'tags'));
    expect(checkInput(articleFormSchema, { ...base, title: 'x'.repeat(201) })).toEqual(fail(TITLE_TOO_LONG, 'title'));
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
      fail(LIBRARY_TOO_MANY_LINKS, 'links'),
    );
    expect(checkInput(libraryItemSchema, { ...base, links: [{ url: 'https://x' }] })).toEqual(
      fail(LIBRARY_LINKS_INVALID, 'links.0.url'),
    );
    expect(checkInput(libraryItemSchema, { ...base, links: [{ url: ' ' }] })).toEqual(
      fail(LIBRARY_LINK_REQUIRED, 'links'),
    );
    expect(checkInput(libraryItemSchema, { ...base, keep: ['/uploads/a.png'] }).ok).toBe(true);
    expect(checkInput(libraryItemSchema, { ...base, title: '', links: [] })).toEqual(
      fail(LIBRARY_TITLE_REQUIRED, 'title'),
    );
  });

  it('sign-in, profile and password change', () => {
    expect(checkInput(loginInputSchema, { username: ' owner ', password: 'x', rememberMe: 'true' })).toEqual({
      ok: true,
      data: { username: 'owner', password: 'x', rememberMe: true },
    });
    expect(checkInput(loginInputSchema, { username: 'owner' }).ok).toBe(false);
    const change = { currentPassword: 'old', newPassword: 'short' };
    expect(checkInput(changePasswordSchema, { ...change, confirmPassword: 'other' })).toEqual(
      fail(PASSWORDS_DO_NOT_MATCH, 'confirmPassword'),
    );
    expect(checkInput(changePasswordSchema, change)).toEqual(fail(PASSWORD_TOO_SHORT, 'newPassword'));
    expect(checkInput(changePasswordSchema, { newPassword: 'long-enough' })).toEqual(
      fail(ACCOUNT_FIELDS_REQUIRED, 'currentPassword'),
    );
  });

  it('chat message: text or nothing, within the limit', () => {
    expect(checkInput(chatMessageSchema(5), ' a\r\nb ')).toEqual({ ok: true, data: 'a\nb' });
    expect(checkInput(chatMessageSchema(5), undefined)).toEqual({ ok: true, data: '' });
    expect(checkInput(chatMessageSchema(5), 42)).toEqual(fail(CHAT_MESSAGE_NOT_TEXT));
    expect(checkInput(chatMessageSchema(5), '123456')).toEqual(fail(chatMessageTooLong(5)));
  });

  it('roles: the name derived and checked, a positive whole level', () => {
    expect(checkInput(roleCreateBodySchema, { name: 'Kepala Humas', level: 3 })).toEqual({
      ok: true,
      data: { name: 'kepala_humas', level: 3, description: '', permissions: [] },
    });
    expect(checkInput(roleCreateBodySchema, { name: 'ké!', level: 3 })).toEqual(fail(ROLE_NAME_INVALID, 'name'));
    expect(checkInput(roleCreateBodySchema, { name: 'a', level: 0 })).toEqual(fail(ROLE_LEVEL_INVALID, 'level'));
  });

  it('users: a password on create, optional on edit, at least 6 characters and confirmed', () => {
    expect(checkInput(userCreateBodySchema, { username: 'a', role: 'bph' })).toEqual(
      fail(USER_PASSWORD_TOO_SHORT, 'password'),
    );
    expect(checkInput(userUpdateBodySchema, { name: 'B' })).toMatchObject({ ok: true });
    expect(checkInput(userUpdateBodySchema, { password: 'secret1', confirmPassword: 'secret2' })).toEqual(
      fail(USER_PASSWORDS_DIFFER, 'confirmPassword'),
    );
  });
});

describe('periods', () => {
  it('are YYYY-YYYY with the end year one after the start, each refusal with its own message', () => {
    expect(checkInput(periodSchema, ' 2026-2027 ')).toEqual({ ok: true, data: '2026-2027' });
    expect(checkInput(periodSchema, '2026')).toEqual(fail(PERIOD_FORMAT));
    expect(checkInput(periodSchema, '2026-2028')).toEqual(fail(PERIOD_END_YEAR));
    expect(checkInput(periodSchema, '1500-1501')).toEqual(fail(PERIOD_YEAR_RANGE));
    expect(checkInput(periodSchema, 2026)).toEqual(fail(PERIOD_REQUIRED));
  });
});

describe('members', () => {
  it('need a name, a position and a period', () => {
    const member = { name: ' Ahmad ', position: 'Ketua', period: '2025-2026' };
    expect(checkInput(memberFieldsSchema, member)).toEqual({ ok: true, data: { ...member, name: 'Ahmad' } });
    expect(checkInput(memberFieldsSchema, { ...member, name: ' ' })).toEqual(fail(MEMBER_NAME_REQUIRED, 'name'));
    expect(checkInput(memberFieldsSchema, { ...member, position: undefined })).toEqual(
      fail(MEMBER_POSITION_REQUIRED, 'position'),
    );
  });
});
