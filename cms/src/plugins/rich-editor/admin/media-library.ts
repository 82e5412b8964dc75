import { ButtonView, IconImageAssetManager, Plugin, type PluginConstructor } from 'ckeditor5';

/** The toolbar item that opens Strapi's Media Library to insert pictures from it (or upload new ones there). */
export const MEDIA_LIBRARY_ITEM = 'strapiMediaLibrary';

/** A picture chosen in the Media Library (the fields used here). */
export interface LibraryAsset {
  url: string;
  alternativeText?: string | null;
  mime?: string;
}

/** A CKEditor plugin whose toolbar button calls `open` (the React input shows Strapi's Media Library dialog). */
export function mediaLibraryButton(open: () => void): PluginConstructor {
  return class MediaLibraryButton extends Plugin {
    static get pluginName() {
      return 'StrapiMediaLibraryButton' as const;
    }

    init() {
      this.editor.ui.componentFactory.add(MEDIA_LIBRARY_ITEM, (locale) => {
        const button = new ButtonView(locale);
        button.set({ label: 'Insert from Media Library', icon: IconImageAssetManager, tooltip: true });
        button.on('execute', open);
        return button;
      });
    }
  };
}
