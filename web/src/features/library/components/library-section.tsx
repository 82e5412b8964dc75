import { useState } from 'react';
import { lazyPart } from '@/components/lazy-part';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useErrorPageRedirect } from '@/hooks/use-error-page-redirect';
import { landingLibraryParams, libraryPageQueryOptions } from '../api/get-library';
import type { LibraryItem } from '@hmti/contract';
import { LibraryCard, LibraryCardSkeletons } from './library-card';
import { LibrarySearchForm } from './library-search-form';

// The viewer (and the dialog primitives under it) loads when a visitor first opens a card, not with the landing page.
const MediaViewerDialog = lazyPart(
  () => import('./media-viewer-dialog').then((m) => m.MediaViewerDialog),
  'Penampil media gagal dimuat.',
);

/** The landing page's library section (anchor #library). */
export function LibrarySection() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  // One server page of the newest matches, however large the library grows.
  const list = useQuery(libraryPageQueryOptions(landingLibraryParams(query)));
  // undefined until a card is first opened; the viewer stays mounted from then on, so later closings keep the
  // dialog's focus return and exit.
  const [selected, setSelected] = useState<LibraryItem | null>();
  const leaving = useErrorPageRedirect(list.error);

  return (
    <section id="library" aria-labelledby="library-heading" className="scroll-mt-4 bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className="mb-10 text-center">
          <h2 id="library-heading" className="text-3xl font-black text-slate-900 sm:text-4xl">
            Library
          </h2>
          <p className="mt-3 text-slate-600">Koleksi foto dan video kegiatan Himpunan</p>
        </header>

        {/* Filters the cards here as it is typed into; without JavaScript, Enter searches on the media page. */}
        <LibrarySearchForm
          onSubmit={(event) => event.preventDefault()}
          id="library-section-search"
          value={search}
          onChange={setSearch}
          className="mx-auto mb-8 max-w-xl"
        />

        <QueryState
          leaving={leaving}
          query={list}
          loading={<LibraryCardSkeletons className="grid gap-6 md:grid-cols-3" />}
          failed="Gagal memuat library."
          retryLabel="Coba Lagi"
          isEmpty={(data) => data.data.length === 0}
          empty={<p className="text-center text-slate-600">Tidak ada media ditemukan</p>}
        >
          {({ data: items }) => (
            <ul className="grid gap-6 md:grid-cols-3">
              {items.map((item) => (
                <li key={item.id}>
                  <LibraryCard item={item} onOpen={setSelected} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>

        <div className="mt-10 text-center">
          <Link
            to={paths.library.getHref()}
            className="inline-flex rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            Lihat Semua Media
          </Link>
        </div>
      </div>
      {selected !== undefined && (
        <MediaViewerDialog
          key={selected?.id}
          item={selected}
          onClose={() => setSelected(null)}
          failedClassName="fixed inset-x-4 bottom-24 z-50 mx-auto max-w-md shadow-lg"
        />
      )}
    </section>
  );
}
