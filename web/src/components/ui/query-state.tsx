import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from './empty-state';
import { LoadFailed } from './load-failed';
import { SpinnerPanel } from './spinner';

/**
 * A list or panel fed by one query: `loading` while it first loads (a string is a centred spinner's label), a retry
 * panel saying `failed` if it never loaded (a failed reload keeps what is on screen), `empty` when `isEmpty` says
 * there is nothing to show (a string is the dashed EmptyState box), else `children` with the data. `leaving`: the
 * page is on its way elsewhere (a failure sent to /error), so `loading` stays until it has gone.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  retryLabel,
  empty,
  isEmpty,
  leaving,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'refetch'>;
  loading: ReactNode;
  failed: string;
  retryLabel?: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  leaving?: boolean;
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  if (data === undefined || leaving) {
    if (query.isError && !leaving)
      return <LoadFailed message={failed} retryLabel={retryLabel} onRetry={query.refetch} />;
    return typeof loading === 'string' ? <SpinnerPanel label={loading} /> : loading;
  }
  if (isEmpty?.(data)) return typeof empty === 'string' ? <EmptyState>{empty}</EmptyState> : empty;
  return children(data);
}
