/** The add/edit member form's checks, before anything is sent. */

import {
  MEMBER_NAME_REQUIRED as NAME_REQUIRED,
  MEMBER_POSITION_REQUIRED as POSITION_REQUIRED,
  PERIOD_REQUIRED,
} from '@hmti/contract';

export { NAME_REQUIRED, PERIOD_REQUIRED, POSITION_REQUIRED };
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
