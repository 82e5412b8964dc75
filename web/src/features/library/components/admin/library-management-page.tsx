import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmMutation } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/ui/paged-list';
import { useDashboardList } from '@/hooks/use-list-query-string';
import { usePermissions, useUser } from '@/lib/auth';
import { useDeleteLibraryItem } from '../../api/admin/library-mutations';
import type { ManagedLibraryItem } from '@hmti/contract';
import { useLibraryManage } from '../../api/admin/get-library-manage';
import { LibraryAdminCard, LibraryItemDetailsDialog } from './library-admin-card';
import { TabList, tabPanelProps } from '@/components/ui/tab-list';
import { LibraryItemFormDialog } from './library-item-form-dialog';
import { typeOfTab, type LibraryTab } from '../../lib/library-tabs';
import { LIBRARY_ADMIN_PAGE_SIZE, LIBRARY_ADMIN_TABS } from './lib/library-filter';
import { canCreateLibraryItem, canListLibrary, libraryItemActions } from './lib/library-permissions';

/** /dashboard/library: the route's guard (RequirePermission, PAGE_PERMISSIONS) has let the user in (any of library.view, view_others, edit or create). */
export function LibraryManagementPage() {
  const { data: permissions = [] } = usePermissions();
  const { data: user } = useUser();
  const listAllowed = canListLibrary(permissions);
  const remove = useDeleteLibraryItem();
  // Search, type tab and page live in the address; the list runs on the server, one page at a time.
  const { query, search, setFilter, setPage } = useDashboardList<{ tab: LibraryTab }>(
    { tab: 'all' },
    { tab: LIBRARY_ADMIN_TABS.map((t) => t.value) },
  );
  const { tab, page } = query;
  const list = useLibraryManage(
    { page, pageSize: LIBRARY_ADMIN_PAGE_SIZE, q: query.q.trim(), type: typeOfTab(tab) },
    listAllowed,
  );
  // Each opening gets a new editor (keyed by `opening`): what the previous one held (typed, then discarded) is gone.
  const [form, setForm] = useState({ open: false, item: null as ManagedLibraryItem | null, opening: 0 });
  const openForm = (item: ManagedLibraryItem | null) => setForm((f) => ({ open: true, item, opening: f.opening + 1 }));
  const [viewing, setViewing] = useState<ManagedLibraryItem | null>(null);
  const [deleting, setDeleting] = useState<ManagedLibraryItem | null>(null);

  return (
    <section aria-labelledby="library-admin-heading" className="space-y-6">
      <PageHeader id="library-admin-heading" eyebrow="Library" title="Media Library">
        {canCreateLibraryItem(permissions) ? (
          <Button onClick={() => openForm(null)} aria-haspopup="dialog">
            Upload Media
          </Button>
        ) : null}
      </PageHeader>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <input
          type="search"
          aria-label="Search library"
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
          placeholder="Search library..."
          className={`${INPUT_CLASS} sm:max-w-sm`}
        />
        <TabList
          label="Media type"
          idPrefix="library-admin"
          tabs={LIBRARY_ADMIN_TABS}
          value={tab}
          onChange={(next) => setFilter('tab', next)}
          variant="brand"
        />
      </div>

      <div {...tabPanelProps('library-admin', tab)}>
        {!listAllowed ? (
          <EmptyState>You can upload media, but you may not view the library list.</EmptyState>
        ) : (
          <PagedList
            query={list}
            page={page}
            onPageChange={setPage}
            loading="Loading library..."
            failed="Failed to load the library."
            empty="No media items found."
            pagesLabel="Library pages"
          >
            {(items) => (
              <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3" data-testid="library-admin-grid">
                {items.map((item) => (
                  <li key={item.id}>
                    <LibraryAdminCard
                      item={item}
                      {...libraryItemActions(item, user?.id, permissions)}
                      onView={setViewing}
                      onEdit={openForm}
                      onDelete={setDeleting}
                    />
                  </li>
                ))}
              </ul>
            )}
          </PagedList>
        )}
      </div>

      <LibraryItemFormDialog
        key={form.opening}
        open={form.open}
        item={form.item}
        onClose={() => setForm((f) => ({ ...f, open: false, item: null }))}
      />
      <LibraryItemDetailsDialog item={viewing} onClose={() => setViewing(null)} />
      <ConfirmMutation
        target={deleting}
        onClose={() => setDeleting(null)}
        mutation={remove}
        variables={(item) => item.id}
        title="Delete Media Item"
        description={() => 'Are you sure you want to delete this item?'}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        cancelLabel="Cancel"
        success={() => ({ title: 'Item deleted successfully' })}
        failure="Failed to delete item"
      >
        <p className="mb-6 font-medium text-slate-900">{deleting?.title}</p>
      </ConfirmMutation>
    </section>
  );
}
