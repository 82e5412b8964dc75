import { describe, expect, it } from 'vitest';
import { allowsAny, PAGE_PERMISSIONS } from '../page-permissions';

describe('allowsAny', () => {
  it('lets everyone in when nothing is required', () => {
    expect(allowsAny(undefined, PAGE_PERMISSIONS.settings)).toBe(true);
    expect(allowsAny([], [])).toBe(true);
  });

  it('needs one of the listed permissions otherwise', () => {
    expect(allowsAny(['articles.view'], PAGE_PERMISSIONS.articles)).toBe(true);
    expect(allowsAny(['articles.view'], PAGE_PERMISSIONS.library)).toBe(false);
    expect(allowsAny(undefined, PAGE_PERMISSIONS.library)).toBe(false);
    expect(allowsAny(['organization.edit'], PAGE_PERMISSIONS.organization)).toBe(true);
  });

  it('opens each staff screen with any permission of its area that shows something there', () => {
    for (const p of ['library.view', 'library.view_others', 'library.edit', 'library.create'])
      expect(allowsAny([p], PAGE_PERMISSIONS.library)).toBe(true);
    expect(allowsAny(['library.delete', 'dashboard.view'], PAGE_PERMISSIONS.library)).toBe(false);
    expect(allowsAny([], PAGE_PERMISSIONS.library)).toBe(false);
    expect(allowsAny(['users.delete'], PAGE_PERMISSIONS.users)).toBe(true);
    expect(allowsAny(['roles.view'], PAGE_PERMISSIONS.users)).toBe(false);
    expect(allowsAny(['roles.create'], PAGE_PERMISSIONS.roles)).toBe(true);
    expect(allowsAny(['roles.delete'], PAGE_PERMISSIONS.roles)).toBe(false);
    expect(allowsAny(['articles.create'], PAGE_PERMISSIONS.articles)).toBe(true);
    expect(allowsAny(['dashboard.view'], PAGE_PERMISSIONS.articles)).toBe(false);
  });
});
