import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState } from '@/components/ui/empty-state';
import { SpinnerPanel } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useLastPageWhenPastEnd, useListPage } from '@/hooks/use-list-page';
import { usePermissions, useUser } from '@/lib/auth';
import { showToast } from '@/lib/toast';
import { useDeleteLibraryItem } from '../../api/admin/library-mutations';
import type { ManagedLibraryItem } from '@hmti/contract';
import { useLibraryManage } from '../../api/admin/get-library-manage';
import { LibraryAdminCard } from './library-admin-card';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';
import { LibraryItemDetailsDialog } from './library-item-details-dialog';
import { LibraryItemFormDialog } from './library-item-form-dialog';
import { typeOfTab, type LibraryTab } from '../../lib/library-tabs';
import { LIBRARY_ADMIN_PAGE_SIZE, LIBRARY_ADMIN_TABS } from './lib/library-filter';
import { canCreateLibraryItem, canListLibrary, libraryItemActions } from './lib/library-permissions';
import { LoadFailed } from '@/components/ui/load-failed';

/** /dashboard/library: the route's guard (RequirePermission, PAGE_PERMISSIONS) has let the user in (any of library.view, view_others, edit or create). */
export function LibraryManagementPage() {
  const { data: permissions = [] } = usePermissions();
  const { data: user } = useUser();
  const listAllowed = canListLibrary(permissions);
  const remove = useDeleteLibraryItem();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<LibraryTab>('all');
  const gridRef = useRef<HTMLUListElement>(null);
  // Chosen at the pager below the grid: the new page is read from its top.
  const changePage = (next: number) => {
    setPage(next);
    gridRef.current?.scrollIntoView({ block: 'start' });
  };
  const q = useDebouncedValue(search.trim());
  const [page, setPage] = useListPage([q, tab]);
  // Search, type tab and paging run on the server: one page of the (possibly very long) library at a time.
  const list = useLibraryManage({ page, pageSize: LIBRARY_ADMIN_PAGE_SIZE, q, type: typeOfTab(tab) }, listAllowed);
  const { data, isPending, isError, refetch } = list;
  const [form, setForm] = useState<{ open: boolean; item: ManagedLibraryItem | null }>({ open: false, item: null });
  const [viewing, setViewing] = useState<ManagedLibraryItem | null>(null);
  const [deleting, setDeleting] = useState<ManagedLibraryItem | null>(null);
  const items = data?.data ?? [];
  useLastPageWhenPastEnd(page, list, setPage);

  const confirmDelete = (item: ManagedLibraryItem) =>
    remove.mutate(item.id, {
      onSuccess: () => showToast({ title: 'Item deleted successfully' }),
      onError: () => showToast({ title: 'Failed to delete item', variant: 'destructive' }),
      onSettled: () => setDeleting(null),
    });

  return (
    <section aria-labelledby="library-admin-heading" className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Library</p>
          <h1 id="library-admin-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Media Library
          </h1>
        </div>
        {canCreateLibraryItem(permissions) ? (
          <Button onClick={() => setForm({ open: true, item: null })} aria-haspopup="dialog">
            Upload Media
          </Button>
        ) : null}
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="w-full sm:max-w-sm">
          <label htmlFor="library-admin-search" className="sr-only">
            Search library
          </label>
          <input
            id="library-admin-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search library..."
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 placeholder:text-slate-500"
          />
        </div>
        <TabList
          label="Media type"
          idPrefix="library-admin"
          tabs={LIBRARY_ADMIN_TABS}
          value={tab}
          onChange={setTab}
          variant="brand"
        />
      </div>

      <div {...tabPanelProps('library-admin', tab)}>
        {!listAllowed ? (
          <EmptyState>You can upload media, but you may not view the library list.</EmptyState>
        ) : isPending ? (
          <SpinnerPanel label="Loading library..." />
        ) : isError && !data ? (
          <LoadFailed message="Failed to load the library." retryLabel="Try again" onRetry={refetch} />
        ) : items.length === 0 ? (
          <EmptyState>No media items found.</EmptyState>
        ) : (
          <>
            <ul
              ref={gridRef}
              className="grid scroll-mt-4 grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3"
              data-testid="library-admin-grid"
            >
              {items.map((item) => (
                <li key={item.id}>
                  <LibraryAdminCard
                    item={item}
                    {...libraryItemActions(item, user?.id, permissions)}
                    onView={setViewing}
                    onEdit={(it) => setForm({ open: true, item: it })}
                    onDelete={setDeleting}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-6"
              page={data?.meta.page ?? page}
              pageCount={data?.meta.pageCount ?? 1}
              onPageChange={changePage}
              label="Library pages"
            />
          </>
        )}
      </div>

      <LibraryItemFormDialog open={form.open} item={form.item} onClose={() => setForm({ open: false, item: null })} />
      <LibraryItemDetailsDialog item={viewing} onClose={() => setViewing(null)} />
      {deleting ? (
        <ConfirmDialog
          open
          title="Delete Media Item"
          description="Are you sure you want to delete this item?"
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          cancelLabel="Cancel"
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirmDelete(deleting)}
        >
          <p className="mb-6 font-medium text-slate-900">{deleting.title}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
