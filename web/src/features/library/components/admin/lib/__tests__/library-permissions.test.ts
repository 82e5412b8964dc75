import { describe, expect, it } from 'vitest';
import { canCreateLibraryItem, canListLibrary, libraryItemActions } from '../library-permissions';

const own = { authorId: 7 };
const others = { authorId: 8 };
const orphan = { authorId: null };

describe('library page permissions', () => {
  it('lists with view or view_others and uploads with create', () => {
    expect(canListLibrary(['library.view'])).toBe(true);
    expect(canListLibrary(['library.view_others'])).toBe(true);
    expect(canListLibrary(['library.create', 'library.edit'])).toBe(false);
    expect(canCreateLibraryItem(['library.create'])).toBe(true);
    expect(canCreateLibraryItem(['library.edit'])).toBe(false);
  });
});

describe('edit and delete buttons (own vs others)', () => {
  it('library.edit / library.delete act on own items only', () => {
    const perms = ['library.edit', 'library.delete'];
    expect(libraryItemActions(own, 7, perms)).toEqual({ canEdit: true, canDelete: true });
    expect(libraryItemActions(others, 7, perms)).toEqual({ canEdit: false, canDelete: false });
    expect(libraryItemActions(orphan, 7, perms)).toEqual({ canEdit: false, canDelete: false });
    expect(libraryItemActions(own, undefined, perms)).toEqual({ canEdit: false, canDelete: false });
  });

  it("the _others permissions act on anyone's items", () => {
    expect(libraryItemActions(others, 7, ['library.edit_others'])).toEqual({ canEdit: true, canDelete: false });
    expect(libraryItemActions(others, 7, ['library.delete_others'])).toEqual({ canEdit: false, canDelete: true });
    expect(libraryItemActions(orphan, 7, ['library.edit_others', 'library.delete_others'])).toEqual({
      canEdit: true,
      canDelete: true,
    });
  });

  it('nothing without the permissions, even on own items', () => {
    expect(libraryItemActions(own, 7, ['library.view', 'library.create'])).toEqual({
      canEdit: false,
      canDelete: false,
    });
    expect(libraryItemActions(own, 7, undefined)).toEqual({ canEdit: false, canDelete: false });
  });
});
