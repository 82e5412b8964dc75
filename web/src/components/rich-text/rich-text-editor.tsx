import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { PlainTextEditor } from './plain-text-editor';
import { EDITOR_BOX_PX, EDITOR_FALLBACK_WARNING, type RichTextEditorProps } from './types';

// CKEditor and its CSS live in their own chunk, fetched only when an editor is shown.
const CkEditorField = lazy(() =>
  import('./ckeditor-field').catch((error: unknown) => {
    console.warn(EDITOR_FALLBACK_WARNING, error);
    return { default: PlainTextEditor };
  }),
);

/**
 * The rich-text editor (CKEditor 5), or a plain textarea when CKEditor cannot be loaded. It takes its full height from
 * the start, so what is below it (a form's Save button) stays where it is while the editor's code arrives.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <div style={{ minHeight: EDITOR_BOX_PX }}>
      <Suspense
        fallback={
          <div
            className="flex items-center justify-center rounded-lg border border-slate-300 bg-slate-50 text-slate-600"
            style={{ height: EDITOR_BOX_PX }}
          >
            <Spinner label="Memuat editor..." />
          </div>
        }
      >
        <CkEditorField {...props} />
      </Suspense>
    </div>
  );
}
