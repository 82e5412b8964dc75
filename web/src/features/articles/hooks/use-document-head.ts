import { useEffect } from 'react';
import type { DocumentHeadSpec } from '../lib/article-head';
import { applyDocumentHead } from '../lib/document-head';

/** Puts the spec into <head> while the component shows it; takes it out again afterwards. */
export function useDocumentHead(spec: DocumentHeadSpec | null) {
  useEffect(() => (spec ? applyDocumentHead(spec) : undefined), [spec]);
}
