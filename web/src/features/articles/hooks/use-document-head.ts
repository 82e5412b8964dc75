import { useEffect } from 'react';
import type { DocumentHeadSpec } from '@hmti/contract';
import { applyDocumentHead } from '../lib/document-head';

/** Puts the head description (title, meta, canonical, JSON-LD) into <head> while the component shows it; takes it out again afterwards. */
export function useDocumentHead(spec: DocumentHeadSpec | null) {
  useEffect(() => (spec ? applyDocumentHead(spec) : undefined), [spec]);
}
