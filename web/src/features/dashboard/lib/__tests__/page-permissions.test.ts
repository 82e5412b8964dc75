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
});
