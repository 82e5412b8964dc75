import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_EMBED_TAGS,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
  richTextAttributeNames,
} from '../index.js';

describe('rich-text allowlist', () => {
  it('lets no script, style, form or handler through', () => {
    const tags: readonly string[] = [...RICH_TEXT_TAGS, ...RICH_TEXT_EMBED_TAGS];
    for (const tag of ['script', 'style', 'svg', 'math', 'object', 'embed', 'form', 'base', 'meta', 'link'])
      expect(tags).not.toContain(tag);
    expect(richTextAttributeNames().filter((name) => /^on|srcdoc|formaction/i.test(name))).toEqual([]);
    expect(RICH_TEXT_URL_SCHEMES).not.toContain('javascript');
  });

  it('keeps embeds apart from the markup every sanitiser keeps', () => {
    for (const tag of RICH_TEXT_EMBED_TAGS) expect(RICH_TEXT_TAGS as readonly string[]).not.toContain(tag);
    expect(Object.keys(RICH_TEXT_ATTRIBUTES)).toContain('*');
  });
});
