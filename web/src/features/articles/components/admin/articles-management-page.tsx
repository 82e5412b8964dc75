import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmMutation } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { useDashboardList } from '@/hooks/use-list-query-string';
import { BELOW_MD, useMediaQuery } from '@/hooks/use-media-query';
import { useLoadedPermissions, useUser } from '@/lib/auth';
import { useDeleteArticle } from '../../api/admin/delete-article';
import { useManagedArticles } from '../../api/admin/get-managed-articles';
import type { ManagedArticle } from '@hmti/contract';
import { ARTICLE_TABS, statusOfTab, type ArticleTab } from './article-list';
import { ArticleEditorDialog } from './article-editor-dialog';
import { canCreateArticle, canDeleteArticle, canEditArticle, canListArticles } from './article-permissions';
import { ManagedArticleCard } from './managed-article-card';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';

const editorTarget = (param: string | null): 'new' | number | null =>
  param === 'new' ? 'new' : Number(param) > 0 ? Number(param) : null;

/** /dashboard/articles — 'Articles Management'. */
export function ArticlesManagementPage() {
  const { data: user } = useUser();
  const { permissions, loaded: permissionsLoaded } = useLoadedPermissions({ refetchInterval: 5000 });

  // Search, status tab and page live in the address; the list runs on the server, one page at a time.
  const { query, search, setFilter, setPage } = useDashboardList<{ tab: ArticleTab }>(
    { tab: 'all' },
    { tab: ARTICLE_TABS.map((t) => t.value) },
  );
  const { tab, page } = query;
  const pageSize = useMediaQuery(BELOW_MD) ? 6 : 9;
  const list = useManagedArticles(
    { page, pageSize, q: query.q.trim(), status: statusOfTab(tab) },
    permissionsLoaded && canListArticles(permissions),
  );
  // ?draft=new|<id> (paths.dashboard.articles.getHref: from the list of unsaved drafts, or a notification, also while
  // this page is open) opens that editor, which offers an unsaved draft back.
  const [searchParams, setSearchParams] = useSearchParams();
  const draftTarget = searchParams.get('draft');
  const [editing, setEditing] = useState<'new' | number | null>(() => editorTarget(draftTarget));
  useEffect(() => {
    if (draftTarget === null) return;
    setEditing(editorTarget(draftTarget));
    void setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('draft');
        return next;
      },
      { replace: true },
    );
  }, [draftTarget, setSearchParams]);
  const [deleting, setDeleting] = useState<ManagedArticle | null>(null);
  const remove = useDeleteArticle();
  const tabsId = useId();

  return (
    <section aria-labelledby={`${tabsId}-title`} className="space-y-6">
      <PageHeader id={`${tabsId}-title`} title="Articles Management">
        {canCreateArticle(permissions) ? <Button onClick={() => setEditing('new')}>New Article</Button> : null}
      </PageHeader>

      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <input
          type="search"
          aria-label="Search articles"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          placeholder="Search articles..."
          className={`${INPUT_CLASS} md:w-80`}
        />
        <TabList
          label="Filter articles by status"
          idPrefix={tabsId}
          tabs={ARTICLE_TABS}
          value={tab}
          onChange={(next) => setFilter('tab', next)}
        />
      </div>

      <div {...tabPanelProps(tabsId, tab)}>
        {/* Without view rights the list is never asked for: there is nothing to wait for. */}
        {permissionsLoaded && !canListArticles(permissions) ? (
          <EmptyState>No articles found.</EmptyState>
        ) : (
          <PagedList
            query={list}
            page={page}
            onPageChange={setPage}
            loading="Loading articles..."
            failed="Failed to load articles."
            empty="No articles found."
            pagesLabel="Articles pages"
          >
            {(items) => (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
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
            )}
          </PagedList>
        )}
      </div>

      <ArticleEditorDialog
        target={editing}
        permissions={permissions}
        userId={user?.id}
        onClose={() => setEditing(null)}
      />
      <ConfirmMutation
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        variables={(article) => article.id}
        title="Are you sure you want to delete this article?"
        description={(article) => article.title}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        cancelLabel="Cancel"
        success={() => ({ title: 'Success', description: 'Article deleted successfully' })}
        failure="Failed to delete article"
      />
    </section>
  );
}
