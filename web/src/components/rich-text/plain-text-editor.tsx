import { useId } from 'react';
import { EDITOR_BOX_PX, type RichTextEditorProps } from './types';

/** The basic editor used when CKEditor cannot load: the HTML as plain text. */
export function PlainTextEditor({ label, value, onChange, disabled }: RichTextEditorProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        style={{ height: EDITOR_BOX_PX }}
        className="w-full rounded-lg border border-slate-300 p-3 font-mono text-sm disabled:bg-slate-100"
        data-testid="rich-text-fallback"
      />
    </div>
  );
}
