import { IMAGE_PICKER_ACCEPT, isImageFile } from '@/lib/accepted-images';
import { TextField } from '@/components/ui/form-controls';
import { fieldAria, FILE_INPUT_CLASS, FormField } from '@/components/ui/form-field';
import { useId, useState } from 'react';
import type { useUploadOrganizationImage } from '../../api/admin/upload-organization-image';
import { serverMessageOf } from '@/lib/api-client';
import type { FieldMark } from '@/hooks/use-save-error';
import { IMAGE_ONLY } from '../../lib/admin/member-form';
import { DivisionLogo } from './division-logo';

interface Props {
  value: string;
  onChange: (url: string) => void;
  name: string;
  disabled: boolean;
  /** The form's upload (its save waits while one is under way). */
  upload: ReturnType<typeof useUploadOrganizationImage>;
  /** The address field marked with the form's problem (`markOf('logo')`). */
  mark: FieldMark;
}

/** The logo: a URL typed in, or an image uploaded (POST /api/upload) whose URL is filled in. */
export function DivisionLogoField({ value, onChange, name, disabled, upload, mark }: Props) {
  const id = useId();
  const [error, setError] = useState<string>();

  const onFile = (file: File | null, input: HTMLInputElement) => {
    if (!file) return;
    if (!isImageFile(file)) {
      input.value = '';
      setError(IMAGE_ONLY);
      return;
    }
    setError(undefined);
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (err) => setError(serverMessageOf(err) ?? 'Failed to upload logo'),
      onSettled: () => (input.value = ''),
    });
  };

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">Logo</legend>
      <div className="flex items-center gap-3">
        <DivisionLogo src={value} name={name} className="h-12 w-12 rounded-lg border border-slate-200" />
        <TextField
          label="Logo URL"
          className="flex-1"
          value={value}
          onChange={onChange}
          maxLength={1000}
          disabled={disabled}
          placeholder="/uploads/… atau link Google Drive"
          {...mark}
        />
      </div>
      <FormField id={`${id}-file`} label="Or upload a logo" error={error}>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMAGE_PICKER_ACCEPT}
          disabled={disabled || upload.isPending}
          {...fieldAria(`${id}-file`, error)}
          onChange={(e) => onFile(e.target.files?.[0] ?? null, e.target)}
          className={FILE_INPUT_CLASS}
        />
        {upload.isPending ? (
          <p className="mt-1 text-sm text-slate-600" role="status">
            Uploading...
          </p>
        ) : null}
      </FormField>
    </fieldset>
  );
}
