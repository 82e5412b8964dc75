import { describe, expect, it } from 'vitest';
import { htmlToText } from '@/features/articles/lib/html-text';
import { activityType } from '@/features/dashboard/lib/activity-display';
import { categoryLabel } from '@/features/roles/lib/permission-groups';

/** Text from the server that names a property of Object.prototype or Function.prototype is only text. */
const NAMES = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), ...Object.getOwnPropertyNames(Function.prototype)]),
];

describe('lookups keyed by server text ignore prototype property names', () => {
  it.each(NAMES)('%s', (name) => {
    expect(htmlToText(`<p>a &${name}; b</p>`)).toBe(`a &${name}; b`);
    expect(activityType(name).label).toBe('Aktivitas');
    expect(categoryLabel(name)).toBe(name.charAt(0).toUpperCase() + name.slice(1));
  });
});
