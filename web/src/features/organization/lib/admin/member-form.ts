/** The add/edit member form's checks, before anything is sent. */
import { z } from 'zod';
import { isImageFile } from '@/lib/accepted-images';
import { formProblem, type FormProblem } from '@/hooks/use-save-error';
import { checkInput, FIELD_LABELS, fieldMessage, memberFieldsSchema } from '@hmti/contract';

export const IMAGE_ONLY = 'File yang dipilih harus berupa gambar.';
export const DRIVE_LINK_INVALID = fieldMessage(
  FIELD_LABELS.member.gdriveUrl,
  'harus link Google Drive yang valid dan dapat diakses, atau dikosongkan',
);

export type PhotoSource = 'upload' | 'drive';

export interface MemberFormValues {
  name: string;
  position: string;
  period: string;
  photoSource: PhotoSource;
  file: { type: string } | null;
  driveUrl: string;
  /** Whether the Drive field's own check passed, or Drive did not answer it (ignored while the field is empty). */
  driveValid: boolean;
}

/** A File that is an image; another file is refused with `message`. */
export const imageFileSchema = (message: string) =>
  z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File).refine(isImageFile, message);

/** The first problem of the form and its field ('name', 'position', 'period' or 'photo'), or null. */
export function memberFormError(values: MemberFormValues): FormProblem | null {
  const fields = checkInput(memberFieldsSchema, values);
  if (!fields.ok) return formProblem(fields);
  if (values.photoSource === 'upload' && values.file && !isImageFile(values.file))
    return { message: IMAGE_ONLY, field: 'photo' };
  if (values.photoSource === 'drive' && values.driveUrl.trim() && !values.driveValid)
    return { message: DRIVE_LINK_INVALID, field: 'photo' };
  return null;
}
