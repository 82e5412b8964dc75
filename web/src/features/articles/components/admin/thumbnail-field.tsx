import { ImageSourceField } from '@/components/image-source-field';
import type { DriveValidation } from '@/hooks/use-drive-link-validation';
import { useObjectUrl } from '@/hooks/use-object-url';
import { ArticlePicture } from '@/lib/pictures';
import type { ArticleFormValues } from './article-form';

type ImageValues = Pick<ArticleFormValues, 'imageMode' | 'driveUrl' | 'file' | 'existingImage'>;

interface Props {
  values: ImageValues;
  onChange: (change: Partial<ImageValues>) => void;
  onDriveValidation: (validation: DriveValidation) => void;
  disabled?: boolean;
  /** The form's message, when it is about the picture. */
  problemId?: string;
}

/** The article's picture: a Google Drive link or an uploaded image file; the current one is kept otherwise. */
export function ThumbnailField({ values, onChange, onDriveValidation, disabled, problemId }: Props) {
  const preview = useObjectUrl(values.file);
  const shown = preview ?? values.existingImage;
  return (
    <ImageSourceField
      legend="Thumbnail Image"
      sources={['drive', 'upload']}
      source={values.imageMode}
      onSourceChange={(imageMode) => onChange({ imageMode })}
      file={{ label: 'Image file', notImage: 'Please choose an image file.', onChange: (file) => onChange({ file }) }}
      drive={{
        label: 'Google Drive image link',
        value: values.driveUrl,
        onChange: (driveUrl) => onChange({ driveUrl }),
        onValidation: onDriveValidation,
      }}
      disabled={disabled}
      problemId={problemId}
    >
      {shown ? (
        <figure>
          <ArticlePicture
            src={shown}
            alt={preview ? 'Selected thumbnail' : 'Current thumbnail'}
            className="h-32 w-48 rounded-lg object-cover ring-1 ring-slate-200"
          />
          <figcaption className="mt-1 text-xs text-slate-600">
            {preview ? 'Selected image' : 'Current image (kept unless you choose a new one)'}
          </figcaption>
        </figure>
      ) : null}
    </ImageSourceField>
  );
}
