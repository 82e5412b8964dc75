import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminArticleKeys, articleChanged } from '../query-keys';
import type { EditableArticle } from '@hmti/contract';

/** The editor open on article 7 over the management list, each query counting its fetches. */
async function editorOverList() {
  const client = new QueryClient();
  const fetches = { detail: 0, list: 0, publicList: 0 };
  const counted = (name: keyof typeof fetches, data: unknown) => () => {
    fetches[name] += 1;
    return data;
  };
  const watch = (queryKey: readonly unknown[], queryFn: () => unknown) =>
    new QueryObserver(client, { queryKey, queryFn, staleTime: 0 }).subscribe(() => {});
  watch(adminArticleKeys.detail(7), counted('detail', { id: 7, title: 'Lama' }));
  watch([...adminArticleKeys.list, { page: 1 }], counted('list', { data: [] }));
  // A public list fetched earlier, no longer on the screen.
  const publicList = counted('publicList', []);
  await client.prefetchQuery({ queryKey: ['articles', 'list', {}], queryFn: publicList });
  await client.refetchQueries();
  Object.assign(fetches, { detail: 0, list: 0, publicList: 0 });
  return { client, fetches };
}

describe('after the dashboard saves an article', () => {
  it('the answer is the detail (not fetched again), the list is fetched again, the rest only marked stale', async () => {
    const { client, fetches } = await editorOverList();
    const saved = { id: 7, title: 'Baru' } as EditableArticle;
    await articleChanged(client, saved);
    expect(client.getQueryData(adminArticleKeys.detail(7))).toEqual(saved);
    expect(fetches).toEqual({ detail: 0, list: 1, publicList: 0 });
    expect(client.getQueryState(['articles', 'list', {}])?.isInvalidated).toBe(true);
  });
});
