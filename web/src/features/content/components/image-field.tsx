import { IMAGE_PICKER_ACCEPT, isImageFile } from '@/lib/accepted-images';
import { useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/components/failure-toast';
import { showToast } from '@/lib/toast';
import { useFailedPicture } from '@/lib/pictures';
import { uploadImage } from '@/lib/upload-image';
import { fieldAria, FormField } from '@/components/ui/form-field';

type ImageKind = 'image' | 'head' | 'logo';

const TOASTS: Record<ImageKind, { ok: string; failed: string }> = {
  image: { ok: 'Gambar berhasil diupload', failed: 'Gagal upload gambar' },
  head: { ok: 'Foto kepala divisi berhasil diupload', failed: 'Gagal upload foto kepala divisi' },
  logo: { ok: 'Logo divisi berhasil diupload', failed: 'Gagal upload logo divisi' },
};

interface Props {
  label: string;
  value: string;
  onChange: (url: string) => void;
  kind?: ImageKind;
  disabled?: boolean;
  hint?: string;
  /** Why the value was refused (shown under the field, which is marked invalid). */
  error?: string;
  /** What the site shows while the field is empty (the organisation chart's photo): previewed, dimmed. */
  fallback?: string | null;
  /** Told when an upload starts (true) and ends (false): the editor's save waits for it. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** An image setting: its URL typed in, or a file uploaded to POST /api/upload (category content). */
export function ImageField(props: Props) {
  const { label, value, onChange, kind = 'image', disabled, hint, error, fallback, onUploadingChange } = props;
  const id = useId();
  const [uploading, setUploading] = useState(false);

  const failed = (description: string) =>
    showToast({ title: TOASTS[kind].failed, description, variant: 'destructive' });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) return failed('Only image files can be uploaded.');
    setUploading(true);
    onUploadingChange?.(true);
    try {
      const url = await uploadImage(file, 'content');
      onChange(url);
      showToast({ title: TOASTS[kind].ok });
    } catch (error) {
      failed(describeError(error));
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  };

  const preview = value.trim() || fallback || '';
  const previewFailed = useFailedPicture(preview);
  const showPreview = preview && !previewFailed.failed;
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <div className="flex items-center gap-3">
        <div className="flex h-12 w-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
          {showPreview ? (
            <img
              src={preview}
              alt=""
              className={`h-full w-full object-cover ${value.trim() ? '' : 'opacity-60'}`}
              {...previewFailed.pictureProps}
            />
          ) : (
            <span className="text-xs text-slate-500" aria-hidden="true">
              —
            </span>
          )}
        </div>
        <input
          id={id}
          type="text"
          inputMode="url"
          value={value}
          disabled={disabled || uploading}
          placeholder={fallback ? 'Foto dari Struktur Organisasi' : 'https://… atau /uploads/…'}
          {...fieldAria(id, error, !!hint)}
          onChange={(event) => onChange(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
        />
        <label
          className={`inline-flex shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
            disabled || uploading ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-slate-100'
          }`}
        >
          {uploading ? <Spinner size="h-4 w-4" /> : null}
          {uploading ? 'Mengupload...' : 'Upload'}
          <input
            type="file"
            accept={IMAGE_PICKER_ACCEPT}
            className="sr-only"
            aria-label={`Upload ${label}`}
            disabled={disabled || uploading}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
    </FormField>
  );
}
