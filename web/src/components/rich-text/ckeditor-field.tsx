import { useMemo, useRef, useState } from 'react';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import { RICH_EDITOR_PLUGINS, richEditorSettings, type RichEditorPlugin } from '@hmti/contract';
import {
  Alignment,
  BlockQuote,
  Bold,
  ClassicEditor,
  Code,
  CodeBlock,
  Essentials,
  GeneralHtmlSupport,
  Heading,
  HorizontalLine,
  ImageBlock,
  ImageCaption,
  ImageInline,
  ImageStyle,
  ImageTextAlternative,
  ImageToolbar,
  ImageUpload,
  Italic,
  Link,
  LinkImage,
  List,
  MediaEmbed,
  Paragraph,
  PictureEditing,
  Strikethrough,
  Table,
  TableCaption,
  TableToolbar,
  Underline,
  Undo,
  FileRepository,
  PendingActions,
  Plugin,
  type EditorConfig,
  type PluginConstructor,
} from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import { PlainTextEditor } from './plain-text-editor';
import { PROSE_CLASSES } from './prose';
import { EDITOR_FALLBACK_WARNING, EDITOR_HEIGHT_PX, type RichTextEditorProps, type UploadImage } from './types';
import { ImageUploadAdapter } from './upload-adapter';

/**
 * The contract's plugin list (the same the Strapi admin's editor loads), by name: `satisfies` fails the build when
 * one is missing or extra.
 */
const PLUGIN_CLASSES = {
  Essentials,
  Paragraph,
  Heading,
  Bold,
  Italic,
  Underline,
  Strikethrough,
  Code,
  Link,
  List,
  BlockQuote,
  HorizontalLine,
  CodeBlock,
  Table,
  TableToolbar,
  TableCaption,
  MediaEmbed,
  Alignment,
  Undo,
  ImageBlock,
  ImageInline,
  ImageCaption,
  ImageStyle,
  ImageToolbar,
  ImageTextAlternative,
  ImageUpload,
  PictureEditing,
  LinkImage,
  GeneralHtmlSupport,
} satisfies Record<RichEditorPlugin, PluginConstructor>;

function buildConfig(
  label: string,
  uploadRef: { current: UploadImage | undefined },
  withUpload: boolean,
): EditorConfig {
  class UploadAdapterPlugin extends Plugin {
    static get requires() {
      return [FileRepository] as const;
    }
    init() {
      this.editor.plugins.get(FileRepository).createUploadAdapter = (loader) =>
        new ImageUploadAdapter(loader, (file, signal) => {
          // Only offered when an uploader was given; it may be taken away while the editor lives.
          const upload = uploadRef.current;
          return upload ? upload(file, signal) : Promise.reject(new Error('Image upload is not available'));
        });
    }
  }
  const settings = richEditorSettings();
  return {
    ...settings,
    label,
    // Without an uploader the editor keeps every picture it is given but offers no upload button.
    toolbar: withUpload
      ? settings.toolbar
      : { ...settings.toolbar, items: settings.toolbar.items.filter((item) => item !== 'uploadImage') },
    plugins: [...RICH_EDITOR_PLUGINS.map((name) => PLUGIN_CLASSES[name]), UploadAdapterPlugin],
  };
}

/** CKEditor 5 (self-hosted, GPL); loaded lazily by RichTextEditor. Falls back to a textarea if it cannot start. */
export default function CkEditorField(props: RichTextEditorProps) {
  const { label, value, onChange, uploadImage, onUploadingChange, disabled } = props;
  const uploadRef = useRef(uploadImage);
  uploadRef.current = uploadImage;
  const uploadingRef = useRef(onUploadingChange);
  uploadingRef.current = onUploadingChange;
  const withUpload = Boolean(uploadImage);
  const config = useMemo(() => buildConfig(label, uploadRef, withUpload), [label, withUpload]);
  const [failed, setFailed] = useState(false);

  if (failed) return <PlainTextEditor {...props} />;
  return (
    <div className="rich-text-editor" data-testid="rich-text-editor">
      <CKEditor
        editor={ClassicEditor}
        config={config}
        data={value}
        disabled={disabled}
        onReady={(editor) => {
          const root = editor.editing.view.document.getRoot();
          if (root) {
            editor.editing.view.change((writer) => {
              writer.setStyle('height', `${EDITOR_HEIGHT_PX}px`, root);
              writer.addClass(PROSE_CLASSES.split(' '), root);
            });
          }
          // An upload is a pending action of the editor until its picture has its address.
          const pending = editor.plugins.get(PendingActions);
          pending.on('change:hasAny', () => uploadingRef.current?.(pending.hasAny));
          // Our adapter already told the user in a toast; CKEditor would add a window.alert.
          editor.plugins.get('Notification').on('show:warning:upload', (event) => event.stop(), { priority: 'high' });
        }}
        onChange={(_event, editor) => onChange(editor.getData())}
        onError={(error, details) => {
          if (details.phase !== 'initialization') return;
          console.warn(EDITOR_FALLBACK_WARNING, error);
          setFailed(true);
        }}
      />
    </div>
  );
}
