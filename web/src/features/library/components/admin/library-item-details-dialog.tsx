import { Dialog } from '@/components/ui/dialog';
import type { ManagedLibraryItem } from '@hmti/contract';
import { galleryFiles } from './lib/gallery';
import { typeBadge } from './library-admin-card';
import { MediaGallery } from './media-gallery';
import { ItemDate } from '../item-date';

/** The details view: every file of the item with thumbnails, then its descriptions. */
export function LibraryItemDetailsDialog({ item, onClose }: { item: ManagedLibraryItem | null; onClose: () => void }) {
  if (!item) return null;
  return (
    <Dialog open onClose={onClose} title={item.title} width="max-w-4xl">
      <div className="space-y-4">
        <MediaGallery key={item.id} files={galleryFiles(item)} title={item.title} variant="details" />
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            {typeBadge(item.type)}
          </span>
          <ItemDate item={item} />
        </div>
        <p className="font-medium text-slate-800">{item.description}</p>
        {item.fullDescription ? <p className="whitespace-pre-line text-slate-700">{item.fullDescription}</p> : null}
      </div>
    </Dialog>
  );
}
