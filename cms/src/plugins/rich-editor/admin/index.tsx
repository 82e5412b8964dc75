// The admin half of the rich-editor plugin: registers the "html" custom field and its CKEditor 5 input.
export default {
  register(app: {
    registerPlugin(plugin: { id: string; name: string }): void;
    customFields: { register(field: Record<string, unknown>): void };
  }) {
    app.registerPlugin({ id: 'rich-editor', name: 'Rich text editor' });
    app.customFields.register({
      name: 'html',
      pluginId: 'rich-editor',
      type: 'richtext',
      intlLabel: { id: 'rich-editor.html.label', defaultMessage: 'Formatted text (HTML)' },
      intlDescription: {
        id: 'rich-editor.html.description',
        defaultMessage: 'Edited with CKEditor 5, stored as HTML (cleaned on save)',
      },
      components: { Input: async () => import('./html-input') },
    });
  },
};
