import { MediaWithFallback } from '@/components/drive/media-with-fallback';
import { cn } from '@/lib/cn';
import type { GalleryFile } from './lib/gallery';
import { PlayIcon } from '../media-icons';

interface Props {
  files: GalleryFile[];
  index: number;
  onSelect: (index: number) => void;
  title: string;
  /** Light borders for the dark full-screen overlay. */
  onDark?: boolean;
}

/** A row of 80 px square thumbnails (pictures lazy-loaded; videos as a play tile) that pick the shown file. */
export function MediaThumbnailStrip({ files, index, onSelect, title, onDark }: Props) {
  return (
    <ul className="flex gap-2 overflow-x-auto py-1" aria-label={`${title}: thumbnails`} data-testid="media-thumbnails">
      {files.map((file, i) => {
        const current = i === index;
        return (
          <li key={`${file.url}-${i}`} className="shrink-0">
            <button
              type="button"
              onClick={() => onSelect(i)}
              aria-label={`Show media ${i + 1} of ${files.length}${file.kind === 'video' ? ' (video)' : ''}`}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'block h-20 w-20 overflow-hidden rounded-lg border-2 bg-slate-800',
                current
                  ? onDark
                    ? 'border-white'
                    : 'border-brand-600'
                  : 'border-transparent opacity-70 hover:opacity-100',
              )}
            >
              {file.kind === 'image' ? (
                <MediaWithFallback
                  url={file.url}
                  type="image"
                  alt={`${title}, media ${i + 1}`}
                  loading="lazy"
                  className="h-full w-full object-cover text-xs"
                />
              ) : (
                <span className="flex h-full w-full items-center justify-center text-white" aria-hidden="true">
                  <PlayIcon />
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
