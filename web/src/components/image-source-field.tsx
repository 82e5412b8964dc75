import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { DriveLinkInput } from '@/components/drive/drive-link-input';
import { fieldAria, FILE_INPUT_CLASS, FormField } from '@/components/ui/form-field';
import { markedBy } from '@/hooks/use-save-error';
import { IMAGE_PICKER_ACCEPT, isImageFile } from '@/lib/accepted-images';

type ImageSource = 'upload' | 'drive';
const SOURCE_LABELS = { upload: 'Upload image', drive: 'Google Drive link' } as const;

interface Props {
  legend: string;
  /** The choices in the order shown, and the one chosen. */
  sources: readonly ImageSource[];
  source: ImageSource;
  onSourceChange: (source: ImageSource) => void;
  /** The picker's label, its text for a file that is not an image, a line under it, and the image chosen (or null). */
  file: { label: string; notImage: string; hint?: ReactNode; onChange: (file: File | null) => void };
  drive: Omit<ComponentProps<typeof DriveLinkInput>, 'disabled'>;
  disabled?: boolean;
  /** The form's message is about the picture (its id): the chosen field is marked invalid and described by it. */
  problemId?: string;
  /** Shown above the choices (e.g. the current picture); `children` under the chosen field (e.g. a preview). */
  before?: ReactNode;
  children?: ReactNode;
}

/** A picture from an uploaded image file (image/* only) or from a Google Drive link, chosen by radio buttons. */
export function ImageSourceField({
  legend,
  sources,
  source,
  onSourceChange,
  file,
  drive,
  disabled,
  problemId,
  ...around
}: Props) {
  const id = useId();
  const [fileError, setFileError] = useState<string>();
  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{legend}</legend>
      {around.before}
      <div className="flex flex-wrap gap-4 text-sm text-slate-800">
        {sources.map((value) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-source`}
              value={value}
              checked={source === value}
              disabled={disabled}
              onChange={() => onSourceChange(value)}
            />
            {SOURCE_LABELS[value]}
          </label>
        ))}
      </div>
      {source === 'drive' ? (
        <DriveLinkInput {...drive} disabled={disabled} problemId={problemId} />
      ) : (
        <FormField id={`${id}-file`} label={file.label} error={fileError} hint={file.hint}>
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_PICKER_ACCEPT}
            disabled={disabled}
            {...fieldAria(`${id}-file`, fileError, !!file.hint)}
            {...(problemId && !fileError ? markedBy(problemId) : {})}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const refused = chosen !== null && !isImageFile(chosen);
              if (refused) event.target.value = '';
              setFileError(refused ? file.notImage : undefined);
              file.onChange(refused ? null : chosen);
            }}
            className={FILE_INPUT_CLASS}
          />
        </FormField>
      )}
      {around.children}
    </fieldset>
  );
}
