import { ACCEPTED_IMAGE_TYPES } from '@/lib/accepted-images';
import { useMemo, useRef, useState } from 'react';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  RICH_EDITOR_IMAGE_TOOLBAR,
  RICH_EDITOR_PLUGINS,
  richEditorSettings,
  type RichEditorPlugin,
} from '@hmti/contract';
import {
  Alignment,
  BlockQuote,
  Bold,
  ClassicEditor,
  Code,
  CodeBlock,
  Essentials,
  Heading,
  ImageBlock,
  ImageCaption,
  ImageStyle,
  ImageToolbar,
  ImageUpload,
  Italic,
  Link,
  List,
  MediaEmbed,
  Paragraph,
  Strikethrough,
  Table,
  TableToolbar,
  Underline,
  Undo,
  FileRepository,
  Plugin,
  type EditorConfig,
} from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import { PlainTextEditor } from './plain-text-editor';
import { PROSE_CLASSES } from './prose';
import { EDITOR_FALLBACK_WARNING, EDITOR_HEIGHT_PX, type RichTextEditorProps, type UploadImage } from './types';
import { ImageUploadAdapter } from './upload-adapter';

/** The contract's plugin list, by name: `satisfies` fails the build when one is missing or extra. */
const SHARED_PLUGINS = {
  Essentials,
  Paragraph,
  Heading,
  Bold,
  Italic,
  Underline,
  Strikethrough,
  Link,
  List,
  BlockQuote,
  Code,
  CodeBlock,
  Table,
  TableToolbar,
  MediaEmbed,
  Alignment,
  Undo,
} satisfies Record<RichEditorPlugin, unknown>;
const BASE_PLUGINS = RICH_EDITOR_PLUGINS.map((name) => SHARED_PLUGINS[name]);
const IMAGE_PLUGINS = [ImageBlock, ImageCaption, ImageStyle, ImageToolbar, ImageUpload];

function buildConfig(
  label: string,
  uploadRef: { current: UploadImage | undefined },
  withImages: boolean,
): EditorConfig {
  class UploadAdapterPlugin extends Plugin {
    static get requires() {
      return [FileRepository] as const;
    }
    init() {
      this.editor.plugins.get(FileRepository).createUploadAdapter = (loader) =>
        new ImageUploadAdapter(loader, (file, signal) => {
          // Only built with images when an uploader was given; it may be taken away while the editor lives.
          const upload = uploadRef.current;
          return upload ? upload(file, signal) : Promise.reject(new Error('Image upload is not available'));
        });
    }
  }
  return {
    ...richEditorSettings(withImages),
    label,
    plugins: withImages ? [...BASE_PLUGINS, ...IMAGE_PLUGINS, UploadAdapterPlugin] : BASE_PLUGINS,
    image: {
      toolbar: [...RICH_EDITOR_IMAGE_TOOLBAR],
      upload: { types: ACCEPTED_IMAGE_TYPES.map((type) => type.replace('image/', '')) },
    },
  };
}

/** CKEditor 5 (self-hosted, GPL); loaded lazily by RichTextEditor. Falls back to a textarea if it cannot start. */
export default function CkEditorField(props: RichTextEditorProps) {
  const { label, value, onChange, uploadImage, disabled } = props;
  const uploadRef = useRef(uploadImage);
  uploadRef.current = uploadImage;
  const withImages = Boolean(uploadImage);
  const config = useMemo(() => buildConfig(label, uploadRef, withImages), [label, withImages]);
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
