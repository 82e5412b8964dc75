import { describe, expect, it } from 'vitest';
import { librarySearchParams, parseLibraryQuery } from '../library-query';

describe('library query', () => {
  it('reads search, type and page from the address', () => {
    expect(parseLibraryQuery(new URLSearchParams('q=makrab&type=video&page=2'))).toEqual({
      q: 'makrab',
      type: 'video',
      page: 2,
    });
  });

  it('falls back on odd values: every type, page 1', () => {
    expect(parseLibraryQuery(new URLSearchParams('type=audio&page=-1'))).toEqual({ q: '', type: 'all', page: 1 });
    expect(parseLibraryQuery(new URLSearchParams('page=2.5&type=')).page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(librarySearchParams({ q: '', type: 'all', page: 1 }).toString()).toBe('');
    const written = librarySearchParams({ q: 'foto kelas', type: 'photo', page: 3 });
    expect(written.toString()).toBe('q=foto+kelas&type=photo&page=3');
    expect(parseLibraryQuery(written)).toEqual({ q: 'foto kelas', type: 'photo', page: 3 });
  });
});
