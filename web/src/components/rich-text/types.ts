/** Uploads one image chosen in the editor and answers its public URL. */
export type UploadImage = (file: File, signal: AbortSignal) => Promise<string>;

export interface RichTextEditorProps {
  /** Accessible name of the editing area (also the visible label's text). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** Without it the editor offers no image upload. */
  uploadImage?: UploadImage;
  /** Told when an image upload starts and when the last one ends (its text has no picture address meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
}

/** The text area's height. */
export const EDITOR_HEIGHT_PX = 500;
/** The whole editor's, its toolbar (one row: CKEditor groups what does not fit) and text area: kept while it loads. */
export const EDITOR_BOX_PX = EDITOR_HEIGHT_PX + 40;
export const EDITOR_FALLBACK_WARNING = 'CKEditor failed to load. Using basic editor.';
