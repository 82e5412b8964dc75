import { describe, expect, it } from 'vitest';
import { visibleQuickActions } from '../quick-actions';

const hrefs = (permissions: string[] | undefined) => visibleQuickActions(permissions).map((a) => a.href);

describe('visibleQuickActions', () => {
  it('gates each page by its own permission', () => {
    expect(hrefs(['articles.create'])).toEqual(['/dashboard/articles']);
    expect(hrefs(['library.create'])).toEqual(['/dashboard/library']);
    expect(hrefs(['organization.view'])).toEqual(['/dashboard/organization']);
    expect(hrefs(['settings.view'])).toEqual(['/dashboard/settings']);
  });

  it('shows all four in order for a user holding them, none without', () => {
    expect(hrefs(['settings.view', 'organization.view', 'library.create', 'articles.create'])).toEqual([
      '/dashboard/articles',
      '/dashboard/library',
      '/dashboard/organization',
      '/dashboard/settings',
    ]);
    expect(hrefs(['articles.view', 'library.view', 'organization.edit'])).toEqual([]);
    expect(hrefs(undefined)).toEqual([]);
  });
});
