import * as ckeditor from 'ckeditor5';
import type { EditorConfig, PluginConstructor } from 'ckeditor5';
import { RICH_EDITOR_PLUGINS, richEditorSettings } from '@hmti/contract';
import { MEDIA_LIBRARY_ITEM } from './media-library';

/**
 * The dashboard's CKEditor 5 definition (plugins and settings, both from the contract), plus the admin's own glue:
 * its image upload adapter and the Media Library button. The plugins are looked up by name, so this lazily loaded
 * admin chunk holds all of ckeditor5.
 */
export function editorConfig(label: string, adminPlugins: PluginConstructor[]): EditorConfig {
  const settings = richEditorSettings();
  return {
    ...settings,
    label,
    toolbar: { ...settings.toolbar, items: [...settings.toolbar.items, MEDIA_LIBRARY_ITEM] },
    plugins: [...RICH_EDITOR_PLUGINS.map((name) => ckeditor[name] as PluginConstructor), ...adminPlugins],
  };
}
