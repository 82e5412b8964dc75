import { describe, expect, it } from 'vitest';
import { categoryLabel, groupPermissions } from '../permission-groups';

const p = (name: string, category = name.split('.')[0]) => ({ name, displayName: name, category });

describe('groupPermissions', () => {
  it('groups by category in the known order, unknown ones last', () => {
    const groups = groupPermissions([
      p('settings.view'),
      p('articles.create'),
      p('zeta.x'),
      p('dashboard.view'),
      p('articles.view'),
      p('alpha.y'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['dashboard', 'articles', 'settings', 'alpha', 'zeta']);
    expect(groups[1].permissions.map((x) => x.name)).toEqual(['articles.create', 'articles.view']);
    expect(groups[1].label).toBe('Artikel');
  });
  it('falls back to the name prefix without a category', () => {
    expect(groupPermissions([p('users.view', '')])[0].category).toBe('users');
  });
  it('labels unknown categories by capitalising them', () => {
    expect(categoryLabel('chat')).toBe('Chat');
    expect(categoryLabel('')).toBe('Lainnya');
  });
});
