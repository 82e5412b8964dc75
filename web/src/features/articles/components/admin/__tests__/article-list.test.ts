import { describe, expect, it } from 'vitest';
import { ARTICLE_TABS, statusOfTab } from '../article-list';

describe('management list tabs', () => {
  it('map to the server status filter; All sends none', () => {
    expect(ARTICLE_TABS.map((t) => statusOfTab(t.value))).toEqual([undefined, 'published', 'draft']);
  });
});
