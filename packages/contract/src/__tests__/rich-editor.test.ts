import { describe, expect, it } from 'vitest';
import { RICH_EDITOR_PLUGINS, RICH_EDITOR_TOOLBAR, richEditorHtmlSupport, richEditorSettings } from '../rich-editor';
import { embedPlayerUrl } from '../embed-url';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_STYLES, RICH_TEXT_TAGS } from '../rich-text';

describe('the one CKEditor definition of the dashboard and /admin', () => {
  it('loads the plugins for every element either editor can write', () => {
    for (const name of ['ImageBlock', 'ImageCaption', 'ImageTextAlternative', 'ImageStyle', 'ImageUpload'])
      expect(RICH_EDITOR_PLUGINS).toContain(name);
    for (const name of ['Table', 'CodeBlock', 'MediaEmbed', 'Link', 'GeneralHtmlSupport'])
      expect(RICH_EDITOR_PLUGINS).toContain(name);
    expect(new Set(RICH_EDITOR_PLUGINS).size).toBe(RICH_EDITOR_PLUGINS.length);
    expect(RICH_EDITOR_TOOLBAR).toContain('uploadImage');
  });

  it('keeps exactly the tags, attributes, classes and styles the sanitiser keeps', () => {
    const { allow } = richEditorHtmlSupport();
    expect(allow.map((rule) => rule.name).sort()).toEqual([...RICH_TEXT_TAGS, 'iframe'].sort());
    for (const rule of allow) {
      const own = RICH_TEXT_ATTRIBUTES[rule.name] ?? [];
      const expected = [...own, ...RICH_TEXT_ATTRIBUTES['*']].filter((a) => a !== 'style' && a !== 'class');
      expect(Object.keys(rule.attributes).sort(), rule.name).toEqual([...new Set(expected)].sort());
      expect(Object.keys(rule.styles ?? {}).sort(), rule.name).toEqual(
        own.includes('style') ? Object.keys(RICH_TEXT_STYLES).sort() : [],
      );
      const [classes] = rule.classes;
      expect(
        ['image', 'image-style-side', 'table', 'language-javascript', 'media', 'text-big'].every((c) =>
          classes.test(c),
        ),
      ).toBe(true);
      expect(['image_resized', 'evil', 'text-giant'].some((c) => classes.test(c))).toBe(false);
    }
  });

  it('takes the style values the sanitiser takes, each property with its own rule', () => {
    const td = richEditorHtmlSupport().allow.find((rule) => rule.name === 'td')!;
    expect(td.styles!['text-align'].test('center')).toBe(true);
    expect(td.styles!['text-align'].test('CENTER')).toBe(false);
    expect(td.styles!.color.test('#C0392B')).toBe(true);
    expect(td.styles!.color.test('rgb(1, 2, 3)')).toBe(true);
    expect(td.styles!.color.test('url(x)')).toBe(false);
    expect(td.styles!.width.test('50%')).toBe(true);
    expect(td.styles!.width.test('calc(1px)')).toBe(false);
  });

  it('keeps iframes only with the addresses the server keeps', () => {
    const src = richEditorHtmlSupport().allow.find((rule) => rule.name === 'iframe')!.attributes.src as RegExp;
    expect(src.test('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(src.test('https://drive.google.com/file/d/abcdefghij0123/preview')).toBe(true);
    expect(src.test('https://evil.example/embed/dQw4w9WgXcQ')).toBe(false);
  });

  it('takes as media exactly the links the pages play (the rest the save would drop)', () => {
    const providers = richEditorSettings().mediaEmbed.providers;
    const taken = (url: string) => providers.some((p) => [p.url].flat().some((pattern) => pattern.test(url)));
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQ/view?usp=sharing',
      'https://vimeo.com/76979871',
      'https://www.instagram.com/p/abc/',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/v/dQw4w9WgXcQ',
    ])
      expect(taken(url), url).toBe(embedPlayerUrl(url) !== null);
    const youtube = providers.find((p) => p.name === 'youtube')!;
    // Previewed in the editor through the player the pages use.
    const link = 'https://youtu.be/dQw4w9WgXcQ';
    const pattern = [youtube.url].flat().find((p) => p.test(link))!;
    expect(youtube.html?.(link.match(pattern)!)).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it('gives each editor a fresh copy', () => {
    const first = richEditorSettings();
    first.toolbar.items.pop();
    expect(richEditorSettings().toolbar.items).toEqual([...RICH_EDITOR_TOOLBAR]);
  });
});
