import HtmlInput from './html-input';
import TagsInput from './tags-input';

// The admin half of the rich-editor plugin: registers the "html" custom field (CKEditor 5) and the "tags" one (chips).
// Their inputs are in the main bundle (see ./html-input.tsx for why), handed over as already-loaded modules.
export default {
  register(app: {
    registerPlugin(plugin: { id: string; name: string }): void;
    customFields: { register(field: Record<string, unknown>): void };
  }) {
    app.registerPlugin({ id: 'rich-editor', name: 'Article fields' });
    app.customFields.register({
      name: 'html',
      pluginId: 'rich-editor',
      type: 'richtext',
      intlLabel: { id: 'rich-editor.html.label', defaultMessage: 'Formatted text (HTML)' },
      intlDescription: {
        id: 'rich-editor.html.description',
        defaultMessage: 'Edited with CKEditor 5, stored as HTML (cleaned on save)',
      },
      components: { Input: async () => ({ default: HtmlInput }) },
    });
    app.customFields.register({
      name: 'tags',
      pluginId: 'rich-editor',
      type: 'json',
      intlLabel: { id: 'rich-editor.tags.label', defaultMessage: 'Tags' },
      intlDescription: {
        id: 'rich-editor.tags.description',
        defaultMessage: 'A list of tags, edited as chips, stored as a JSON list of strings',
      },
      components: { Input: async () => ({ default: TagsInput }) },
    });
  },
};
