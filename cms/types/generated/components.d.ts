import type { Schema, Struct } from '@strapi/strapi';

export interface LibraryMedia extends Struct.ComponentSchema {
  collectionName: 'components_library_media';
  info: {
    description: 'One picture or video of a library item: where it is shown from and where it came from';
    displayName: 'Media file';
  };
  attributes: {
    driveFileId: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    source: Schema.Attribute.Enumeration<['gdrive', 'local']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'gdrive'>;
    type: Schema.Attribute.Enumeration<['image', 'video']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'image'>;
    url: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2000;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'library.media': LibraryMedia;
    }
  }
}
