import { describe, expect, it } from 'vitest';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_EMBED_TAGS,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
  embedPlayerUrl,
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

describe('embedPlayerUrl', () => {
  it('plays YouTube through youtube-nocookie, from the page addresses CKEditor stores and from embed addresses', () => {
    const player = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(embedPlayerUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(player);
    expect(embedPlayerUrl('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe(player);
    expect(embedPlayerUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe(player);
    expect(embedPlayerUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ?feature=share')).toBe(player);
    expect(embedPlayerUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe(`${player}?start=42`);
    expect(embedPlayerUrl('https://www.youtube.com/embed/dQw4w9WgXcQ?start=5')).toBe(`${player}?start=5`);
    expect(embedPlayerUrl(` ${player} `)).toBe(player);
  });

  it('plays a Drive file through its preview', () => {
    const preview = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/preview';
    expect(embedPlayerUrl('https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing')).toBe(preview);
    expect(embedPlayerUrl(preview)).toBe(preview);
  });

  it('plays nothing else', () => {
    for (const address of [
      '',
      null,
      'https://vimeo.com/123456',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'javascript:alert(1)//https://youtu.be/dQw4w9WgXcQ',
    ])
      expect(embedPlayerUrl(address)).toBeNull();
  });
});
