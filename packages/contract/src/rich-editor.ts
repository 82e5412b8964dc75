/**
 * The CKEditor 5 settings the dashboard's editor and the Strapi admin's editor share: toolbar, table and
 * link rules. Each side adds the plugin classes these items need (and the web its image upload).
 */
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
  'mediaEmbed',
] as const;

/** The CKEditor plugins (by pluginName) the toolbar items above need; an editor with image upload adds its own. */
export const RICH_EDITOR_PLUGINS = [
  'Essentials',
  'Paragraph',
  'Heading',
  'Bold',
  'Italic',
  'Underline',
  'Strikethrough',
  'Link',
  'List',
  'BlockQuote',
  'Code',
  'CodeBlock',
  'Table',
  'TableToolbar',
  'MediaEmbed',
  'Alignment',
  'Undo',
] as const;

export type RichEditorPlugin = (typeof RICH_EDITOR_PLUGINS)[number];

/** The toolbar item an editor with image upload adds at the end, and the toolbar of a selected image. */
export const RICH_EDITOR_UPLOAD_ITEM = 'uploadImage';
export const RICH_EDITOR_IMAGE_TOOLBAR = [
  'imageStyle:block',
  'imageStyle:side',
  '|',
  'toggleImageCaption',
  'imageTextAlternative',
] as const;

/**
 * A fresh copy of the shared settings (CKEditor keeps a reference to what it is given). Links get https://
 * when typed without a scheme and open external sites in a new tab; media embeds are stored as <oembed>.
 */
export const richEditorSettings = (withImageUpload = false) => ({
  licenseKey: 'GPL',
  toolbar: {
    items: withImageUpload ? [...RICH_EDITOR_TOOLBAR, RICH_EDITOR_UPLOAD_ITEM] : [...RICH_EDITOR_TOOLBAR],
    shouldNotGroupWhenFull: false,
  },
  table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
  mediaEmbed: { previewsInData: false },
  link: { defaultProtocol: 'https://', addTargetToExternalLinks: true },
});
