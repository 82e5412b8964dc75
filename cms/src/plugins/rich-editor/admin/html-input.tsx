import { lazy, Suspense } from 'react';
import { Field, Flex, Typography } from '@strapi/design-system';
import type { FieldInputProps } from './field-props';

const HtmlEditor = lazy(() => import('./html-editor'));

/**
 * The Content Manager input of the html custom field. It is in the admin's main bundle, not loaded on demand as
 * Strapi's custom-field API suggests: until a custom field's input has arrived the Content Manager shows the field as
 * a disabled box saying "Unsupported field type" (its lazy loader has no loading state), and CKEditor, the admin's
 * largest download, takes seconds on a slow connection. The editor itself still loads on demand, here, with a
 * loading notice of the editor's size in its place.
 */
export default function HtmlInput({
  hint,
  error,
  required,
  ...editor
}: FieldInputProps<string> & { value?: string | null }) {
  return (
    <Field.Root name={editor.name} hint={hint} error={error} required={required}>
      <Field.Label>{editor.label ?? editor.name}</Field.Label>
      <div className="rich-editor-html" data-testid={`rich-editor-${editor.name}`}>
        <Suspense
          fallback={
            <Flex role="status" justifyContent="center" minHeight="28rem" background="neutral100" hasRadius>
              <Typography textColor="neutral600">Loading the editor…</Typography>
            </Flex>
          }
        >
          <HtmlEditor {...editor} />
        </Suspense>
      </div>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}
