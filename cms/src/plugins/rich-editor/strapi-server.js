'use strict';

// The HTML custom field: stored as Strapi's richtext (a text column), edited with CKEditor 5 in the admin.
module.exports = {
  register({ strapi }) {
    strapi.customFields.register({ name: 'html', plugin: 'rich-editor', type: 'richtext' });
  },
};
