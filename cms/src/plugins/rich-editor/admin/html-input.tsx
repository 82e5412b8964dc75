import { useMemo } from 'react';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import { ClassicEditor } from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import './editor-content.css';
import { Field } from '@strapi/design-system';
import { EDITOR_CONFIG } from './editor-config';

interface Props {
  name: string;
  value?: string | null;
  label?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  onChange: (event: { target: { name: string; value: string; type: string } }) => void;
}

/** The Content Manager input of the html custom field: CKEditor 5 bundled into the admin (works offline). */
export default function HtmlInput({ name, value, label, hint, error, required, disabled, onChange }: Props) {
  const config = useMemo(() => ({ ...EDITOR_CONFIG, label: label ?? name }), [label, name]);
  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Field.Label>{label ?? name}</Field.Label>
      <div className="rich-editor-html" data-testid={`rich-editor-${name}`}>
        <CKEditor
          editor={ClassicEditor}
          config={config}
          data={value ?? ''}
          disabled={disabled}
          onChange={(_event, editor) => onChange({ target: { name, value: editor.getData(), type: 'richtext' } })}
        />
      </div>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}
