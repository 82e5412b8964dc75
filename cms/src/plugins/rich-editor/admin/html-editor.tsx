import { useMemo, useRef, useState, type ComponentType } from 'react';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import { ClassicEditor } from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import './editor-content.css';
import { useStrapiApp } from '@strapi/strapi/admin';
import { editorConfig } from './editor-config';
import type { FieldInputProps } from './field-props';
import { mediaLibraryButton, type LibraryAsset } from './media-library';
import { AdminImageUpload } from './upload-adapter';

type Props = Pick<FieldInputProps<string>, 'name' | 'label' | 'disabled' | 'onChange'> & { value?: string | null };

interface MediaLibraryDialogProps {
  allowedTypes: string[];
  onClose: () => void;
  onSelectAssets: (assets: LibraryAsset[]) => void;
}

/**
 * The html field's editor: the dashboard's CKEditor 5 (the contract's plugins and settings) bundled into the admin
 * (works offline), loaded when a form first shows the field (./html-input.tsx). Pictures come from Strapi's Media
 * Library: its dialog (choose or upload) from the toolbar, and dropped or pasted files are uploaded to it.
 */
export default function HtmlEditor({ name, value, label, disabled, onChange }: Props) {
  const editorRef = useRef<ClassicEditor | null>(null);
  const settingValue = useRef(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const MediaLibraryDialog = useStrapiApp(
    'rich-editor',
    (state) => state.components['media-library'] as ComponentType<MediaLibraryDialogProps> | undefined,
  );
  const config = useMemo(
    () => editorConfig(label ?? name, [AdminImageUpload, mediaLibraryButton(() => setLibraryOpen(true))]),
    [label, name],
  );

  const insertAssets = (assets: LibraryAsset[]) => {
    setLibraryOpen(false);
    const editor = editorRef.current;
    const pictures = assets.filter((asset) => !asset.mime || asset.mime.startsWith('image/'));
    if (!editor || pictures.length === 0) return;
    editor.execute('insertImage', {
      source: pictures.map((asset) => ({ src: asset.url, alt: asset.alternativeText ?? '' })),
    });
    editor.editing.view.focus();
  };

  return (
    <>
      <CKEditor
        editor={ClassicEditor}
        config={config}
        data={value ?? ''}
        disabled={disabled}
        onReady={(editor) => {
          editorRef.current = editor;
          settingValue.current = false;
          // A value given to the field (the server's answer to a save, spelled differently from CKEditor's output) is
          // set into the editor; that is not an edit, and reporting it would leave the saved form unsaved.
          editor.data.on('set', () => (settingValue.current = true), { priority: 'highest' });
          editor.data.on('set', () => (settingValue.current = false), { priority: 'lowest' });
        }}
        onChange={(_event, editor) => {
          if (!settingValue.current) onChange({ target: { name, value: editor.getData(), type: 'richtext' } });
        }}
      />
      {libraryOpen && MediaLibraryDialog ? (
        <MediaLibraryDialog
          allowedTypes={['images']}
          onClose={() => setLibraryOpen(false)}
          onSelectAssets={insertAssets}
        />
      ) : null}
    </>
  );
}
