/** The add/edit member form's checks, before anything is sent. */

export const NAME_REQUIRED = 'Name is required.';
export const POSITION_REQUIRED = 'Position is required.';
export const PERIOD_REQUIRED = 'Period is required.';
export const IMAGE_ONLY = 'Only image files can be uploaded.';
export const DRIVE_LINK_INVALID = 'Please provide a valid, accessible Google Drive link or remove it.';

export type PhotoSource = 'upload' | 'drive';

export interface MemberFormValues {
  name: string;
  position: string;
  period: string;
  photoSource: PhotoSource;
  file: { type: string } | null;
  driveUrl: string;
  /** Whether the Drive field's own check passed (ignored while the field is empty). */
  driveValid: boolean;
}

export const isImageFile = (file: { type: string } | null | undefined) => !!file && /^image\//i.test(file.type);

/** The first problem of the form, or null. */
export function memberFormError(values: MemberFormValues): string | null {
  if (!values.name.trim()) return NAME_REQUIRED;
  if (!values.position.trim()) return POSITION_REQUIRED;
  if (!values.period.trim()) return PERIOD_REQUIRED;
  if (values.photoSource === 'upload' && values.file && !isImageFile(values.file)) return IMAGE_ONLY;
  if (values.photoSource === 'drive' && values.driveUrl.trim() && !values.driveValid) return DRIVE_LINK_INVALID;
  return null;
}
