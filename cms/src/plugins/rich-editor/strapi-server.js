'use strict';

// The admin's own article fields: `html` (stored as Strapi's richtext, a text column, edited with CKEditor 5) and
// `tags` (stored as a JSON list of strings, edited as chips).
module.exports = {
  register({ strapi }) {
    strapi.customFields.register([
      { name: 'html', plugin: 'rich-editor', type: 'richtext' },
      { name: 'tags', plugin: 'rich-editor', type: 'json' },
    ]);
  },
};
