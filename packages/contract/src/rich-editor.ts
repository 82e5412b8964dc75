import { DRIVE_FILE_URL, DRIVE_PREVIEW_URL, YOUTUBE_EMBED_URL, YOUTUBE_PAGE_URL, embedPlayerUrl } from './embed-url.js';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_CLASS, RICH_TEXT_STYLES, RICH_TEXT_TAGS } from './rich-text.js';

/**
 * The one CKEditor 5 definition the dashboard's editor (web) and the Strapi admin's editor (cms plugin rich-editor)
 * both load: the plugins (by their pluginName; each side maps the names to its classes, so this package needs no
 * CKEditor import) and the settings. What one editor writes, the other keeps: an editor drops the HTML no loaded
 * plugin knows, so both load everything either can produce, and General HTML Support keeps the rest of what the
 * server's sanitiser (cms/src/lib/sanitize-rich-text.ts, the lists in rich-text.ts) stores — no more.
 */
export const RICH_EDITOR_PLUGINS = [
  'Essentials',
  'Paragraph',
  'Heading',
  'Bold',
  'Italic',
  'Underline',
  'Strikethrough',
  'Code',
  'Link',
  'List',
  'BlockQuote',
  'HorizontalLine',
  'CodeBlock',
  'Table',
  'TableToolbar',
  'TableCaption',
  'MediaEmbed',
  'Alignment',
  'Undo',
  'ImageBlock',
  'ImageInline',
  'ImageCaption',
  'ImageStyle',
  'ImageToolbar',
  'ImageTextAlternative',
  'ImageUpload',
  'PictureEditing',
  'LinkImage',
  'GeneralHtmlSupport',
] as const;

export type RichEditorPlugin = (typeof RICH_EDITOR_PLUGINS)[number];

export const RICH_EDITOR_TOOLBAR = [
  'undo',
  'redo',
  '|',
  'heading',
  '|',
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'code',
  '|',
  'link',
  'bulletedList',
  'numberedList',
  'blockQuote',
  'codeBlock',
  '|',
  'alignment',
  '|',
  'insertTable',
  'horizontalLine',
  'mediaEmbed',
  'uploadImage',
] as const;

/** The image types an editor uploads: what the server stores (it sniffs the bytes and refuses anything else). */
const RICH_EDITOR_IMAGE_TYPES = ['jpeg', 'png', 'gif', 'webp', 'avif'] as const;

/** One pattern a General HTML Support style rule takes, from the sanitiser's alternatives for that property. */
const onePattern = (patterns: readonly RegExp[]) =>
  new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'), patterns[0]?.flags);

/** An iframe's `src` the server keeps: a Drive preview or a YouTube embed. */
const EMBED_SRC = onePattern([DRIVE_PREVIEW_URL, YOUTUBE_EMBED_URL]);

interface HtmlSupportRule {
  name: string;
  attributes: Record<string, true | RegExp>;
  classes: RegExp[];
  styles?: Record<string, RegExp>;
}

/**
 * General HTML Support's allow-list, built from the sanitiser's own lists: every tag it keeps (the media embed's
 * <oembed> is MediaEmbed's), with the attributes it keeps on that tag and on every tag, its class rule, and its
 * style rules on the tags that may carry `style`. URL schemes are still the server's to check.
 */
export const richEditorHtmlSupport = (): { allow: HtmlSupportRule[] } => ({
  allow: [...RICH_TEXT_TAGS, 'iframe'].map((name) => {
    const own = RICH_TEXT_ATTRIBUTES[name] ?? [];
    const attributes = [...own, ...(RICH_TEXT_ATTRIBUTES['*'] ?? [])].filter((a) => a !== 'style' && a !== 'class');
    return {
      name,
      attributes: Object.fromEntries(
        attributes.map((a): [string, true | RegExp] => [a, name === 'iframe' && a === 'src' ? EMBED_SRC : true]),
      ),
      classes: [RICH_TEXT_CLASS],
      ...(own.includes('style')
        ? {
            styles: Object.fromEntries(
              Object.entries(RICH_TEXT_STYLES).map(([property, patterns]) => [property, onePattern(patterns)]),
            ),
          }
        : {}),
    };
  }),
});

/**
 * A fresh copy of the settings (CKEditor keeps a reference to what it is given). Links get https:// when typed
 * without a scheme and open external sites in a new tab; media embeds are stored as <oembed>; images are uploaded
 * by each side's upload adapter (the dashboard's session, the admin's token).
 */
export const richEditorSettings = () => ({
  licenseKey: 'GPL',
  // The editor's own buttons speak English (as the dashboard's and /admin's), what is written in it Indonesian: the
  // editing area says so (lang="id"), so a screen reader reads it in the right voice.
  language: { ui: 'en', content: 'id' },
  toolbar: { items: [...RICH_EDITOR_TOOLBAR], shouldNotGroupWhenFull: false },
  image: {
    toolbar: [
      'imageStyle:block',
      'imageStyle:side',
      'imageStyle:inline',
      '|',
      'toggleImageCaption',
      'imageTextAlternative',
      'linkImage',
    ],
    upload: { types: [...RICH_EDITOR_IMAGE_TYPES] },
    // A picture inserted or uploaded is a block (a figure that can take a caption); pasted inline ones stay inline.
    insert: { type: 'block' as const },
  },
  // Footer rows (<tfoot>) are kept as footer rows.
  table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells', 'toggleTableCaption'], enableFooters: true },
  // Only the links the pages play and the sanitiser keeps (embedPlayerUrl's patterns), in place of CKEditor's own
  // providers: any other (Vimeo, Instagram, an http:// YouTube link) is refused where it is pasted, not dropped by
  // the save. A YouTube video is previewed in the editor through the player the pages use.
  mediaEmbed: {
    previewsInData: false,
    providers: [
      {
        name: 'youtube',
        url: [YOUTUBE_PAGE_URL, YOUTUBE_EMBED_URL],
        html: (match: RegExpMatchArray) =>
          '<div style="position:relative;height:0;padding-bottom:56.25%">' +
          `<iframe src="${embedPlayerUrl(match.input)}" title="YouTube" allowfullscreen ` +
          'style="position:absolute;top:0;left:0;width:100%;height:100%;border:0"></iframe></div>',
      },
      { name: 'googleDrive', url: DRIVE_FILE_URL },
    ],
  },
  link: { defaultProtocol: 'https://', addTargetToExternalLinks: true },
  htmlSupport: richEditorHtmlSupport(),
});
