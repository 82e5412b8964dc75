import { IMAGE_PICKER_ACCEPT } from '@/lib/accepted-images';
import { useCallback, useId, useState, type Dispatch, type SetStateAction } from 'react';
import { DriveLinkInput } from '@/components/drive/drive-link-input';
import type { DriveValidation } from '@/hooks/use-drive-link-validation';
import { FormField } from '@/components/ui/form-field';
import { IMAGE_ONLY, isImageFile, type PhotoSource } from '../../lib/admin/member-form';
import { AdminMemberPhoto } from './admin-member-photo';
import { FILE_INPUT, INLINE_ERROR } from './styles';

/** Where a new photo comes from, the image chosen, and the Drive link with its check's state. */
interface PhotoChoice {
  photoSource: PhotoSource;
  file: File | null;
  driveUrl: string;
  driveState: DriveValidation['state'];
}

export const NO_NEW_PHOTO: PhotoChoice = { photoSource: 'upload', file: null, driveUrl: '', driveState: 'idle' };

interface Props {
  name: string;
  currentUrl: string | null | undefined;
  value: PhotoChoice;
  onChange: Dispatch<SetStateAction<PhotoChoice>>;
  disabled: boolean;
}

/** Photo: an uploaded image (image/* only) or a Google Drive link; left empty, the current photo stays. */
export function MemberPhotoField({ name, currentUrl, value, onChange, disabled }: Props) {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const set = (change: Partial<PhotoChoice>) => onChange((photo) => ({ ...photo, ...change }));
  // Stable (DriveLinkInput reports again whenever it changes); the same state again leaves the choice as it is.
  const onDriveValidation = useCallback(
    ({ state }: DriveValidation) =>
      onChange((photo) => (photo.driveState === state ? photo : { ...photo, driveState: state })),
    [onChange],
  );
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">Photo</legend>
      <div className="flex items-center gap-4">
        <AdminMemberPhoto src={currentUrl} name={name || 'anggota'} className="h-16 w-16 shrink-0 rounded-full" />
        <p className="text-xs text-slate-600">{currentUrl ? 'Leave empty to keep the current photo.' : 'Optional.'}</p>
      </div>
      <div className="flex flex-wrap gap-4 text-sm text-slate-800">
        {(['upload', 'drive'] as const).map((source) => (
          <label key={source} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-source`}
              value={source}
              checked={value.photoSource === source}
              onChange={() => set({ photoSource: source })}
              disabled={disabled}
            />
            {source === 'upload' ? 'Upload image' : 'Google Drive link'}
          </label>
        ))}
      </div>
      {value.photoSource === 'upload' ? (
        <FormField id={`${id}-file`} label="Photo file">
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_PICKER_ACCEPT}
            disabled={disabled}
            aria-describedby={`${id}-file-error`}
            className={FILE_INPUT}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              if (chosen && !isImageFile(chosen)) {
                e.target.value = '';
                set({ file: null });
                setFileError(IMAGE_ONLY);
                return;
              }
              setFileError(null);
              set({ file: chosen });
            }}
          />
          <p id={`${id}-file-error`} role="alert" className={INLINE_ERROR}>
            {fileError ?? ''}
          </p>
          {value.file ? <p className="text-xs text-slate-600">Selected: {value.file.name}</p> : null}
        </FormField>
      ) : (
        <DriveLinkInput
          label="Google Drive link"
          value={value.driveUrl}
          onChange={(driveUrl) => set({ driveUrl })}
          onValidation={onDriveValidation}
          disabled={disabled}
        />
      )}
    </fieldset>
  );
}
