import { describe, expect, it } from 'vitest';
import { driveIdOf, guessMediaType, mediaUrlCandidates, parseDriveUrl } from '../drive-link';

const ID = 'abcdefghijklmnopqrstu12345';

describe('parseDriveUrl', () => {
  it.each([
    [`https://drive.google.com/file/d/${ID}/view?usp=sharing`, { ok: true, kind: 'file', id: ID }],
    [`https://drive.google.com/open?id=${ID}`, { ok: true, kind: 'file', id: ID }],
    [`https://drive.google.com/drive/folders/${ID}`, { ok: true, kind: 'folder', id: ID }],
    [`https://drive.google.com/folders/${ID}`, { ok: true, kind: 'folder', id: ID }],
  ])('%s', (url, expected) => expect(parseDriveUrl(url)).toEqual(expected));
  it.each([
    [`http://drive.google.com/file/d/${ID}/view`, 'bukan link berbagi Google Drive yang valid'],
    [`https://evil.example/file/d/${ID}`, 'bukan link berbagi Google Drive yang valid'],
    ['not a url', 'bukan link berbagi Google Drive yang valid'],
    ['https://drive.google.com/file/d/x/view', 'tidak memuat ID file yang valid'],
    ['https://drive.google.com/drive/folders/', 'tidak memuat ID folder yang valid'],
    ['https://drive.google.com/open', 'tidak memuat ID file yang valid'],
  ])('%s → %s', (url, reason) => expect(parseDriveUrl(url)).toMatchObject({ ok: false, reason }));
});

describe('media helpers', () => {
  it('guesses the type from the extension unless given', () => {
    expect(guessMediaType('https://x/clip.MP4')).toBe('video');
    expect(guessMediaType('https://x/a.mkv?x=1')).toBe('video');
    expect(guessMediaType('https://x/a.jpg')).toBe('image');
    expect(guessMediaType('https://x/a.jpg', 'video')).toBe('video');
  });
  it('finds the id in stored forms', () => {
    expect(driveIdOf(`https://lh3.googleusercontent.com/d/${ID}=s2000`)).toBe(ID);
    expect(driveIdOf(`https://drive.google.com/uc?export=view&id=${ID}`)).toBe(ID);
    expect(driveIdOf('/uploads/x.png')).toBeNull();
  });
  it('offers up to 7 image forms and 4 video forms, the stored URL first', () => {
    const img = mediaUrlCandidates(`https://lh3.googleusercontent.com/d/${ID}=s2000`, 'image');
    expect(img[0]).toBe(`https://lh3.googleusercontent.com/d/${ID}=s2000`);
    expect(img.length).toBeLessThanOrEqual(7);
    expect(new Set(img).size).toBe(img.length);
    expect(mediaUrlCandidates(`https://drive.google.com/file/d/${ID}/preview`, 'video')).toHaveLength(4);
    expect(mediaUrlCandidates('/uploads/a.png', 'image')).toEqual(['/uploads/a.png']);
  });
});
