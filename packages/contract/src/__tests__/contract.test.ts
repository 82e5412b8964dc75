import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSION_NAMES,
  guessMediaType,
  isPageRoute,
  isPermissionName,
  matchPage,
  PAGE_ROUTES,
  parseDriveUrl,
} from '../index.js';

describe('page routes', () => {
  it('names the page of every path the app shows and nothing else', () => {
    expect(matchPage('/')).toBe('home');
    expect(matchPage('/artikel/')).toBe('articles');
    expect(matchPage('/artikel/12')).toBe('articleById');
    expect(matchPage('/artikel/12/judul-artikel')).toBe('articleByIdSlug');
    expect(matchPage('/artikel/slug/judul-artikel')).toBe('articleBySlug');
    expect(matchPage('/dashboard/roles')).toBe('dashboardRoles');
    for (const path of ['/artikel/abc', '/artikel/1/a/b', '/dashboard/unknown', '/admin', '/api/articles', '/x'])
      expect(isPageRoute(path)).toBe(false);
  });

  it('matches every declared path with its own pattern once its parameters are filled in', () => {
    for (const route of Object.values(PAGE_ROUTES)) {
      const example = route.path.replace(':id', '7').replace(':slug', 'judul');
      expect(route.pattern.test(example), route.path).toBe(true);
    }
  });
});

describe('permission names', () => {
  it('are unique category.action names', () => {
    expect(new Set(ALL_PERMISSION_NAMES).size).toBe(ALL_PERMISSION_NAMES.length);
    for (const name of ALL_PERMISSION_NAMES) expect(name).toMatch(/^[a-z]+\.[a-z_]+$/);
  });

  it('recognises only catalogue names, whatever the text', () => {
    expect(isPermissionName('articles.publish')).toBe(true);
    for (const other of ['constructor', '__proto__', 'toString', 'articles.', 42, null])
      expect(isPermissionName(other)).toBe(false);
  });
});

describe('Drive links', () => {
  it('reads the id of file and folder links and refuses other hosts', () => {
    expect(parseDriveUrl('https://drive.google.com/file/d/abcdefghijk/view')).toEqual({
      ok: true,
      kind: 'file',
      id: 'abcdefghijk',
    });
    expect(parseDriveUrl('https://drive.google.com/drive/folders/abcdefghijk')).toEqual({
      ok: true,
      kind: 'folder',
      id: 'abcdefghijk',
    });
    expect(parseDriveUrl('https://evil.example/file/d/abcdefghijk/view').ok).toBe(false);
    expect(parseDriveUrl(42).ok).toBe(false);
  });

  it('guesses video only from a video file extension', () => {
    expect(guessMediaType('https://x/clip.mp4')).toBe('video');
    expect(guessMediaType('https://x/videos/photo.jpg')).toBe('image');
    expect(guessMediaType('https://x/a.jpg', 'video')).toBe('video');
    // The public library and the management screen read the same list: .ogg, and a #fragment after the name.
    expect(guessMediaType('https://x/clip.ogg')).toBe('video');
    expect(guessMediaType('https://x/clip.webm#t=10')).toBe('video');
  });
});
