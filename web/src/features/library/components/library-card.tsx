import { ActionLink } from '@/components/ui/action-link';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import type { LibraryItem } from '@hmti/contract';
import { mediaKindAt, typeLabel } from '../lib/media';
import { MediaThumbnail, PlayOverlay } from './media-thumbnail';
import { ItemDate } from './item-date';

export function LibraryCard({
  item,
  onOpen,
  headingLevel: Heading = 'h3',
  priority = 'lazy',
}: {
  item: LibraryItem;
  onOpen: (item: LibraryItem) => void;
  headingLevel?: 'h2' | 'h3';
  /** 'high' for the page's first card, usually its largest paint; the others load as they come into view. */
  priority?: 'high' | 'lazy';
}) {
  const count = item.images.length;
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      data-testid="library-card"
    >
      <div className="relative aspect-video overflow-hidden bg-slate-200">
        <MediaThumbnail item={item} priority={priority} />
        {item.type === 'video' ? <PlayOverlay /> : null}
        {count > 0 ? (
          <span className="absolute top-3 right-3 rounded-full bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
            <span className="sr-only">{count} media, </span>1/{count}
          </span>
        ) : null}
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
          {typeLabel(item.type)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs text-slate-600">
          <ItemDate item={item} />
        </p>
        <Heading className="text-lg font-bold text-slate-900">{item.title}</Heading>
        <p className="line-clamp-2 text-sm text-slate-600">{item.description}</p>
        <ActionLink
          href={`#${detailsId(item)}`}
          onAct={() => onOpen(item)}
          aria-haspopup="dialog"
          className="mt-auto self-start pt-2 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          Lihat detail →<span className="sr-only">: {item.title}</span>
        </ActionLink>
        <PlainDetails item={item} />
      </div>
    </article>
  );
}

const detailsId = (item: LibraryItem) => `library-item-${item.id}`;

/**
 * What the viewer dialog shows, for a browser without JavaScript: "Lihat detail" leads here (the address's #target
 * shows it) — the full description and a link to each picture and video.
 */
function PlainDetails({ item }: { item: LibraryItem }) {
  return (
    <div id={detailsId(item)} className="hidden scroll-mt-4 space-y-3 border-t border-slate-200 pt-3 target:block">
      <p className="text-sm whitespace-pre-line text-slate-800">{item.fullDescription || item.description}</p>
      <ul className="flex flex-wrap gap-2" aria-label={`Media: ${item.title}`}>
        {item.images.map((url, index) => (
          <li key={`${url}-${index}`}>
            <a
              href={url}
              className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:bg-brand-100"
            >
              {mediaKindAt(item, index) === 'video' ? 'Video' : 'Foto'} {index + 1}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** While the library loads: three placeholder cards in the grid (`className`), announced once. */
export const LibraryCardSkeletons = ({ className }: { className: string }) => (
  <CardSkeletons
    count={3}
    label="Memuat library..."
    className={className}
    lines={['w-1/3', 'w-2/3', 'w-full', 'w-5/6']}
  />
);
