import { Button } from '@/components/ui/button';
import type { GalleryFile } from './lib/gallery';
import { PlayIcon } from '../media-icons';

interface Props {
  files: GalleryFile[];
  title: string;
  disabled: boolean;
  onRemove: (url: string) => void;
}

/** The edited item's files (from Google Drive or uploaded): they stay unless removed here. */
export function KeptFiles({ files, title, disabled, onRemove }: Props) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">Files of this item</legend>
      <p className="text-xs text-slate-600">
        These files are kept as they are when you save. Drive links below add files after them.
      </p>
      <ul className="flex flex-wrap gap-3">
        {files.map((file, i) => (
          <li key={file.url} className="flex flex-col items-center gap-1" data-testid="kept-media-row">
            <span className="relative block h-20 w-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-800">
              {file.kind === 'image' ? (
                <img
                  src={file.url}
                  alt={`${title}: file ${i + 1}`}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              ) : (
                <span className="flex h-full w-full items-center justify-center text-white">
                  <PlayIcon />
                  <span className="sr-only">{`${title}: video ${i + 1}`}</span>
                </span>
              )}
            </span>
            <Button
              variant="ghostDanger"
              sizing="px-2 py-1 text-xs"
              onClick={() => onRemove(file.url)}
              disabled={disabled}
            >
              Remove<span className="sr-only"> file {i + 1}</span>
            </Button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
