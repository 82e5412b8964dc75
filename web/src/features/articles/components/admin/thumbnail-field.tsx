import { IMAGE_PICKER_ACCEPT } from '@/lib/accepted-images';
import { useEffect, useId, useState } from 'react';
import { DriveLinkInput } from '@/components/drive/drive-link-input';
import type { DriveValidation } from '@/hooks/use-drive-link-validation';
import { fallBackToPlaceholder } from '@/lib/article-image';
import type { ArticleFormValues, ImageMode } from './article-form';
import { FormField } from '@/components/ui/form-field';

type ImageValues = Pick<ArticleFormValues, 'imageMode' | 'driveUrl' | 'file' | 'existingImage'>;

interface Props {
  values: ImageValues;
  onChange: (change: Partial<ImageValues>) => void;
  onDriveValidation: (validation: DriveValidation) => void;
  disabled?: boolean;
}

const MODES: { value: ImageMode; label: string }[] = [
  { value: 'drive', label: 'Google Drive link' },
  { value: 'upload', label: 'Upload image' },
];

/** The article's picture: a Google Drive link or an uploaded image file; the current one is kept otherwise. */
export function ThumbnailField({ values, onChange, onDriveValidation, disabled }: Props) {
  const { imageMode: mode, driveUrl, file, existingImage } = values;
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const shown = preview ?? existingImage;

  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">Thumbnail Image</legend>
      <div className="mb-3 flex flex-wrap gap-4">
        {MODES.map((m) => (
          <label key={m.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-mode`}
              value={m.value}
              checked={mode === m.value}
              disabled={disabled}
              onChange={() => onChange({ imageMode: m.value })}
            />
            {m.label}
          </label>
        ))}
      </div>
      {mode === 'drive' ? (
        <DriveLinkInput
          label="Google Drive image link"
          value={driveUrl}
          onChange={(url) => onChange({ driveUrl: url })}
          onValidation={onDriveValidation}
          disabled={disabled}
        />
      ) : (
        <FormField id={`${id}-file`} label="Image file">
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_PICKER_ACCEPT}
            disabled={disabled}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen && !chosen.type.startsWith('image/')) {
                setFileError('Please choose an image file.');
                onChange({ file: null });
                event.target.value = '';
                return;
              }
              setFileError(null);
              onChange({ file: chosen });
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:font-medium file:text-brand-900"
          />
          {fileError ? (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {fileError}
            </p>
          ) : null}
        </FormField>
      )}
      {shown ? (
        <figure className="mt-3">
          <img
            // A new picture gets a fresh element: the placeholder swap happens once per picture.
            key={shown}
            src={shown}
            alt={preview ? 'Selected thumbnail' : 'Current thumbnail'}
            className="h-32 w-48 rounded-lg object-cover ring-1 ring-slate-200"
            onError={fallBackToPlaceholder}
          />
          <figcaption className="mt-1 text-xs text-slate-600">
            {preview ? 'Selected image' : 'Current image (kept unless you choose a new one)'}
          </figcaption>
        </figure>
      ) : null}
    </fieldset>
  );
}

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
