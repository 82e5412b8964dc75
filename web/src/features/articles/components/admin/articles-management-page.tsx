import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLastPageWhenPastEnd, useListPage } from '@/hooks/use-list-page';
import { BELOW_MD, useMediaQuery } from '@/hooks/use-media-query';
import { useLoadedPermissions, useUser } from '@/lib/auth';
import { useManagedArticles } from '../../api/admin/get-managed-articles';
import type { ManagedArticle } from '@hmti/contract';
import { ARTICLE_TABS, statusOfTab, type ArticleTab } from './article-list';
import { ArticleEditorDialog } from './article-editor-dialog';
import { canCreateArticle, canDeleteArticle, canEditArticle, canListArticles } from './article-permissions';
import { DeleteArticleDialog } from './delete-article-dialog';
import { ManagedArticleCard } from './managed-article-card';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';
import { LoadFailed } from '@/components/ui/load-failed';

const PERMISSIONS_REFRESH_MS = 5000;

const editorTarget = (param: string | null): 'new' | number | null =>
  param === 'new' ? 'new' : Number(param) > 0 ? Number(param) : null;

/** /dashboard/articles — 'Articles Management'. */
export function ArticlesManagementPage() {
  const { data: user } = useUser();
  const { permissions, loaded: permissionsLoaded } = useLoadedPermissions({
    refetchInterval: PERMISSIONS_REFRESH_MS,
  });

  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<ArticleTab>('all');
  // 9 cards a page, 6 on a phone.
  const pageSize = useMediaQuery(BELOW_MD) ? 6 : 9;
  const search = useDebouncedValue(query.trim());
  const [page, setPage] = useListPage([search, tab, pageSize]);
  const listRef = useRef<HTMLUListElement>(null);
  // Chosen at the pager below the list: the new page is read from its top.
  const changePage = (next: number) => {
    setPage(next);
    listRef.current?.scrollIntoView({ block: 'start' });
  };
  // Search, status tab and paging run on the server: one page of the (possibly very long) list at a time.
  const list = useManagedArticles(
    { page, pageSize, q: search, status: statusOfTab(tab) },
    permissionsLoaded && canListArticles(permissions),
  );
  const { data, isLoading, isError, refetch } = list;
  // ?draft=new|<id> (paths.dashboard.articles.getHref: from the list of unsaved drafts, or a notification, also while
  // this page is open) opens that editor, which offers an unsaved draft back.
  const [searchParams, setSearchParams] = useSearchParams();
  const draftTarget = searchParams.get('draft');
  const [editing, setEditing] = useState<'new' | number | null>(() => editorTarget(draftTarget));
  useEffect(() => {
    if (draftTarget === null) return;
    setEditing(editorTarget(draftTarget));
    void setSearchParams({}, { replace: true });
  }, [draftTarget, setSearchParams]);
  const [deleting, setDeleting] = useState<ManagedArticle | null>(null);
  const searchId = useId();
  const tabsId = useId();

  const items = data?.data ?? [];
  useLastPageWhenPastEnd(page, list, setPage);

  return (
    <section aria-labelledby={`${tabsId}-title`} className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 id={`${tabsId}-title`} className="text-2xl font-bold text-slate-900">
          Articles Management
        </h1>
        {canCreateArticle(permissions) ? <Button onClick={() => setEditing('new')}>New Article</Button> : null}
      </header>

      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="md:w-80">
          <label htmlFor={searchId} className="sr-only">
            Search articles
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search articles..."
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        <TabList
          label="Filter articles by status"
          idPrefix={tabsId}
          tabs={ARTICLE_TABS}
          value={tab}
          onChange={setTab}
        />
      </div>

      <div {...tabPanelProps(tabsId, tab)}>
        {isLoading ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading articles..." />
          </div>
        ) : isError && !data ? (
          <LoadFailed message="Failed to load articles." retryLabel="Try again" onRetry={refetch} />
        ) : items.length === 0 ? (
          <p className="rounded-2xl bg-white p-10 text-center text-slate-600 shadow-sm">No articles found.</p>
        ) : (
          <>
            <ul ref={listRef} className="grid scroll-mt-4 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
              {items.map((article) => (
                <ManagedArticleCard
                  key={article.id}
                  article={article}
                  canEdit={canEditArticle(permissions, user?.id, article.authorId)}
                  canDelete={canDeleteArticle(permissions, user?.id, article.authorId)}
                  onEdit={() => setEditing(article.id)}
                  onDelete={() => setDeleting(article)}
                />
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={data?.meta.page ?? page}
              pageCount={data?.meta.pageCount ?? 1}
              onPageChange={changePage}
              label="Articles pages"
            />
          </>
        )}
      </div>

      <ArticleEditorDialog
        target={editing}
        permissions={permissions}
        userId={user?.id}
        onClose={() => setEditing(null)}
      />
      <DeleteArticleDialog article={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
