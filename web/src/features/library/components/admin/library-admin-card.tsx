import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ManagedLibraryItem } from '@hmti/contract';
import { galleryFiles } from './lib/gallery';
import { MediaGallery } from './media-gallery';
import { ItemDate, TypeAndDate } from '../item-date';

interface Props {
  item: ManagedLibraryItem;
  canEdit: boolean;
  canDelete: boolean;
  onView: (item: ManagedLibraryItem) => void;
  onEdit: (item: ManagedLibraryItem) => void;
  onDelete: (item: ManagedLibraryItem) => void;
}

const typeBadge = (type: ManagedLibraryItem['type']) => (type === 'video' ? 'Video' : 'Photo');

export function LibraryAdminCard({ item, canEdit, canDelete, onView, onEdit, onDelete }: Props) {
  const files = galleryFiles(item);
  // Each opens its dialog; the label names the item.
  const action = (label: string, variant: 'secondary' | 'danger', onClick: () => void) => (
    <Button
      variant={variant}
      sizing="px-2.5 py-1.5 text-sm sm:px-3"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={`${label}: ${item.title}`}
    >
      {label}
    </Button>
  );
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-2 shadow-sm sm:p-3"
      data-testid="library-admin-card"
    >
      <MediaGallery key={item.images.join('|')} files={files} title={item.title} variant="card" />
      <div className="flex flex-1 flex-col gap-1.5 px-1">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700">
            {typeBadge(item.type)}
          </span>
          <span>
            {files.length} {files.length === 1 ? 'file' : 'files'}
          </span>
          <ItemDate item={item} />
          {item.published ? null : (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              Hidden from the site
            </span>
          )}
        </div>
        <h2 className="text-sm font-bold text-slate-900 sm:text-base">{item.title}</h2>
        <p className="line-clamp-2 text-sm text-slate-600">{item.description}</p>
      </div>
      <div className="flex flex-wrap gap-1.5 px-1 pb-1 sm:gap-2">
        {action('View', 'secondary', () => onView(item))}
        {canEdit ? action('Edit', 'secondary', () => onEdit(item)) : null}
        {canDelete ? action('Delete', 'danger', () => onDelete(item)) : null}
      </div>
    </article>
  );
}

/** The details view: every file of the item with thumbnails, then its descriptions. */
export function LibraryItemDetailsDialog({ item, onClose }: { item: ManagedLibraryItem | null; onClose: () => void }) {
  if (!item) return null;
  return (
    <Dialog open onClose={onClose} title={item.title} width="max-w-4xl">
      <div className="space-y-4">
        <MediaGallery key={item.id} files={galleryFiles(item)} title={item.title} variant="details" />
        <TypeAndDate label={typeBadge(item.type)} item={item} />
        <p className="font-medium text-slate-800">{item.description}</p>
        {item.fullDescription ? <p className="whitespace-pre-line text-slate-700">{item.fullDescription}</p> : null}
      </div>
    </Dialog>
  );
}
