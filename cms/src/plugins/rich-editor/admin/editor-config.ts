import * as ckeditor from 'ckeditor5';
import type { EditorConfig, PluginConstructor } from 'ckeditor5';
import { RICH_EDITOR_PLUGINS, richEditorSettings } from '@hmti/contract';

/**
 * The dashboard's CKEditor 5 settings and plugins (both from the contract) without its image upload, which needs
 * the site's session. The plugins are looked up by name, so this lazily loaded admin chunk holds all of ckeditor5.
 */
export const EDITOR_CONFIG: EditorConfig = {
  ...richEditorSettings(),
  plugins: RICH_EDITOR_PLUGINS.map((name) => ckeditor[name] as PluginConstructor),
};
