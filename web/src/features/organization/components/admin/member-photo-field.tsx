import { IMAGE_PICKER_ACCEPT } from '@/lib/accepted-images';
import { useId, useState } from 'react';
import { DriveLinkInput } from '@/components/drive/drive-link-input';
import type { DriveValidation } from '@/hooks/use-drive-link-validation';
import { FormField } from '@/components/ui/form-field';
import { IMAGE_ONLY, isImageFile, type PhotoSource } from '../../lib/admin/member-form';
import { AdminMemberPhoto } from './admin-member-photo';
import { FILE_INPUT, INLINE_ERROR } from './styles';

interface Props {
  name: string;
  currentUrl: string | null | undefined;
  source: PhotoSource;
  onSourceChange: (source: PhotoSource) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  driveUrl: string;
  onDriveUrlChange: (url: string) => void;
  onDriveValidation: (validation: DriveValidation) => void;
  disabled: boolean;
}

/** Photo: an uploaded image (image/* only) or a Google Drive link; left empty, the current photo stays. */
export function MemberPhotoField(props: Props) {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const { source, disabled } = props;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">Photo</legend>
      <div className="flex items-center gap-4">
        <AdminMemberPhoto
          src={props.currentUrl}
          name={props.name || 'anggota'}
          className="h-16 w-16 shrink-0 rounded-full"
        />
        <p className="text-xs text-slate-600">
          {props.currentUrl ? 'Leave empty to keep the current photo.' : 'Optional.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-4 text-sm text-slate-800">
        {(['upload', 'drive'] as const).map((value) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-source`}
              value={value}
              checked={source === value}
              onChange={() => props.onSourceChange(value)}
              disabled={disabled}
            />
            {value === 'upload' ? 'Upload image' : 'Google Drive link'}
          </label>
        ))}
      </div>
      {source === 'upload' ? (
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
                props.onFileChange(null);
                setFileError(IMAGE_ONLY);
                return;
              }
              setFileError(null);
              props.onFileChange(chosen);
            }}
          />
          <p id={`${id}-file-error`} role="alert" className={INLINE_ERROR}>
            {fileError ?? ''}
          </p>
          {props.file ? <p className="text-xs text-slate-600">Selected: {props.file.name}</p> : null}
        </FormField>
      ) : (
        <DriveLinkInput
          label="Google Drive link"
          value={props.driveUrl}
          onChange={props.onDriveUrlChange}
          onValidation={props.onDriveValidation}
          disabled={disabled}
        />
      )}
    </fieldset>
  );
}
