import { describe, expect, it } from 'vitest';
import { DASHBOARD_NAV_ITEMS, isNavItemActive, visibleNavItems } from '../nav-items';

const labels = (permissions: string[] | undefined) => visibleNavItems(permissions).map((item) => item.label);
const item = (label: string) => DASHBOARD_NAV_ITEMS.find((i) => i.label === label)!;

describe('visibleNavItems', () => {
  it('lists every entry in order for a user holding everything', () => {
    const all = [
      'dashboard.view',
      'dashboard.analytics',
      'articles.view',
      'library.view',
      'organization.view',
      'content.view',
      'users.view',
      'roles.view',
    ];
    expect(labels(all)).toEqual([
      'Dashboard',
      'Analytics',
      'Articles',
      'Library',
      'Organization',
      'Content',
      'User Management',
      'Role Management',
      'Settings',
    ]);
  });

  it('always shows Settings, even before permissions load', () => {
    expect(labels(undefined)).toEqual(['Settings']);
    expect(labels([])).toEqual(['Settings']);
  });

  it('shows Analytics only with dashboard.analytics', () => {
    expect(labels(['dashboard.view', 'dashboard.stats'])).not.toContain('Analytics');
    expect(labels(['dashboard.analytics'])).toEqual(['Analytics', 'Settings']);
  });

  it('shows only Dashboard, Articles and Settings for dashboard.view + articles.view', () => {
    expect(labels(['dashboard.view', 'articles.view'])).toEqual(['Dashboard', 'Articles', 'Settings']);
  });

  it.each([
    ['articles.view_others', 'Articles'],
    ['articles.edit', 'Articles'],
    ['articles.create', 'Articles'],
    ['library.view', 'Library'],
    ['library.view_others', 'Library'],
    ['library.edit', 'Library'],
    ['library.create', 'Library'],
    ['organization.view', 'Organization'],
    ['organization.edit', 'Organization'],
    ['content.view', 'Content'],
    ['content.edit', 'Content'],
    ['users.view', 'User Management'],
    ['users.view_others', 'User Management'],
    ['users.edit', 'User Management'],
    ['users.create', 'User Management'],
    ['roles.view', 'Role Management'],
    ['roles.edit', 'Role Management'],
    ['roles.create', 'Role Management'],
  ])('%s alone shows %s (besides Settings)', (permission, label) => {
    expect(labels([permission])).toEqual([label, 'Settings']);
  });

  it('ignores permissions that open no entry', () => {
    expect(labels(['articles.delete', 'library.delete', 'roles.delete', 'dashboard.stats'])).toEqual(['Settings']);
  });

  it("users.delete alone opens User Management (it is one of the page's permissions)", () => {
    expect(labels(['users.delete'])).toEqual(['User Management', 'Settings']);
  });
});

describe('isNavItemActive', () => {
  it('matches Dashboard only on /dashboard itself', () => {
    expect(isNavItemActive(item('Dashboard'), '/dashboard')).toBe(true);
    expect(isNavItemActive(item('Dashboard'), '/dashboard/')).toBe(true);
    expect(isNavItemActive(item('Dashboard'), '/dashboard/articles')).toBe(false);
  });

  it('matches other entries by path prefix, segment-wise', () => {
    expect(isNavItemActive(item('Articles'), '/dashboard/articles')).toBe(true);
    expect(isNavItemActive(item('Articles'), '/dashboard/articles/12/edit')).toBe(true);
    expect(isNavItemActive(item('Articles'), '/dashboard/articlesx')).toBe(false);
    expect(isNavItemActive(item('Articles'), '/dashboard/library')).toBe(false);
    expect(isNavItemActive(item('Settings'), '/dashboard/settings/')).toBe(true);
  });
});
