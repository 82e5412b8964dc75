import { useRef, useState } from 'react';
import { useLastPageWhenPastEnd } from '@/hooks/use-list-page';
import { useQuery } from '@tanstack/react-query';
import { BackToHomeLink } from '@/components/back-to-home-link';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { PageHead } from '@/components/page-head';
import { pageHeads } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { useErrorPageRedirect } from '@/hooks/use-error-page-redirect';
import { useListQueryString } from '@/hooks/use-list-query-string';
import { useSiteSettings } from '@/lib/site-settings';
import { libraryPageParams, libraryPageQueryOptions } from '../api/get-library';
import type { LibraryItem } from '@hmti/contract';
import { LibraryCard, LibraryCardSkeletons } from './library-card';
import { LibrarySearchForm } from './library-search-form';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';
import { LIBRARY_TABS } from '../lib/library-tabs';
import { librarySearchParams, parseLibraryQuery } from '../lib/library-query';
import { MediaViewerDialog } from './media-viewer-dialog';
import { MAIN_CONTENT_ID } from '@/config/landmarks';

/** /library: every published photo and video, searchable and filtered by type (the choice kept in the address). */
export function LibraryPage() {
  const { query, update, setPage, href, search } = useListQueryString(
    paths.library.getHref(),
    parseLibraryQuery,
    librarySearchParams,
  );
  const { type: tab, page } = query;
  const [selected, setSelected] = useState<LibraryItem | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const { data: settings } = useSiteSettings(5 * 60_000);

  const list = useQuery(libraryPageQueryOptions(libraryPageParams(query)));
  const leaving = useErrorPageRedirect(list.error);
  useLastPageWhenPastEnd(page, list, (last) => setPage(last, true));

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none min-h-screen bg-slate-50">
      <PageHead {...pageHeads.library(settings)} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <BackToHomeLink section="library" />
        <header className="mt-4 mb-8">
          <h1 className="text-3xl font-black text-slate-900 sm:text-4xl">Library</h1>
          <p className="mt-2 text-slate-600">Koleksi foto dan video kegiatan Himpunan</p>
        </header>

        <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <LibrarySearchForm
            keep={tab === 'all' ? [] : [['type', tab]]}
            onSubmit={search.submit}
            id="library-page-search"
            value={search.text}
            onChange={search.setText}
            className="w-full sm:max-w-md"
          />
          {/* Without JavaScript the tabs cannot switch: every kind of media is listed. */}
          <TabList
            label="Jenis media"
            idPrefix="library"
            tabs={LIBRARY_TABS}
            value={tab}
            onChange={(type) => update((current) => ({ ...current, type, page: 1 }))}
            variant="pill"
            className="noscript:hidden"
          />
        </div>

        <div ref={gridRef} {...tabPanelProps('library', tab)} className="scroll-mt-6">
          <QueryState
            leaving={leaving}
            query={list}
            loading={<LibraryCardSkeletons className="grid gap-6 sm:grid-cols-2 md:grid-cols-3" />}
            failed="Gagal memuat library. Silakan coba lagi."
            retryLabel="Coba Lagi"
            isEmpty={(data) => data.data.length === 0}
            empty={
              <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center">
                <p className="text-lg font-semibold text-slate-800">Tidak ada media ditemukan</p>
                <p className="mt-1 text-slate-600">Coba sesuaikan pencarian atau filter Anda</p>
              </div>
            }
          >
            {({ data: items }) => (
              <ul className={`grid gap-6 sm:grid-cols-2 md:grid-cols-3 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
                {items.map((item, index) => (
                  <li key={item.id}>
                    <LibraryCard
                      item={item}
                      onOpen={setSelected}
                      headingLevel="h2"
                      priority={index === 0 ? 'high' : 'lazy'}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
          <Pagination
            className="mt-10"
            page={page}
            pageCount={list.data?.meta.pageCount ?? 0}
            onPageChange={setPage}
            scrollTo={gridRef}
            hrefFor={(next) => href({ page: next })}
            label="Halaman library"
          />
        </div>
      </div>
      <MediaViewerDialog key={selected?.id} item={selected} onClose={() => setSelected(null)} />
    </main>
  );
}
