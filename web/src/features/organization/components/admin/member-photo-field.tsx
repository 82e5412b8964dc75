import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { ImageSourceField } from '@/components/image-source-field';
import type { DriveValidation } from '@/hooks/use-drive-link-validation';
import { IMAGE_ONLY, type PhotoSource } from '../../lib/admin/member-form';
import { AdminMemberPhoto } from './admin-member-photo';

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
  const set = (change: Partial<PhotoChoice>) => onChange((photo) => ({ ...photo, ...change }));
  // Stable (DriveLinkInput reports again whenever it changes); the same state again leaves the choice as it is.
  const onDriveValidation = useCallback(
    ({ state }: DriveValidation) =>
      onChange((photo) => (photo.driveState === state ? photo : { ...photo, driveState: state })),
    [onChange],
  );
  return (
    <ImageSourceField
      legend="Photo"
      sources={['upload', 'drive']}
      source={value.photoSource}
      onSourceChange={(photoSource) => set({ photoSource })}
      file={{
        label: 'Photo file',
        notImage: IMAGE_ONLY,
        hint: value.file ? `Selected: ${value.file.name}` : undefined,
        onChange: (file) => set({ file }),
      }}
      drive={{
        label: 'Google Drive link',
        value: value.driveUrl,
        onChange: (driveUrl) => set({ driveUrl }),
        onValidation: onDriveValidation,
      }}
      disabled={disabled}
      before={
        <div className="flex items-center gap-4">
          <AdminMemberPhoto src={currentUrl} name={name || 'anggota'} className="h-16 w-16 shrink-0 rounded-full" />
          <p className="text-xs text-slate-600">
            {currentUrl ? 'Leave empty to keep the current photo.' : 'Optional.'}
          </p>
        </div>
      }
    />
  );
}
