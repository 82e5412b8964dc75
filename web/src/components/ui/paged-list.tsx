import { useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '@hmti/contract';
import { useLastPageWhenPastEnd } from '@/hooks/use-list-page';
import { Pagination } from './pagination';
import { QueryState } from './query-state';

/**
 * A dashboard list paged by the server (`page` asked for, one `ListPage` answered), in a QueryState: `children` with
 * the page's items and the pager under them, which brings the list's top into view. A page past the end (a delete
 * that emptied the last page) moves to the last one.
 */
export function PagedList<T>({
  query,
  page,
  onPageChange,
  loading,
  failed,
  empty,
  pagesLabel,
  children,
}: {
  query: UseQueryResult<ListPage<T>>;
  page: number;
  /** `replace`: a correction (a page past the end), not the person's move; it takes no history entry. */
  onPageChange: (page: number, replace?: boolean) => void;
  loading: string;
  failed: string;
  empty: string;
  pagesLabel: string;
  children: (items: T[]) => ReactNode;
}) {
  const top = useRef<HTMLDivElement>(null);
  useLastPageWhenPastEnd(page, query, (last) => onPageChange(last, true));
  return (
    <QueryState
      query={query}
      loading={loading}
      failed={failed}
      retryLabel="Try again"
      empty={empty}
      isEmpty={(list) => list.data.length === 0}
    >
      {({ data: items, meta }) => (
        <div ref={top} className="scroll-mt-4">
          {children(items)}
          <Pagination
            className="mt-6"
            page={meta.page}
            pageCount={meta.pageCount}
            onPageChange={onPageChange}
            scrollTo={top}
            label={pagesLabel}
          />
        </div>
      )}
    </QueryState>
  );
}
