import { describe, expect, it } from 'vitest';
import { defaultTab, isEditableSiteTab, isSiteTab, resolveTab, visibleTabs } from '../settings-tabs';

describe('settings tabs', () => {
  it('shows the site tabs with settings.view, Middleware to the owner only and Profile always', () => {
    expect(visibleTabs({ canViewSettings: true, isOwner: true })).toEqual([
      'general',
      'appearance',
      'contact',
      'links',
      'security',
      'history',
      'middleware',
      'profile',
    ]);
    expect(visibleTabs({ canViewSettings: true, isOwner: false })).toEqual([
      'general',
      'appearance',
      'contact',
      'links',
      'security',
      'history',
      'profile',
    ]);
    expect(visibleTabs({ canViewSettings: false, isOwner: false })).toEqual(['profile']);
  });

  it('defaults to General, or Profile without settings.view', () => {
    expect(defaultTab({ canViewSettings: true })).toBe('general');
    expect(defaultTab({ canViewSettings: false })).toBe('profile');
    expect(resolveTab(null, { canViewSettings: true, isOwner: false })).toBe('general');
    expect(resolveTab(undefined, { canViewSettings: false, isOwner: false })).toBe('profile');
  });

  it('falls back to Profile for a settings.view tab without the permission', () => {
    for (const tab of ['general', 'appearance', 'contact', 'links', 'security', 'history']) {
      expect(resolveTab(tab, { canViewSettings: false, isOwner: false })).toBe('profile');
    }
  });

  it('keeps Middleware for the owner only and ignores unknown tabs', () => {
    expect(resolveTab('middleware', { canViewSettings: true, isOwner: true })).toBe('middleware');
    expect(resolveTab('middleware', { canViewSettings: true, isOwner: false })).toBe('general');
    expect(resolveTab('middleware', { canViewSettings: false, isOwner: false })).toBe('profile');
    expect(resolveTab('nope', { canViewSettings: true, isOwner: true })).toBe('general');
    expect(resolveTab('links', { canViewSettings: true, isOwner: false })).toBe('links');
  });

  it('knows which tabs are site tabs and which are saved', () => {
    expect(isSiteTab('security')).toBe(true);
    expect(isEditableSiteTab('security')).toBe(false);
    expect(isEditableSiteTab('links')).toBe(true);
    expect(isSiteTab('profile')).toBe(false);
    expect(isSiteTab('middleware')).toBe(false);
  });
});
